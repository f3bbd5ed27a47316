import { writeGeneratedPassword } from '../auth/bootstrap';
import { env } from '../env';
import { prepareDatabase } from '../db/prepare';
import { logger } from '../logger.mjs';
import { runCli } from './run';

/**
 * One JSON line per start-up step (src/server/logger.mjs: pretty in a development terminal), with the
 * facts as fields and a sentence for people. The generated password never goes through here.
 */
function report(event: string, fields: Record<string, unknown>, sentence: string) {
  logger().info({ event, ...fields }, sentence);
}

/** `npm start` runs this before building and serving: validate config, migrate, seed, admin account. */
await runCli(async () => {
  const config = env();
  // Where, never the URL itself: it may hold a password.
  const where = config.database.dialect === 'sqlite' ? `SQLite at ${config.database.filename}` : 'PostgreSQL';
  report('startup.migrating', { database: config.database.dialect }, `[db] ${where}: migrating...`);
  const result = await prepareDatabase();
  const { migrateMs, seedMs } = result.timings;
  report(
    'startup.migrations',
    { applied: result.migrations, ms: migrateMs },
    result.migrations.length
      ? `[db] migrations applied (${migrateMs} ms): ${result.migrations.join(', ')}`
      : `[db] migrations: none pending, the schema is up to date (${migrateMs} ms)`,
  );
  const seeded = result.seed.counts;
  report(
    'startup.seed',
    { seeded: Boolean(seeded), ...(seeded ? { rows: seeded, ms: seedMs } : { reason: result.seed.reason }) },
    seeded
      ? `[db] demo content seeded (${seedMs} ms): ${seeded.case_studies} case studies, ${seeded.talent} talent, ${seeded.blog_posts} blog posts, ${seeded.job_postings} job postings`
      : `[db] demo content: skipped (${result.seed.reason})`,
  );
  if (result.admin.action === 'created' && result.admin.generatedPassword) {
    // Shown once, and never into a log: a terminal gets it; a service (journald, docker logs) gets
    // only the path of a 0600 file, deleted at the first sign-in (docs/decisions/066-…).
    if (process.stdout.isTTY || process.argv.includes('--terminal')) {
      console.log('');
      console.log('  Admin account created. This password is shown once; set ADMIN_PASSWORD to choose your own.');
      console.log(`    e-mail:   ${result.admin.email}`);
      console.log(`    password: ${result.admin.generatedPassword}`);
      console.log('');
    } else {
      const file = await writeGeneratedPassword(result.admin.email, result.admin.generatedPassword);
      report(
        'startup.admin',
        { action: 'created', passwordFile: file },
        `[admin] account ${result.admin.email} created; its generated password is in ${file} (deleted at the first sign-in)`,
      );
    }
  } else if (result.admin.action === 'updated' && result.admin.sessionsEnded > 0) {
    report(
      'startup.admin',
      { action: 'updated', sessionsEnded: result.admin.sessionsEnded },
      `[admin] account ${result.admin.email} updated: new ADMIN_PASSWORD applied, ${result.admin.sessionsEnded} session(s) ended`,
    );
  } else {
    report(
      'startup.admin',
      { action: result.admin.action },
      `[admin] account ${result.admin.email} ${result.admin.action}`,
    );
  }
  if (!config.SMTP_URL)
    report(
      'startup.mail_disabled',
      {},
      '[mail] SMTP_URL is not set: inquiries are stored and shown in the admin inbox, not e-mailed.',
    );
  // Not a log line: scripts/lib.mjs reads this to learn the database's instance id.
  console.log(`PREPARED ${JSON.stringify({ instanceId: result.instanceId })}`);
});
