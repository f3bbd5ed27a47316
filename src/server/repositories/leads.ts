import 'server-only';
import { sql } from 'kysely';
import { INQUIRY_KINDS, type InquiryKind } from '@/lib/schemas/inquiries';
import {
  CLOSED_STATUSES,
  INQUIRY_STATUSES,
  REPLY_CHANNELS,
  type InquiryStatus,
  type ReplyChannel,
} from '@/lib/schemas/leads';
import { db } from '../db/client';
import type { InquiryRow, MailMessageRow } from '../db/schema';
import { assignableAccounts } from './admin-users';
import { scoped, toInquiry, type LeadScope } from './inquiries';
import { listInquiryAttachments } from './inquiry-attachments';
import { containsText } from './shared';

/**
 * The lead pipeline on top of the inquiries: status changes and notes (the timeline), the Spam
 * view's release, personal-data search/erase, retention, and the dashboard's figures.
 */

export type TimelineEntry =
  | { type: 'status'; at: string; status: InquiryStatus; body: string; author: string }
  | { type: 'note'; at: string; body: string; author: string }
  /** A reply the operator sent from their own mail app or WhatsApp (e-mail off), recorded here. */
  | { type: 'reply'; at: string; channel: ReplyChannel; body: string; author: string }
  /** Who the lead was assigned to (their e-mail; empty: nobody), and by whom. */
  | { type: 'assignment'; at: string; body: string; author: string }
  | { type: 'email'; at: string; message: MailMessageRow }
  | { type: 'received'; at: string };

/**
 * Moves a lead to `status`, recording the change in its timeline. Won and Lost close it (handled,
 * the retention period starts); moving back to an open status reopens it. Lost keeps its reason.
 * Returns false when the inquiry does not exist or already has that status.
 */
export async function changeInquiryStatus(
  id: number,
  status: InquiryStatus,
  { reason = '', author = '', now = new Date() }: { reason?: string; author?: string; now?: Date } = {},
) {
  const at = now.toISOString();
  const closed = CLOSED_STATUSES.includes(status);
  return (await db()).transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('inquiries')
      .set((eb) => ({
        status,
        status_changed_at: at,
        lost_reason: status === 'lost' ? reason : null,
        // Closing sets handled; reopening a closed lead clears it; other moves leave it as it was.
        handled_at: closed
          ? eb.fn.coalesce('handled_at', eb.val(at))
          : sql<string | null>`case when status in ('won', 'lost') then null else handled_at end`,
      }))
      .where('id', '=', id)
      .where('status', '!=', status)
      .where('spam_reason', 'is', null)
      .returning(['id'])
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('inquiry_events')
      .values({ inquiry_id: id, type: 'status', status, body: status === 'lost' ? reason : '', author, created_at: at })
      .execute();
    return true;
  });
}

export async function addInquiryNote(id: number, body: string, { author = '', now = new Date() } = {}) {
  const database = await db();
  const exists = await database.selectFrom('inquiries').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) return false;
  await database
    .insertInto('inquiry_events')
    .values({ inquiry_id: id, type: 'note', status: null, body, author, created_at: now.toISOString() })
    .execute();
  return true;
}

/**
 * Records a reply the operator sent outside the site (their mail app or WhatsApp, while e-mail is
 * off) in the lead's timeline, with its text. False when there is no such lead (or it is spam).
 */
export async function addOutsideReply(
  id: number,
  {
    channel,
    body,
    author = '',
    now = new Date(),
  }: { channel: ReplyChannel; body: string; author?: string; now?: Date },
) {
  const database = await db();
  const lead = await database
    .selectFrom('inquiries')
    .select('id')
    .where('id', '=', id)
    .where('spam_reason', 'is', null)
    .executeTakeFirst();
  if (!lead) return false;
  await database
    .insertInto('inquiry_events')
    .values({ inquiry_id: id, type: `reply-${channel}`, status: null, body, author, created_at: now.toISOString() })
    .execute();
  return true;
}

/** Why an assignment was refused (the lead screen shows the message). */
export class AssignmentRefused extends Error {}

/**
 * Assigns a lead to an account (null: to nobody), recorded in its timeline. The account must be
 * active, work leads and (an agent) have the lead's office. False when the lead does not exist or is
 * already assigned so.
 */
export async function assignInquiry(
  id: number,
  assignee: number | null,
  { author = '', now = new Date() }: { author?: string; now?: Date } = {},
) {
  const database = await db();
  const lead = await database
    .selectFrom('inquiries')
    .select(['id', 'office', 'assigned_to'])
    .where('id', '=', id)
    .where('spam_reason', 'is', null)
    .executeTakeFirst();
  if (!lead) return false;
  const account = assignee === null ? null : (await assignableAccounts(lead.office)).find((a) => a.id === assignee);
  if (assignee !== null && !account)
    throw new AssignmentRefused('That account cannot take this lead (not an active account of its office).');
  if ((lead.assigned_to ?? null) === assignee) return false;
  const at = now.toISOString();
  await database.transaction().execute(async (trx) => {
    await trx.updateTable('inquiries').set({ assigned_to: assignee }).where('id', '=', id).execute();
    await trx
      .insertInto('inquiry_events')
      .values({ inquiry_id: id, type: 'assignment', status: null, body: account?.email ?? '', author, created_at: at })
      .execute();
  });
  return true;
}

/** Everything that happened to one inquiry, oldest first: arrival, status changes, notes and e-mails. */
export async function inquiryTimeline(inquiry: Pick<InquiryRow, 'id' | 'created_at'>): Promise<TimelineEntry[]> {
  const database = await db();
  const [events, messages] = await Promise.all([
    database.selectFrom('inquiry_events').selectAll().where('inquiry_id', '=', inquiry.id).orderBy('id').execute(),
    database.selectFrom('mail_messages').selectAll().where('inquiry_id', '=', inquiry.id).orderBy('id').execute(),
  ]);
  const entries: TimelineEntry[] = [{ type: 'received', at: inquiry.created_at }];
  for (const e of events) {
    const reply = REPLY_CHANNELS.find((channel) => e.type === `reply-${channel}`);
    entries.push(
      e.type === 'assignment'
        ? { type: 'assignment', at: e.created_at, body: e.body, author: e.author }
        : e.type === 'status'
          ? { type: 'status', at: e.created_at, status: e.status as InquiryStatus, body: e.body, author: e.author }
          : reply
            ? { type: 'reply', at: e.created_at, channel: reply, body: e.body, author: e.author }
            : { type: 'note', at: e.created_at, body: e.body, author: e.author },
    );
  }
  for (const m of messages)
    entries.push({ type: 'email', at: m.created_at, message: { ...m, attempts: Number(m.attempts) } });
  // At the same instant the cause comes first: the arrival, then the e-mail (a reply), then what it changed.
  const rank = { received: 0, email: 1, reply: 1, note: 2, assignment: 2, status: 3 } as const;
  return entries.sort((a, b) => a.at.localeCompare(b.at) || rank[a.type] - rank[b.type]);
}

/** Number of notes per inquiry, for the ids given (the CSV export). */
export async function notesCounts(ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await (
    await db()
  )
    .selectFrom('inquiry_events')
    .select((eb) => ['inquiry_id', eb.fn.countAll<number>().as('n')])
    .where('inquiry_id', 'in', ids)
    .where('type', '=', 'note')
    .groupBy('inquiry_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.inquiry_id), Number(r.n)]));
}

/** How many leads (not spam) hold each status. */
export async function statusCounts(scope?: LeadScope) {
  const rows = await scoped((await db()).selectFrom('inquiries'), scope)
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('spam_reason', 'is', null)
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as Record<InquiryStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n);
  return counts;
}

export async function spamCount(scope?: LeadScope) {
  const row = await scoped((await db()).selectFrom('inquiries'), scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('spam_reason', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * 'Move to inbox': a kept spam submission becomes a lead. Its e-mail to the agency is queued now
 * (a fresh day of retries from `retried_at`). Returns the row, or undefined when it was not spam.
 */
export async function releaseSpam(id: number, now = new Date()) {
  return (await db())
    .updateTable('inquiries')
    .set({
      spam_reason: null,
      delivery_state: 'pending',
      attempts: 0,
      next_attempt_at: null,
      locked_until: null,
      last_error: null,
      retried_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('spam_reason', 'is not', null)
    .returning(['id'])
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------
// Personal data
// ---------------------------------------------------------------------------

/**
 * Personal data is found by the exact address, never a substring: `ann@example.org` must not find
 * `joann@example.org` or `ann@example.organic.test`. SQL narrows the rows with a coarse LIKE (cheap,
 * both dialects); the code then keeps a row only where the address stands whole: not preceded by a
 * character an address can contain, not followed by one a domain can continue with (a full stop
 * that ends a sentence is fine). The address is normalised first: trimmed, lower-cased.
 */
export function normaliseAddress(email: string) {
  return email.trim().toLowerCase();
}

function wholeAddress(email: string) {
  const escaped = normaliseAddress(email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9._%+-])${escaped}(?![a-z0-9-]|\\.[a-z0-9-])`, 'i');
}

/** The addresses of a To or Reply-To value (`a@x, Name <b@y>`), normalised. */
function headerAddresses(value: string | null) {
  return (value ?? '')
    .split(',')
    .map((part) => normaliseAddress(/<([^>]*)>/.exec(part)?.[1] ?? part))
    .filter(Boolean);
}

type PersonalDataTable = 'inquiries' | 'inquiry_events' | 'mail_messages' | 'inquiry_attachments';

/** Why one row is in a person's data: where the address was found in it, as written there. */
export type PersonalDataMatch = { table: PersonalDataTable; id: number; where: string; address: string };

/**
 * Everything held about an e-mail address: the inquiries, their timelines, the files sent with them
 * (listed without their bytes; the admin downloads each from the lead) and every e-mail, with why
 * each is there.
 */
export async function personalData(asked: string) {
  const email = normaliseAddress(asked);
  const pattern = wholeAddress(email);
  const found = (text: string | null | undefined) => (text ? pattern.exec(text)?.[0] : undefined);
  const matches: PersonalDataMatch[] = [];
  const database = await db();

  const inquiryRows = await database
    .selectFrom('inquiries')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(trim(email))`, '=', email), containsText('fields', email)]))
    .orderBy('id')
    .execute();
  const inquiryAddress = new Map<number, string>();
  for (const row of inquiryRows) {
    const hits: { where: string; address: string }[] = [];
    if (normaliseAddress(row.email) === email) hits.push({ where: 'sender e-mail', address: row.email });
    for (const [key, value] of Object.entries(toInquiry(row).fields)) {
      const address = key === 'email' ? undefined : found(String(value));
      if (address) hits.push({ where: `field “${key}”`, address });
    }
    if (hits.length === 0) continue;
    inquiryAddress.set(row.id, hits[0]!.address);
    for (const hit of hits) matches.push({ table: 'inquiries', id: row.id, ...hit });
  }
  const inquiries = inquiryRows.filter((row) => inquiryAddress.has(row.id));
  const ids = [...inquiryAddress.keys()];
  // A row of a matched inquiry is that person's data whether or not it repeats the address.
  const onInquiry = (id: number | null) => {
    const address = id === null ? undefined : inquiryAddress.get(id);
    return address ? { where: `belongs to inquiry #${id}`, address } : undefined;
  };

  const [eventRows, messageRows, attachments] = await Promise.all([
    database
      .selectFrom('inquiry_events')
      .selectAll()
      .where((eb) => eb.or([containsText('body', email), ...(ids.length ? [eb('inquiry_id', 'in', ids)] : [])]))
      .orderBy('id')
      .execute(),
    database
      .selectFrom('mail_messages')
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(['to_address', 'reply_to', 'subject', 'text', 'html'] as const).map((column) =>
            containsText(column, email),
          ),
          ...(ids.length ? [eb('inquiry_id', 'in', ids)] : []),
        ]),
      )
      .orderBy('id')
      .execute(),
    listInquiryAttachments(ids),
  ]);
  for (const file of attachments) {
    const owner = onInquiry(file.inquiry_id);
    if (owner) matches.push({ table: 'inquiry_attachments', id: file.id, ...owner });
  }

  const events = eventRows.filter((row) => {
    const address = found(row.body);
    const hit = address
      ? { where: row.type === 'status' ? 'status reason' : row.type === 'note' ? 'note' : 'reply', address }
      : onInquiry(row.inquiry_id);
    if (hit) matches.push({ table: 'inquiry_events', id: row.id, ...hit });
    return hit !== undefined;
  });
  const messages = messageRows.filter((row) => {
    const hits: { where: string; address: string }[] = [];
    for (const [where, value] of [
      ['to', row.to_address],
      ['reply-to', row.reply_to],
    ] as const) {
      if (headerAddresses(value).includes(email)) hits.push({ where, address: email });
    }
    for (const [where, value] of [
      ['subject', row.subject],
      ['text', row.text],
      ['HTML', row.html],
    ] as const) {
      const address = found(value);
      if (address) hits.push({ where, address });
    }
    const owner = hits.length ? undefined : onInquiry(row.inquiry_id);
    if (owner) hits.push(owner);
    for (const hit of hits) matches.push({ table: 'mail_messages', id: row.id, ...hit });
    return hits.length > 0;
  });
  return {
    email,
    inquiries,
    events,
    messages: messages.map((m) => ({ ...m, attempts: Number(m.attempts) })),
    attachments,
    matches,
  };
}

/**
 * Erases everything held about an address in one transaction: the inquiries that hold it, their
 * timelines, files and e-mails, notes elsewhere that mention it, and every queued or sent e-mail that
 * names it (the outbox included). Returns how many rows went from each table.
 */
export async function erasePersonalData(email: string) {
  const held = await personalData(email);
  const inquiryIds = held.inquiries.map((i) => i.id);
  const eventIds = held.events.map((e) => e.id);
  const messageIds = held.messages.map((m) => m.id);
  await (await db()).transaction().execute(async (trx) => {
    if (messageIds.length) await trx.deleteFrom('mail_messages').where('id', 'in', messageIds).execute();
    if (eventIds.length) await trx.deleteFrom('inquiry_events').where('id', 'in', eventIds).execute();
    if (inquiryIds.length) {
      await trx.deleteFrom('mail_messages').where('inquiry_id', 'in', inquiryIds).execute();
      await trx.deleteFrom('inquiry_events').where('inquiry_id', 'in', inquiryIds).execute();
      await trx.deleteFrom('inquiry_attachments').where('inquiry_id', 'in', inquiryIds).execute();
      await trx.deleteFrom('inquiries').where('id', 'in', inquiryIds).execute();
    }
  });
  return {
    inquiries: inquiryIds.length,
    events: eventIds.length,
    messages: messageIds.length,
    files: held.attachments.length,
  };
}

// ---------------------------------------------------------------------------
// Retention
// ---------------------------------------------------------------------------

/**
 * Deletes what the retention setting no longer allows: closed leads (Won/Lost) whose status
 * changed before `closedBefore`, and spam received before `spamBefore`, with their timelines,
 * files and e-mails. Open leads are never deleted by age: someone still has to answer them.
 */
export async function deleteExpiredLeads({ closedBefore, spamBefore }: { closedBefore: Date; spamBefore: Date }) {
  return (await db()).transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('inquiries')
      .select(['id', 'spam_reason'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('spam_reason', 'is', null),
            eb('status', 'in', [...CLOSED_STATUSES]),
            eb('status_changed_at', '<', closedBefore.toISOString()),
          ]),
          eb.and([eb('spam_reason', 'is not', null), eb('created_at', '<', spamBefore.toISOString())]),
        ]),
      )
      .execute();
    const ids = expired.map((r) => r.id);
    if (ids.length === 0) return { closed: 0, spam: 0 };
    // In batches: a long-unattended database may hold thousands (bound parameters are limited).
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      await trx.deleteFrom('mail_messages').where('inquiry_id', 'in', batch).execute();
      await trx.deleteFrom('inquiry_events').where('inquiry_id', 'in', batch).execute();
      await trx.deleteFrom('inquiry_attachments').where('inquiry_id', 'in', batch).execute();
      await trx.deleteFrom('inquiries').where('id', 'in', batch).execute();
    }
    const spam = expired.filter((r) => r.spam_reason !== null).length;
    return { closed: ids.length - spam, spam };
  });
}

/** Alerts and other messages with no inquiry are kept as long as a closed lead. */
export async function deleteOldUnattachedMail(before: Date) {
  const result = await (
    await db()
  )
    .deleteFrom('mail_messages')
    .where('inquiry_id', 'is', null)
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * 24 * 60 * 60 * 1000);
}

export function quarterStart(date: Date) {
  return new Date(Date.UTC(date.getUTCFullYear(), Math.floor(date.getUTCMonth() / 3) * 3, 1));
}

export type LeadStats = {
  newCount: number;
  overdue: { id: number; name: string; subject: string; created_at: string }[];
  weeks: { start: string; counts: Record<InquiryKind, number> }[];
  wonThisQuarter: number;
  lostThisQuarter: number;
  failedInquiries: { id: number; subject: string; last_error: string | null }[];
};

/** The dashboard's figures: what needs the operator now, and how the last weeks went. */
export async function leadStats(
  now = new Date(),
  overdueAfterMs = 48 * 60 * 60 * 1000,
  scope?: LeadScope,
): Promise<LeadStats> {
  const database = await db();
  const firstWeek = new Date(weekStart(now).getTime() - 11 * WEEK_MS);
  const quarter = quarterStart(now).toISOString();
  const leads = scoped(database.selectFrom('inquiries'), scope).where('spam_reason', 'is', null);
  const [newRow, overdue, recent, closed, failed] = await Promise.all([
    leads
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    leads
      .select(['id', 'name', 'subject', 'created_at'])
      .where('status', '=', 'new')
      .where('created_at', '<', new Date(now.getTime() - overdueAfterMs).toISOString())
      .orderBy('created_at')
      .limit(10)
      .execute(),
    leads.select(['kind', 'created_at']).where('created_at', '>=', firstWeek.toISOString()).execute(),
    leads
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['won', 'lost'])
      .where('status_changed_at', '>=', quarter)
      .groupBy('status')
      .execute(),
    leads
      .select(['id', 'subject', 'last_error'])
      .where('delivery_state', '=', 'failed')
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  const weeks = Array.from({ length: 12 }, (_, i) => ({
    start: new Date(firstWeek.getTime() + i * WEEK_MS).toISOString().slice(0, 10),
    counts: Object.fromEntries(INQUIRY_KINDS.map((k) => [k, 0])) as Record<InquiryKind, number>,
  }));
  for (const row of recent) {
    const index = Math.floor((new Date(row.created_at).getTime() - firstWeek.getTime()) / WEEK_MS);
    const week = weeks[index];
    if (week && row.kind in week.counts) week.counts[row.kind]++;
  }
  const closedCount = (status: string) => Number(closed.find((r) => r.status === status)?.n ?? 0);
  return {
    newCount: Number(newRow.n),
    overdue,
    weeks,
    wonThisQuarter: closedCount('won'),
    lostThisQuarter: closedCount('lost'),
    failedInquiries: failed,
  };
}
