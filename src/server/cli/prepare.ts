import { cacheTags } from '../cache/tags';
import { writeGeneratedPassword } from '../auth/bootstrap';
import { env } from '../env';
import { prepareDatabase } from '../db/prepare';
import { bumpCacheTagRevisions } from '../repositories/cache-tags';
import { runCli } from './run';

/** `npm start` runs this before building and serving: validate config, migrate, seed, admin account. */
await runCli(async () => {
  const config = env();
  // Where, never the URL itself: it may hold a password.
  const where = config.database.dialect === 'sqlite' ? `SQLite at ${config.database.filename}` : 'PostgreSQL';
  console.log(`[db] ${where}: migrating...`);
  const result = await prepareDatabase();
  const { migrateMs, seedMs } = result.timings;
  console.log(
    result.migrations.length
      ? `[db] migrations applied (${migrateMs} ms): ${result.migrations.join(', ')}`
      : `[db] migrations: none pending, the schema is up to date (${migrateMs} ms)`,
  );
  const seeded = result.seed.counts;
  console.log(
    seeded
      ? `[db] demo content seeded (${seedMs} ms): ${seeded.case_studies} case studies, ${seeded.talent} talent, ${seeded.blog_posts} blog posts, ${seeded.job_postings} job postings`
      : `[db] demo content: skipped (${result.seed.reason})`,
  );
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
  if (process.argv.includes('--expire-prerendered')) {
    // A build made elsewhere (the container image's, from a throwaway database) prerendered pages from
    // other rows; a tag changed after the build expires every page that used it (decision 005), so
    // they render again from this database on first request.
    await bumpCacheTagRevisions(Object.values(cacheTags));
    console.log('[cache] pages prerendered by the build expired: they render from this database on first request');
  }
  if (!config.SMTP_URL)
    console.log('[mail] SMTP_URL is not set: inquiries are stored and shown in the admin inbox, not e-mailed.');
  console.log(`PREPARED ${JSON.stringify({ instanceId: result.instanceId })}`);
});
