import 'server-only';
import type { Insertable } from 'kysely';
import type { MailPurpose } from '@/lib/schemas/leads';
import { db } from '../db/client';
import { isSqlite } from '../db/dialect';
import type { MailMessageRow, MailMessagesTable } from '../db/schema';

/**
 * The outbox's second queue: every e-mail other than the inquiry to the agency (the visitor's
 * acknowledgement, the admin's replies, dead-delivery alerts). The message is rendered when it is
 * queued, so what the timeline shows is what was sent. Same claim/record protocol as the inquiries.
 */

export type NewMailMessage = {
  inquiry_id: number | null;
  purpose: MailPurpose;
  to_address: string;
  reply_to?: string | null;
  subject: string;
  text: string;
  html: string;
  author?: string;
};

export async function queueMailMessage(message: NewMailMessage, now = new Date()) {
  const values: Insertable<MailMessagesTable> = {
    ...message,
    reply_to: message.reply_to ?? null,
    delivery_state: 'pending',
    attempts: 0,
    created_at: now.toISOString(),
  };
  return (await db()).insertInto('mail_messages').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findMailMessageById(id: number) {
  return (await db()).selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Claims the oldest due pending message for `lockMs` (see claimDueInquiry for why this is race-free). */
export async function claimDueMailMessage(lockMs: number, now = new Date()): Promise<MailMessageRow | undefined> {
  const database = await db();
  const nowText = now.toISOString();
  const lockUntil = new Date(now.getTime() + lockMs).toISOString();
  const due = database
    .selectFrom('mail_messages')
    .select('id')
    .where('delivery_state', '=', 'pending')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowText)]))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
    .orderBy('id')
    .limit(1);
  const row = await database
    .updateTable('mail_messages')
    .set({ locked_until: lockUntil })
    .where('id', '=', isSqlite(database) ? due : due.forUpdate().skipLocked())
    .where('delivery_state', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
    .returningAll()
    .executeTakeFirst();
  return row ? { ...row, attempts: Number(row.attempts) } : undefined;
}

export async function recordMailDelivery(
  id: number,
  lockToken: string,
  outcome:
    | { state: 'sent'; at: Date }
    | { state: 'pending'; nextAttemptAt: Date; error: string }
    | { state: 'failed'; error: string },
) {
  const result = await (
    await db()
  )
    .updateTable('mail_messages')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: null,
      delivery_state: outcome.state,
      ...(outcome.state === 'sent'
        ? { sent_at: outcome.at.toISOString(), last_error: null, next_attempt_at: null }
        : outcome.state === 'pending'
          ? { last_error: outcome.error.slice(0, 1000), next_attempt_at: outcome.nextAttemptAt.toISOString() }
          : { last_error: outcome.error.slice(0, 1000), next_attempt_at: null }),
    }))
    .where('id', '=', id)
    .where('locked_until', '=', lockToken)
    .returning(['id'])
    .executeTakeFirst();
  return Boolean(result);
}

/** An admin's 'Retry' on a failed message (see retryInquiry). */
export async function retryMailMessage(id: number, now = new Date()) {
  return (await db())
    .updateTable('mail_messages')
    .set({
      delivery_state: 'pending',
      attempts: 0,
      next_attempt_at: null,
      locked_until: null,
      last_error: null,
      retried_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('delivery_state', '=', 'failed')
    .returning(['id'])
    .executeTakeFirst();
}

/** Messages whose delivery failed for good, newest first (the dashboard's list, with Retry). */
export async function failedMailMessages(limit = 20) {
  return (await db())
    .selectFrom('mail_messages')
    .select(['id', 'inquiry_id', 'purpose', 'subject', 'last_error', 'created_at'])
    .where('delivery_state', '=', 'failed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
