import { env } from '../env';
import { prepareDatabase } from '../db/prepare';
import { runCli } from './run';

/** `npm start` runs this before building and serving: validate config, migrate, seed, admin account. */
await runCli(async () => {
  const config = env();
  const result = await prepareDatabase();
  const where = config.database.dialect === 'sqlite' ? `SQLite at ${config.database.filename}` : 'PostgreSQL';
  console.log(`[db] ${where}: ${result.migrations.length ? `applied ${result.migrations.join(', ')}` : 'schema up to date'}`);
  console.log(`[db] demo content: ${result.seed.seeded ? 'seeded' : `not seeded (${result.seed.reason})`}`);
  if (result.admin.action === 'created' && result.admin.generatedPassword) {
    console.log('');
    console.log('  Admin account created. This password is shown once; set ADMIN_PASSWORD to choose your own.');
    console.log(`    e-mail:   ${result.admin.email}`);
    console.log(`    password: ${result.admin.generatedPassword}`);
    console.log('');
  } else {
    console.log(`[admin] account ${result.admin.email} ${result.admin.action}`);
  }
  if (!config.SMTP_URL) console.log('[mail] SMTP_URL is not set: inquiries are stored and shown in the admin inbox, not e-mailed.');
  console.log(`PREPARED ${JSON.stringify({ instanceId: result.instanceId })}`);
});
