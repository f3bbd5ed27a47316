import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Events (docs/decisions/140-events.md): a content type with a venue, its time zone, a start and an
 * end (instants in UTC), a lineup, tickets and a status, and the usual publishing window and SEO.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  const text = (c: any) => c.notNull().defaultTo('');
  const instant = sqlite ? 'text' : 'timestamptz';
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', text)
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Africa/Johannesburg'))
    .addColumn('starts_at', instant)
    .addColumn('ends_at', instant)
    .addColumn('venue_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', text)
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', text)
    .addColumn('lineup', 'text', text)
    .addColumn('cover_image_url', 'text', text)
    .addColumn('cover_image_alt', 'text', text)
    .addColumn('description', 'text', text)
    .addColumn('ticket_url', 'text', text)
    .addColumn('price_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_max', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', text)
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('publish_at', instant)
    .addColumn('unpublish_at', instant)
    .addColumn('meta_title', 'text', text)
    .addColumn('meta_description', 'text', text)
    .addColumn('share_image_url', 'text', text)
    .addColumn('noindex', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('first_published_at', instant)
    .execute();
  await db.schema.createIndex('events_ends_at').on('events').column('ends_at').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('events').execute();
}
