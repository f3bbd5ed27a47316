import { createBackup } from '../backup/backup';
import { env } from '../env';
import { runCli } from './run';

/**
 * `npm run backup [-- FOLDER | FILE.tar.gz]`: the database (consistent while the site runs) and the
 * uploads in one timestamped archive, ./backups/ by default. See docs/decisions/080-backups.md.
 */
await runCli(async () => {
  const config = env();
  await createBackup({
    database: config.database,
    uploadDir: config.uploadDir,
    out: process.argv[2] ?? 'backups',
    log: (message) => console.log(`[backup] ${message}`),
  });
});
