import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * `content_translations` (docs/decisions/162-translated-content.md): an item's text fields in a
 * language other than English, as JSON text, with its own slug and publish switch. One row per item
 * and language; a slug names one item per type and language.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('content_translations')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', sqlite ? 'text' : 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_translations_pkey', ['kind', 'item_id', 'locale'])
    .addUniqueConstraint('content_translations_slug', ['kind', 'locale', 'slug'])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('content_translations').ifExists().execute();
}
