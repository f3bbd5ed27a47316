import 'server-only';
import type { Attribution, Channel } from '../analytics/classify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { parseInquiryReference } from '@/lib/inquiry-reference';
import type { InquiryKind } from '@/lib/schemas/inquiries';
import type { InboxSort, InquiryStatus } from '@/lib/schemas/leads';
import { officeFor } from '@/lib/offices';
import { db } from '../db/client';
import { isSqlite } from '../db/dialect';
import type { Database, DeliveryState, InquiryRow } from '../db/schema';
import type { NewInquiryAttachment } from './inquiry-attachments';
import { agentsOfOffice } from './admin-users';
import { notesCounts } from './leads';
import { readSiteSettings } from './site-settings';
import { containsText, nowIso, pageBounds, toPage, type PageRequest } from './shared';

export type Inquiry = Omit<InquiryRow, 'fields'> & { fields: Record<string, string> };

export type NewInquiry = {
  kind: InquiryKind;
  name: string;
  email: string;
  phone: string;
  subject: string;
  fields: Record<string, string>;
  talent_id?: number | null;
  job_id?: number | null;
  /** Set for a submission the spam checks refused: kept in the Spam view, not e-mailed. */
  spam_reason?: string | null;
  consent?: { text: string; version: string; at: string } | null;
  /** Files sent with it (an application's CV), stored in the same transaction. */
  attachments?: NewInquiryAttachment[];
  /** The first touch of the visit that sent it (decision 148). */
  visit?: Attribution | null;
  /** What tells its office (src/lib/offices.ts): the visitor's choice of office, their country. */
  officeChoice?: string;
  country?: string;
  /** The language of the form page it was sent from (decision 161); English when not given. */
  locale?: string;
};

/** `handled`: 'open' = not yet marked handled (handled_at is null), 'handled' = marked handled. */
export type InquiryFilter = {
  kind?: InquiryKind;
  state?: DeliveryState;
  handled?: HandledFilter;
  status?: InquiryStatus;
  /** Search text: name, e-mail, subject and the submitted fields, case-insensitive; or a reference. */
  q?: string;
  sort?: InboxSort;
  /** true: the Spam view (only spam); otherwise spam is never listed. */
  spam?: boolean;
  /** The channel and UTM campaign of the visit that sent it (decision 148). */
  channel?: Channel;
  campaign?: string;
  /** 'me': only the leads assigned to the signed-in account (the scope's user). */
  assigned?: 'me';
};

/**
 * Which leads an account sees (docs/decisions/143-lead-offices-and-assignment.md): `offices` null
 * means every office (the Owner); an agent sees only its offices' leads. Made by leadScope() in
 * src/server/inquiries/scope.ts from the session, never from the address.
 */
export type LeadScope = { userId: number; offices: readonly string[] | null };

export const HANDLED_FILTERS = ['open', 'handled'] as const;
export type HandledFilter = (typeof HANDLED_FILTERS)[number];

export function toInquiry(row: InquiryRow): Inquiry {
  let fields: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(row.fields);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) fields = parsed as Record<string, string>;
  } catch {
    // A damaged row still shows its columns.
  }
  return { ...row, attempts: Number(row.attempts), fields };
}

/** The visit's first touch as the inquiry's columns: empty values are stored as null (unknown). */
function visitColumns(visit: Attribution | null | undefined) {
  const value = (text: string | undefined) => text || null;
  return {
    visit_entry_page: value(visit?.entryPage),
    visit_referrer_host: value(visit?.referrerHost),
    visit_channel: visit ? visit.channel : null,
    visit_utm_source: value(visit?.utmSource),
    visit_utm_medium: value(visit?.utmMedium),
    visit_utm_campaign: value(visit?.utmCampaign),
  };
}

/** Stores a new inquiry, with its files if any, in one transaction; its e-mail is queued ('pending') for the outbox worker. */
export async function createInquiry(input: NewInquiry) {
  // Its office by the rules in one place, and that office's agents as the e-mail's recipients
  // (none: the outbox's INQUIRY_TO).
  const { offices } = await readSiteSettings();
  const office = officeFor({ choice: input.officeChoice, country: input.country, phone: input.phone }, offices);
  const agents = await agentsOfOffice(office);
  return (await db()).transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('inquiries')
      .values({
        kind: input.kind,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        fields: JSON.stringify(input.fields),
        talent_id: input.talent_id ?? null,
        job_id: input.job_id ?? null,
        delivery_state: 'pending',
        attempts: 0,
        status: 'new',
        spam_reason: input.spam_reason ?? null,
        consent_text: input.consent?.text ?? null,
        consent_version: input.consent?.version ?? null,
        consent_at: input.consent?.at ?? null,
        ...visitColumns(input.visit),
        office,
        notify_to: agents.length ? agents.map((agent) => agent.email).join(', ') : null,
        locale: input.locale ?? 'en',
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const file of input.attachments ?? []) {
      await trx
        .insertInto('inquiry_attachments')
        .values({ ...file, inquiry_id: row.id, created_at: row.created_at })
        .execute();
    }
    return toInquiry(row as InquiryRow);
  });
}

export async function findInquiryById(id: number) {
  const row = await (await db()).selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toInquiry(row as InquiryRow) : undefined;
}

/** Only the leads the scope sees (every lead without one). */
export function scoped<O>(query: SelectQueryBuilder<Database, 'inquiries', O>, scope?: LeadScope) {
  if (!scope?.offices) return query;
  return scope.offices.length ? query.where('office', 'in', [...scope.offices]) : query.where(sql<boolean>`1 = 0`);
}

async function filtered(filter: InquiryFilter, scope?: LeadScope) {
  let query = scoped((await db()).selectFrom('inquiries'), scope);
  if (filter.assigned === 'me') query = query.where('assigned_to', '=', scope?.userId ?? -1);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.state) query = query.where('delivery_state', '=', filter.state);
  if (filter.handled === 'open') query = query.where('handled_at', 'is', null);
  else if (filter.handled === 'handled') query = query.where('handled_at', 'is not', null);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.channel) query = query.where('visit_channel', '=', filter.channel);
  if (filter.campaign) query = query.where('visit_utm_campaign', '=', filter.campaign);
  query = query.where('spam_reason', filter.spam ? 'is not' : 'is', null);
  const q = filter.q?.trim();
  if (q) {
    // A reference a visitor quotes (NG-2026-00123, #123) finds its lead too.
    const referenced = parseInquiryReference(q);
    query = query.where((eb) =>
      eb.or([
        containsText('name', q),
        containsText('email', q),
        containsText('subject', q),
        containsText('fields', q),
        ...(referenced === undefined ? [] : [eb('id', '=', referenced)]),
      ]),
    );
  }
  return query;
}

function sorted(query: Awaited<ReturnType<typeof filtered>>, sort: InboxSort | undefined) {
  const rows = query.selectAll();
  if (sort === 'oldest') return rows.orderBy('created_at', 'asc').orderBy('id', 'asc');
  if (sort === 'name') return rows.orderBy(sql`lower(name)`, 'asc').orderBy('id', 'desc');
  // Never-changed leads count from their arrival (NULLs sort differently on the two dialects).
  if (sort === 'status')
    return rows.orderBy(sql`coalesce(status_changed_at, created_at)`, 'desc').orderBy('id', 'desc');
  return rows.orderBy('created_at', 'desc').orderBy('id', 'desc');
}

/** The admin inbox: newest first, filtered by kind, delivery state and whether handled. */
export async function listInquiries(filter: InquiryFilter = {}, request: PageRequest = {}, scope?: LeadScope) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 25, ...request });
  const query = await filtered(filter, scope);
  const [rows, count] = await Promise.all([
    sorted(query, filter.sort).limit(pageSize).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(
    rows.map((r) => toInquiry(r as InquiryRow)),
    Number(count.n),
    page,
    pageSize,
  );
}

/** Every inquiry matching the filter, newest first, in batches, with its number of notes (the CSV export). */
export async function* iterateInquiries(
  filter: InquiryFilter = {},
  batchSize = 500,
  scope?: LeadScope,
): AsyncGenerator<Inquiry & { notes_count: number }> {
  let before: { created_at: string; id: number } | undefined;
  for (;;) {
    let query = (await filtered(filter, scope)).selectAll();
    if (before) {
      const b = before;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', b.created_at),
          eb.and([eb('created_at', '=', b.created_at), eb('id', '<', b.id)]),
        ]),
      );
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
    const notes = await notesCounts(rows.map((r) => r.id));
    for (const row of rows) yield { ...toInquiry(row as InquiryRow), notes_count: notes.get(row.id) ?? 0 };
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    before = { created_at: last.created_at, id: last.id };
  }
}

/**
 * 'Mark handled' (the inbox's first workflow, kept): the lead needs nothing more from the inbox.
 * A New lead that is marked handled has been dealt with, so it moves to Contacted.
 */
export async function markInquiryHandled(id: number, now = new Date(), author = '') {
  const database = await db();
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('inquiries')
      .set({ handled_at: now.toISOString() })
      .where('id', '=', id)
      .where('handled_at', 'is', null)
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (row?.status === 'new') {
      await trx
        .updateTable('inquiries')
        .set({ status: 'contacted', status_changed_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('inquiry_events')
        .values({
          inquiry_id: id,
          type: 'status',
          status: 'contacted',
          body: 'Marked handled',
          author,
          created_at: now.toISOString(),
        })
        .execute();
    }
    return row ? { id: row.id } : undefined;
  });
}

/**
 * An admin's 'Retry' on a failed message: back in the queue, attempts start again, and so does the
 * outbox's day of retries (it runs from retried_at when set), or an inquiry older than a day would
 * fail for good at its first temporary error.
 */
export async function retryInquiry(id: number, now = new Date()) {
  return (await db())
    .updateTable('inquiries')
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

// ---------------------------------------------------------------------------
// Outbox
// ---------------------------------------------------------------------------

/**
 * Claims the oldest due pending message for `lockMs`, atomically: the UPDATE re-checks the lock in
 * its own WHERE, so when several instances race for one row only one UPDATE matches it (PostgreSQL
 * re-evaluates the condition after the competing row lock is released; SQLite serialises writers).
 * SKIP LOCKED lets PostgreSQL instances pass over rows another one is claiming right now.
 * Returns the claimed row with its lock token (`locked_until`), or undefined when nothing is due.
 */
export async function claimDueInquiry(lockMs: number, now = new Date()) {
  const database = await db();
  const nowText = now.toISOString();
  const lockUntil = new Date(now.getTime() + lockMs).toISOString();
  const due = database
    .selectFrom('inquiries')
    .select('id')
    .where('delivery_state', '=', 'pending')
    .where('spam_reason', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowText)]))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
    .orderBy('id')
    .limit(1);
  const row = await database
    .updateTable('inquiries')
    .set({ locked_until: lockUntil })
    .where('id', '=', isSqlite(database) ? due : due.forUpdate().skipLocked())
    .where('delivery_state', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
    .returningAll()
    .executeTakeFirst();
  return row ? toInquiry(row as InquiryRow) : undefined;
}

/** Outcome of one delivery attempt; applies only while this worker still holds the claim. */
export async function recordDelivery(
  id: number,
  lockToken: string,
  outcome:
    | { state: 'sent'; at: Date }
    | { state: 'pending'; nextAttemptAt: Date; error: string }
    | { state: 'failed'; error: string },
) {
  const base = (await db())
    .updateTable('inquiries')
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
    .where('locked_until', '=', lockToken);
  const result = await base.returning(['id']).executeTakeFirst();
  return Boolean(result);
}

/**
 * E-mails that failed for good, across both queues of the outbox: inquiries to the agency and the
 * messages to visitors (acknowledgements, replies, alerts). Inquiries wait in the inbox for a Retry.
 */
export async function failedDeliveryCount() {
  const database = await db();
  const [inquiries, messages] = await Promise.all([
    database
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll<number>().as('failed'))
      .where('delivery_state', '=', 'failed')
      .executeTakeFirstOrThrow(),
    database
      .selectFrom('mail_messages')
      .select((eb) => eb.fn.countAll<number>().as('failed'))
      .where('delivery_state', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  return Number(inquiries.failed) + Number(messages.failed);
}

/**
 * The outbox's backlog for the health check and the metrics: e-mails waiting to be sent in both
 * queues, and how long the oldest has waited. Spam is kept but never sent, so it is no backlog.
 */
export async function outboxBacklog(now = new Date()) {
  const database = await db();
  const [inquiries, messages] = await Promise.all([
    database
      .selectFrom('inquiries')
      .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
      .where('delivery_state', '=', 'pending')
      .where('spam_reason', 'is', null)
      .executeTakeFirstOrThrow(),
    database
      .selectFrom('mail_messages')
      .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
      .where('delivery_state', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  const oldestTimes = [inquiries.oldest, messages.oldest].filter(Boolean).map((at) => new Date(String(at)).getTime());
  const oldest = oldestTimes.length ? Math.min(...oldestTimes) : undefined;
  return {
    pending: Number(inquiries.pending) + Number(messages.pending),
    oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
  };
}

/**
 * Deliveries the outbox is still retrying after a failed attempt: the inquiries' own queue, then the
 * mail_messages queue, each newest first (up to `limit` of each). An SMTP server that refuses or cannot be reached shows here after its first attempt,
 * long before the day of retries ends and the message is marked failed.
 */
export async function retryingDeliveries(limit = 20) {
  const database = await db();
  const [inquiries, messages] = await Promise.all([
    database
      .selectFrom('inquiries')
      .select(['id', 'subject', 'last_error', 'next_attempt_at', 'attempts'])
      .where('delivery_state', '=', 'pending')
      .where('spam_reason', 'is', null)
      .where('last_error', 'is not', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    database
      .selectFrom('mail_messages')
      .select(['id', 'inquiry_id', 'purpose', 'subject', 'last_error', 'next_attempt_at', 'attempts'])
      .where('delivery_state', '=', 'pending')
      .where('last_error', 'is not', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return [
    ...inquiries.map((row) => ({
      ...row,
      what: 'inquiry' as const,
      inquiry_id: row.id,
      attempts: Number(row.attempts),
    })),
    ...messages.map((row) => ({ ...row, what: row.purpose, attempts: Number(row.attempts) })),
  ];
}
