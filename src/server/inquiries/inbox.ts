import 'server-only';
import { localeInfo } from '@/lib/i18n/locales.mjs';
import { isInquiryKind } from '@/lib/schemas/inquiries';
import { INBOX_SORTS, isInquiryStatus, STATUS_LABELS, type InboxSort } from '@/lib/schemas/leads';
import { CHANNELS, cleanValue, type Channel } from '../analytics/classify';
import type { DeliveryState } from '../db/schema';
import { displayFields } from '../mail/message';
import { HANDLED_FILTERS, type HandledFilter, type Inquiry, type InquiryFilter } from '../repositories/inquiries';

export const DELIVERY_STATES: DeliveryState[] = ['pending', 'sent', 'failed'];

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function param(params: Params, key: string) {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}

/** The inbox filter from `?kind=&state=&handled=&status=&q=&channel=&campaign=&sort=&page=`; unknown values are ignored, not errors. */
export function parseInboxQuery(params: Params): { filter: InquiryFilter; page: number } {
  const kind = param(params, 'kind');
  const state = param(params, 'state');
  const handled = param(params, 'handled');
  const status = param(params, 'status');
  const q = param(params, 'q')?.trim().slice(0, 200);
  const sort = param(params, 'sort');
  const page = Number(param(params, 'page') ?? 1);
  const channel = param(params, 'channel');
  const campaign = cleanValue(param(params, 'campaign'));
  return {
    filter: {
      ...(isInquiryKind(kind) ? { kind } : {}),
      ...(DELIVERY_STATES.includes(state as DeliveryState) ? { state: state as DeliveryState } : {}),
      ...(HANDLED_FILTERS.includes(handled as HandledFilter) ? { handled: handled as HandledFilter } : {}),
      ...(isInquiryStatus(status) ? { status } : {}),
      ...(q ? { q } : {}),
      ...(CHANNELS.includes(channel as Channel) ? { channel: channel as Channel } : {}),
      ...(campaign ? { campaign } : {}),
      ...(INBOX_SORTS.includes(sort as InboxSort) && sort !== 'newest' ? { sort: sort as InboxSort } : {}),
      ...(param(params, 'assigned') === 'me' ? { assigned: 'me' as const } : {}),
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function inboxQueryString(filter: InquiryFilter, page?: number) {
  const query = new URLSearchParams();
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.state) query.set('state', filter.state);
  if (filter.handled) query.set('handled', filter.handled);
  if (filter.status) query.set('status', filter.status);
  if (filter.q) query.set('q', filter.q);
  if (filter.channel) query.set('channel', filter.channel);
  if (filter.campaign) query.set('campaign', filter.campaign);
  if (filter.sort) query.set('sort', filter.sort);
  if (filter.assigned) query.set('assigned', filter.assigned);
  if (page && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** One short line for the list: the message's start. */
export function inquirySummary(inquiry: Inquiry, max = 120) {
  const message = (inquiry.fields.message ?? '').replace(/\s+/g, ' ').trim();
  return message.length > max ? `${message.slice(0, max - 1)}…` : message;
}

// ---------------------------------------------------------------------------
// CSV (RFC 4180)
// ---------------------------------------------------------------------------

/**
 * One CSV cell: always quoted, quotes doubled; a cell a spreadsheet would read as a formula
 * (starting with = + - @, or a tab/CR that some tools strip first) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined) {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = [
  'id',
  'received_at',
  'kind',
  'name',
  'email',
  'phone',
  'subject',
  'details',
  'delivery_state',
  'attempts',
  'last_error',
  'sent_at',
  'handled_at',
  'status',
  'status_changed_at',
  'lost_reason',
  'notes_count',
  'consent_version',
  'consent_at',
  'office',
  'language',
];

export function csvRow(inquiry: Inquiry & { notes_count?: number }) {
  const details = displayFields(inquiry)
    .filter((f) => !['name', 'email', 'phone'].includes(f.key) && f.value !== '')
    .map((f) => `${f.label}: ${f.value}`)
    .join('\n');
  return [
    inquiry.id,
    inquiry.created_at,
    inquiry.kind,
    inquiry.name,
    inquiry.email,
    inquiry.phone,
    inquiry.subject,
    details,
    inquiry.delivery_state,
    inquiry.attempts,
    inquiry.last_error,
    inquiry.sent_at,
    inquiry.handled_at,
    STATUS_LABELS[inquiry.status] ?? inquiry.status,
    inquiry.status_changed_at,
    inquiry.lost_reason,
    inquiry.notes_count ?? 0,
    inquiry.consent_version,
    inquiry.consent_at,
    inquiry.office,
    localeInfo(inquiry.locale).englishName,
  ]
    .map(csvCell)
    .join(',');
}

/** The whole export as a stream of CRLF-terminated lines, starting with a UTF-8 BOM for Excel. */
export function csvStream(rows: AsyncIterable<Inquiry & { notes_count?: number }>) {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.map(csvCell).join(',')}\r\n`));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${csvRow(next.value)}\r\n`));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
