import 'server-only';
import { z } from 'zod';
import { wallTimeToIso } from '@/lib/site-time';
import type { AuditFilter } from './repositories/audit-log';
import { siteTimeZone } from './site-time';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The audit log's filter from the address (`?actor=&action=&from=&to=&page=`): days are the site's days. */
const auditQuery = z.object({
  actor: z.string().trim().max(254).optional().catch(undefined),
  action: z.string().trim().max(80).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export const AUDIT_PAGE_SIZE = 50;

export function parseAuditQuery(params: URLSearchParams) {
  const query = auditQuery.parse(Object.fromEntries(params));
  const zone = siteTimeZone();
  const filter: AuditFilter = {
    actor: query.actor || undefined,
    action: query.action || undefined,
    from: query.from ? (wallTimeToIso(`${query.from}T00:00`, zone) ?? undefined) : undefined,
    // Up to the end of that day: the next day's start.
    to: query.to ? (nextDayStart(query.to, zone) ?? undefined) : undefined,
  };
  return { query, filter, page: query.page ?? 1 };
}

function nextDayStart(date: string, zone: string) {
  const next = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(next.getTime())) return null;
  next.setUTCDate(next.getUTCDate() + 1);
  return wallTimeToIso(`${next.toISOString().slice(0, 10)}T00:00`, zone);
}
