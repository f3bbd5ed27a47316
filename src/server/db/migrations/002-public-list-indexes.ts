import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * The portfolio's category filter and its category list read published case studies by category:
 * without this index both scan the whole table (slow at 10,000 rows with long text columns).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createIndex('case_studies_published_category')
    .on('case_studies')
    .columns(['is_published', 'category', 'project_date'])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('case_studies_published_category').ifExists().execute();
}
