import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * `page_versions` (docs/decisions/139-page-sections.md): the editable pages (About, Privacy, Terms)
 * as validated JSON (SEO fields + ordered sections). One row per save, the newest of a page is in
 * force; the older ones are its history, any of which can be restored. No row: the page's seed.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  const table = db.schema.createTable('page_versions');
  await (
    sqlite
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
  )
    .addColumn('page_key', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('created_at', sqlite ? 'text' : 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_versions_page_key_id').on('page_versions').columns(['page_key', 'id']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('page_versions').ifExists().execute();
}
