import 'server-only';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-public-list-indexes';
import * as m003 from './migrations/003-inquiry-retried-at';
import * as m004 from './migrations/004-admin-second-factor';

/**
 * Migrations are imported statically (not read from disk) so they work the same
 * in the Next.js server bundle, in Vitest and in the CLI.
 */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-public-list-indexes': m002,
  '003-inquiry-retried-at': m003,
  '004-admin-second-factor': m004,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace(/\s+/g, ' '));
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
