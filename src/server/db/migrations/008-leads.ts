import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Leads (docs/decisions/095-leads-pipeline.md): every inquiry gets a pipeline status, spam is kept
 * flagged instead of dropped, and the consent the visitor gave is recorded with it. The timeline of
 * an inquiry lives in inquiry_events; every e-mail other than the inquiry itself (the visitor's
 * acknowledgement, the admin's replies, alerts) waits in mail_messages for the same outbox worker.
 *
 * Existing rows: an inquiry marked handled had been dealt with, so it starts as 'contacted' (the
 * handled date becomes its status date); everything else starts as 'new'.
 */
export async function up(db: Kysely<any>) {
  const ts = isSqlite(db) ? 'text' : 'timestamptz';
  const id = (table: any) =>
    isSqlite(db)
      ? table.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (c: any) => c.primaryKey().generatedByDefaultAsIdentity());

  for (const [column, type, build] of [
    ['status', 'text', (c: any) => c.notNull().defaultTo('new')],
    ['status_changed_at', ts, (c: any) => c],
    ['lost_reason', 'text', (c: any) => c],
    ['spam_reason', 'text', (c: any) => c],
    ['consent_text', 'text', (c: any) => c],
    ['consent_version', 'text', (c: any) => c],
    ['consent_at', ts, (c: any) => c],
  ] as const) {
    await db.schema.alterTable('inquiries').addColumn(column, type, build).execute();
  }
  await db
    .updateTable('inquiries')
    .set({ status: 'contacted', status_changed_at: sql.ref('handled_at') })
    .where('handled_at', 'is not', null)
    .execute();
  await db.schema.createIndex('inquiries_status').on('inquiries').columns(['status', 'status_changed_at']).execute();
  await db.schema.createIndex('inquiries_email').on('inquiries').columns(['email']).execute();

  await id(db.schema.createTable('inquiry_events'))
    .addColumn('inquiry_id', 'integer', (c: any) => c.notNull().references('inquiries.id').onDelete('cascade'))
    .addColumn('type', 'text', (c: any) => c.notNull()) // 'status' | 'note'
    .addColumn('status', 'text')
    .addColumn('body', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_events_inquiry').on('inquiry_events').columns(['inquiry_id', 'id']).execute();

  await id(db.schema.createTable('mail_messages'))
    .addColumn('inquiry_id', 'integer', (c: any) => c.references('inquiries.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c: any) => c.notNull()) // 'acknowledgement' | 'reply' | 'alert'
    .addColumn('to_address', 'text', (c: any) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c: any) => c.notNull())
    .addColumn('text', 'text', (c: any) => c.notNull())
    .addColumn('html', 'text', (c: any) => c.notNull())
    .addColumn('delivery_state', 'text', (c: any) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts)
    .addColumn('locked_until', ts)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', ts)
    .addColumn('retried_at', ts)
    .addColumn('author', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c: any) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_messages_outbox')
    .on('mail_messages')
    .columns(['delivery_state', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_messages_inquiry').on('mail_messages').columns(['inquiry_id']).execute();
  await db.schema.createIndex('mail_messages_to').on('mail_messages').columns(['to_address']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('mail_messages').ifExists().execute();
  await db.schema.dropTable('inquiry_events').ifExists().execute();
  await db.schema.dropIndex('inquiries_email').ifExists().execute();
  await db.schema.dropIndex('inquiries_status').ifExists().execute();
  for (const column of [
    'consent_at',
    'consent_version',
    'consent_text',
    'spam_reason',
    'lost_reason',
    'status_changed_at',
    'status',
  ]) {
    await db.schema.alterTable('inquiries').dropColumn(column).execute();
  }
}
