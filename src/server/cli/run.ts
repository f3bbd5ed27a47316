import { EnvError } from '../env';
import { closeDb } from '../db/client';

/** Runs a CLI task: one-line reasons for expected failures, the database always closed. */
export async function runCli(task: () => Promise<void>) {
  try {
    await task();
    await closeDb();
  } catch (error) {
    await closeDb().catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof EnvError ? `Configuration error: ${message}` : `Error: ${message}`);
    if (process.env.DEBUG) console.error(error);
    process.exit(1);
  }
}
