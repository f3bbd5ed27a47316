import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Alt text for the main image of each public detail page (docs/decisions/094-media-library.md):
 * required by the admin form whenever the image is set. Existing rows keep '' (the pages then fall
 * back to the item's title, as they did before).
 */
const columns = [
  ['blog_posts', 'cover_image_alt'],
  ['case_studies', 'hero_image_alt'],
  ['talent', 'image_alt'],
] as const;

export async function up(db: Kysely<any>) {
  for (const [table, column] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<any>) {
  for (const [table, column] of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}
