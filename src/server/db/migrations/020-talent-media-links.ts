import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Listen and watch on talent profiles (docs/decisions/145-listen-and-watch.md): the profile's media
 * links, one https address per line (YouTube, Spotify, Apple Music, SoundCloud, Audiomack, Boomplay,
 * TikTok, Instagram). Existing profiles have none.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('talent')
    .addColumn('media_links', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('talent').dropColumn('media_links').execute();
}
