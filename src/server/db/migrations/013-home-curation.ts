import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * The curated home page (docs/decisions/135-curated-home-page.md): "Feature on home" and its order
 * on case studies, talent and blog posts, and a focal point per upload (percent from the left and
 * from the top, 50/50: the centre, what every crop used before).
 *
 * Existing rows are not featured: the home page falls back to the newest published items, as
 * before, until the operator features one.
 */
const curated = ['case_studies', 'talent', 'blog_posts'];

export async function up(db: Kysely<any>) {
  for (const table of curated) {
    await db.schema
      .alterTable(table)
      .addColumn('featured_on_home', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('home_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('uploads')
    .addColumn('focal_x', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('focal_y', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
}

export async function down(db: Kysely<any>) {
  for (const table of curated) {
    await db.schema.alterTable(table).dropColumn('home_order').execute();
    await db.schema.alterTable(table).dropColumn('featured_on_home').execute();
  }
  await db.schema.alterTable('uploads').dropColumn('focal_y').execute();
  await db.schema.alterTable('uploads').dropColumn('focal_x').execute();
}
