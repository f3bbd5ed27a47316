import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * `page_versions.locale` (docs/decisions/164-pages-in-each-language.md): each language of an
 * editable page has its own versions, schedule and history. Every page saved before the site had
 * languages was English. Every read names the page and the language, so the index on both replaces
 * the one on the page alone (migration 016).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('page_versions')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .createIndex('page_versions_page_key_locale_id')
    .on('page_versions')
    .columns(['page_key', 'locale', 'id'])
    .execute();
  await db.schema.dropIndex('page_versions_page_key_id').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.createIndex('page_versions_page_key_id').on('page_versions').columns(['page_key', 'id']).execute();
  await db.schema.dropIndex('page_versions_page_key_locale_id').ifExists().execute();
  await db.schema.alterTable('page_versions').dropColumn('locale').execute();
}
