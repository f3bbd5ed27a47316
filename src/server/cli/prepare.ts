import { writeGeneratedPassword } from '../auth/bootstrap';
import { env } from '../env';
import { prepareDatabase } from '../db/prepare';
import { runCli } from './run';

/** `npm start` runs this before building and serving: validate config, migrate, seed, admin account. */
await runCli(async () => {
  const config = env();
  const result = await prepareDatabase();
  const where = config.database.dialect === 'sqlite' ? `SQLite at ${config.database.filename}` : 'PostgreSQL';
  console.log(
    `[db] ${where}: ${result.migrations.length ? `applied ${result.migrations.join(', ')}` : 'schema up to date'}`,
  );
  console.log(`[db] demo content: ${result.seed.seeded ? 'seeded' : `not seeded (${result.seed.reason})`}`);
  if (result.admin.action === 'created' && result.admin.generatedPassword) {
    // Shown once, and never into a log: a terminal gets it; a service (journald, docker logs) gets
    // only the path of a 0600 file, deleted at the first sign-in (docs/decisions/066-…).
    if (process.stdout.isTTY) {
      console.log('');
      console.log('  Admin account created. This password is shown once; set ADMIN_PASSWORD to choose your own.');
      console.log(`    e-mail:   ${result.admin.email}`);
      console.log(`    password: ${result.admin.generatedPassword}`);
      console.log('');
    } else {
      const file = await writeGeneratedPassword(result.admin.email, result.admin.generatedPassword);
      console.log(
        `[admin] account ${result.admin.email} created; its generated password is in ${file} (deleted at the first sign-in)`,
      );
    }
  } else if (result.admin.action === 'updated' && result.admin.sessionsEnded > 0) {
    console.log(
      `[admin] account ${result.admin.email} updated: new ADMIN_PASSWORD applied, ${result.admin.sessionsEnded} session(s) ended`,
    );
  } else {
    console.log(`[admin] account ${result.admin.email} ${result.admin.action}`);
  }
  if (!config.SMTP_URL)
    console.log('[mail] SMTP_URL is not set: inquiries are stored and shown in the admin inbox, not e-mailed.');
  console.log(`PREPARED ${JSON.stringify({ instanceId: result.instanceId })}`);
});
