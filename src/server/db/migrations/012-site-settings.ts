import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * `site_settings` (docs/decisions/134-site-settings.md): the brand facts the operator edits in
 * admin → Settings, as validated JSON. One row per save, the newest is in force: the rows are also
 * the record of who changed the settings and when. No row: the seed (src/content/site.ts) is in force.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  const table = db.schema.createTable('site_settings');
  await (
    sqlite
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
  )
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('created_at', sqlite ? 'text' : 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('site_settings').ifExists().execute();
}
