import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * The content lifecycle (docs/decisions/090-content-lifecycle.md):
 *  - a publishing window on posts and case studies (`publish_at`, `unpublish_at`, both optional);
 *  - per-item SEO on the types with a public detail page (posts, case studies, talent);
 *  - `redirects` (old paths answered with 301), `revisions` (a JSON snapshot per save) and
 *    `previews` (unsaved edits an admin opens on the public layout, short-lived).
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  const ts = sqlite ? 'text' : 'timestamptz';
  const id = (table: any) =>
    sqlite
      ? table.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (c: any) => c.primaryKey().generatedByDefaultAsIdentity());

  for (const table of ['blog_posts', 'case_studies']) {
    await db.schema.alterTable(table).addColumn('publish_at', ts).execute();
    await db.schema.alterTable(table).addColumn('unpublish_at', ts).execute();
    // The background tick asks every few seconds which windows opened or closed since it last looked.
    await db.schema.createIndex(`${table}_publish_at`).on(table).column('publish_at').execute();
    await db.schema.createIndex(`${table}_unpublish_at`).on(table).column('unpublish_at').execute();
  }
  for (const table of ['blog_posts', 'case_studies', 'talent']) {
    await db.schema
      .alterTable(table)
      .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('share_image_url', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('noindex', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  }

  await id(db.schema.createTable('redirects'))
    .addColumn('from_path', 'text', (c: any) => c.notNull().unique())
    .addColumn('to_path', 'text', (c: any) => c.notNull())
    .addColumn('source', 'text', (c: any) => c.notNull().defaultTo('manual')) // 'rename' | 'manual'
    .addColumn('created_at', ts, (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('redirects_to').on('redirects').column('to_path').execute();

  await id(db.schema.createTable('revisions'))
    .addColumn('kind', 'text', (c: any) => c.notNull())
    .addColumn('item_id', 'integer', (c: any) => c.notNull())
    .addColumn('author_id', 'integer', (c: any) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('snapshot', 'text', (c: any) => c.notNull())
    .addColumn('created_at', ts, (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('revisions_item').on('revisions').columns(['kind', 'item_id', 'id']).execute();

  await db.schema
    .createTable('previews')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('author_id', 'integer', (c) => c.references('admin_users.id').onDelete('cascade'))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('previews_expires').on('previews').column('expires_at').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('previews').ifExists().execute();
  await db.schema.dropTable('revisions').ifExists().execute();
  await db.schema.dropTable('redirects').ifExists().execute();
  for (const table of ['blog_posts', 'case_studies', 'talent']) {
    for (const column of ['meta_title', 'meta_description', 'share_image_url', 'noindex']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  for (const table of ['blog_posts', 'case_studies']) {
    await db.schema.dropIndex(`${table}_publish_at`).ifExists().execute();
    await db.schema.dropIndex(`${table}_unpublish_at`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('publish_at').execute();
    await db.schema.alterTable(table).dropColumn('unpublish_at').execute();
  }
}
