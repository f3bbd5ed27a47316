import 'server-only';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client';
import { isSqlite } from './dialect';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-public-list-indexes';
import * as m003 from './migrations/003-inquiry-retried-at';
import * as m004 from './migrations/004-admin-second-factor';
import * as m005 from './migrations/005-upload-files';
import * as m006 from './migrations/006-content-lifecycle';
import * as m007 from './migrations/007-image-alt-text';
import * as m008 from './migrations/008-leads';
import * as m009 from './migrations/009-used-form-tokens';
import * as m010 from './migrations/010-inquiry-attachments';
import * as m011 from './migrations/011-first-published-at';
import * as m012 from './migrations/012-site-settings';
import * as m013 from './migrations/013-home-curation';
import * as m014 from './migrations/014-roles-and-audit-log';
import * as m015 from './migrations/015-account-invitations';
import * as m016 from './migrations/016-page-versions';
import * as m017 from './migrations/017-events';
import * as m019 from './migrations/019-lead-offices';
import * as m020 from './migrations/020-talent-media-links';
import * as m021 from './migrations/021-analytics';
import * as m023 from './migrations/023-event-original-start';
import * as m024 from './migrations/024-account-profiles';
import * as m025 from './migrations/025-page-schedule';
import * as m026 from './migrations/026-client-list-setting';
import * as m027 from './migrations/027-talent-media-posters';
import * as m028 from './migrations/028-inquiry-locale';
import * as m029 from './migrations/029-content-translations';
import * as m030 from './migrations/030-page-locale';

/**
 * Migrations are imported statically (not read from disk) so they work the same
 * in the Next.js server bundle, in Vitest and in the CLI.
 */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-public-list-indexes': m002,
  '003-inquiry-retried-at': m003,
  '004-admin-second-factor': m004,
  '005-upload-files': m005,
  '006-content-lifecycle': m006,
  '007-image-alt-text': m007,
  '008-leads': m008,
  '009-used-form-tokens': m009,
  '010-inquiry-attachments': m010,
  '011-first-published-at': m011,
  '012-site-settings': m012,
  '013-home-curation': m013,
  '014-roles-and-audit-log': m014,
  '015-account-invitations': m015,
  '016-page-versions': m016,
  '017-events': m017,
  '019-lead-offices': m019,
  '020-talent-media-links': m020,
  '021-analytics': m021,
  '023-event-original-start': m023,
  '024-account-profiles': m024,
  '025-page-schedule': m025,
  '026-client-list-setting': m026,
  '027-talent-media-posters': m027,
  '028-inquiry-locale': m028,
  '029-content-translations': m029,
  '030-page-locale': m030,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Kysely looks for its migration tables in every schema of a PostgreSQL database: a `kysely_migration`
 * table in another schema (another app's, or another test's) would make it skip creating ours and then
 * fail. Pin them to the schema this connection works in (`public`, unless search_path says otherwise).
 */
async function migrator(db: Db) {
  if (isSqlite(db)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema });
}

export async function migrateToLatest(db: Db) {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace(/\s+/g, ' '));
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrations this build knows that the database has not applied yet (all of them on a new database). */
export async function pendingMigrations(db: Db) {
  const infos = await (await migrator(db)).getMigrations();
  return infos.filter((info) => !info.executedAt).map((info) => info.name);
}
