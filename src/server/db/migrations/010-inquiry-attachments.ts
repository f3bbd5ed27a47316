import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Files a visitor sent with an inquiry: the CV of a job application
 * (docs/decisions/129-confirmation-page-whatsapp-and-cv-files.md). The bytes live in the database
 * with the lead, never under a public path, and go with it (erasure, retention; the foreign key's
 * cascade as a backstop). One row per file; the content type is the one the server recognised in
 * the bytes, never the one the browser claimed.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  const table = db.schema.createTable('inquiry_attachments');
  await (
    sqlite
      ? table.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (c: any) => c.primaryKey().generatedByDefaultAsIdentity())
  )
    .addColumn('inquiry_id', 'integer', (c: any) => c.notNull().references('inquiries.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c: any) => c.notNull()) // 'cv'
    .addColumn('file_name', 'text', (c: any) => c.notNull())
    .addColumn('content_type', 'text', (c: any) => c.notNull())
    .addColumn('size', 'integer', (c: any) => c.notNull())
    .addColumn('sha256', 'text', (c: any) => c.notNull())
    .addColumn('bytes', sqlite ? 'blob' : 'bytea', (c: any) => c.notNull())
    .addColumn('created_at', sqlite ? 'text' : 'timestamptz', (c: any) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inquiry_attachments_inquiry')
    .on('inquiry_attachments')
    .columns(['inquiry_id'])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('inquiry_attachments').ifExists().execute();
}
