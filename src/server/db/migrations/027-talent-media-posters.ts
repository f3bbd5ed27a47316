import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Posters for the profiles' players (docs/decisions/159-media-posters-stored-at-save.md): a JSON
 * object from a media link's address to the upload made from the platform's thumbnail after a save.
 * Existing profiles have none until they are saved again.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('talent')
    .addColumn('media_posters', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('talent').dropColumn('media_posters').execute();
}
