import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Account profiles (issue 25 item 4, docs/decisions/152-account-profiles-and-authors.md): the name,
 * optional photo (an image address, usually an upload) and short bio a post shows for its author.
 * Existing accounts get empty values: a post by an account without a name shows the site as author.
 */
export async function up(db: Kysely<any>) {
  for (const column of ['display_name', 'photo_url', 'bio']) {
    await db.schema
      .alterTable('admin_users')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<any>) {
  for (const column of ['bio', 'photo_url', 'display_name']) {
    await db.schema.alterTable('admin_users').dropColumn(column).execute();
  }
}
