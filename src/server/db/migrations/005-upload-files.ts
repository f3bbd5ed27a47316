import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * The bytes of uploaded images when UPLOAD_STORAGE=database (docs/decisions/083-uploads-in-the-database.md):
 * one row per file (each served variant, and the kept original under `originals/…`), so every instance
 * on the database serves every upload. Empty with the default disk storage.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('upload_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', sqlite ? 'blob' : 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', sqlite ? 'text' : 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('upload_files').ifExists().execute();
}
