import { restoreBackup } from '../backup/restore';
import { env } from '../env';
import { runCli } from './run';

/**
 * `npm run restore -- FILE.tar.gz`: an archive of `npm run backup` into the EMPTY database of
 * DATABASE_URL and an empty UPLOAD_DIR (stop the site first). Refuses anything else, changing nothing.
 */
await runCli(async () => {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- path/to/agency-backup-….tar.gz');
  const config = env();
  await restoreBackup({
    file,
    database: config.database,
    uploadDir: config.uploadDir,
    log: (message) => console.log(`[restore] ${message}`),
  });
});
