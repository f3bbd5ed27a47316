import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * The language a lead was sent in (docs/decisions/161-forms-and-leads-in-the-visitors-language.md):
 * the form page's language ('en', 'fr', 'sw'), so the acknowledgement goes out in it and the agent
 * answers in it. Leads from before the site had languages were all English.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('inquiries')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('inquiries').dropColumn('locale').execute();
}
