import { env } from '../env';
import { copyUploadsToDatabase } from '../uploads/to-database';
import { runCli } from './run';

/**
 * `npm run uploads:to-database`: copies the images under UPLOAD_DIR into the database of
 * DATABASE_URL (table upload_files), for a site moving to UPLOAD_STORAGE=database. Safe while the
 * site runs and safe to repeat; the files stay where they are. See
 * docs/decisions/083-uploads-in-the-database.md.
 */
await runCli(async () => {
  const config = env();
  const log = (message: string) => console.log(`[uploads] ${message}`);
  await copyUploadsToDatabase({ dir: config.uploadDir, log });
  if (config.uploadStorage !== 'database') {
    log(
      'UPLOAD_STORAGE is not database yet: set UPLOAD_STORAGE=database and restart to serve uploads from the database.',
    );
  }
});
