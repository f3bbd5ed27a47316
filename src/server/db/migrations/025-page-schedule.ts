import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * `page_versions.publish_at` (docs/decisions/153-page-seo-preview-schedule-one-client-list.md): a
 * saved version of a page that goes in force at a time of the operator's choosing. Null (every
 * existing row): in force from its save. The schedule tick watches it as it watches the posts'.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('page_versions')
    .addColumn('publish_at', isSqlite(db) ? 'text' : 'timestamptz')
    .execute();
  await db.schema.createIndex('page_versions_publish_at').on('page_versions').column('publish_at').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('page_versions_publish_at').ifExists().execute();
  await db.schema.alterTable('page_versions').dropColumn('publish_at').execute();
}
