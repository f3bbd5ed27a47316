import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Leads per office (docs/decisions/143-lead-offices-and-assignment.md): every inquiry gets the
 * office (a city of the site settings' offices) its rules chose, may be assigned to an account, and
 * remembers whom its e-mail goes to; agents and invitations to agents carry their offices (a JSON
 * list of cities). Existing leads keep an empty office: only accounts that see every office see them.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('inquiries')
    .addColumn('office', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('inquiries').addColumn('assigned_to', 'integer').execute();
  await db.schema.alterTable('inquiries').addColumn('notify_to', 'text').execute();
  await db.schema.createIndex('inquiries_office').on('inquiries').columns(['office', 'created_at']).execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('offices', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('account_invitations')
    .addColumn('offices', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('account_invitations').dropColumn('offices').execute();
  await db.schema.alterTable('admin_users').dropColumn('offices').execute();
  await db.schema.dropIndex('inquiries_office').execute();
  await db.schema.alterTable('inquiries').dropColumn('notify_to').execute();
  await db.schema.alterTable('inquiries').dropColumn('assigned_to').execute();
  await db.schema.alterTable('inquiries').dropColumn('office').execute();
}
