import 'server-only';
import { sql } from 'kysely';
import { db } from '../db/client';
import { addDays, dayOf, rollUpDay, type CountedDimension, type Dimension } from '../repositories/analytics';
import { CHANNELS } from './classify';

/**
 * What the audience dashboard (/admin/analytics, decision 147) shows, read from the daily and hourly
 * roll-ups (today's recomputed on opening) and the inquiries' first touch (decision 148).
 */

export const RANGES = { day: 1, week: 7, month: 30 } as const;
export type Range = keyof typeof RANGES;
export const RANGE_LABELS: Record<Range, string> = { day: 'Today', week: 'Last 7 days', month: 'Last 30 days' };

export type Period = { range: Range; from: string; to: string; previousFrom: string; previousTo: string };

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function param(params: Params, key: string) {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}

/** The period from `?range=day|week|month` (default week), ending today; unknown values are ignored. */
export function parsePeriod(params: Params, now = new Date()): Period {
  const raw = param(params, 'range');
  const range: Range = raw === 'day' || raw === 'month' ? raw : 'week';
  const to = dayOf(now);
  const from = addDays(to, 1 - RANGES[range]);
  return { range, from, to, previousFrom: addDays(from, -RANGES[range]), previousTo: addDays(from, -1) };
}

export type Totals = { views: number; visitors: number };

async function totals(from: string, to: string): Promise<Totals> {
  const row = await (
    await db()
  )
    .selectFrom('analytics_daily')
    .select((eb) => [
      eb.fn.sum<string | number | null>('views').as('views'),
      eb.fn.sum<string | number | null>('visitors').as('visitors'),
    ])
    .where('dimension', '=', 'total')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirst();
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}

export type Point = { label: string; views: number; visitors: number };

/** Views and visitors per day of the period (per hour for a single day). */
async function series(period: Period): Promise<Point[]> {
  const database = await db();
  if (period.range === 'day') {
    const rows = await database.selectFrom('analytics_hourly').selectAll().where('day', '=', period.to).execute();
    const byHour = new Map(rows.map((r) => [Number(r.hour), r]));
    return Array.from({ length: 24 }, (_, hour) => ({
      label: `${String(hour).padStart(2, '0')}:00`,
      views: Number(byHour.get(hour)?.views ?? 0),
      visitors: Number(byHour.get(hour)?.visitors ?? 0),
    }));
  }
  const rows = await database
    .selectFrom('analytics_daily')
    .select(['day', 'views', 'visitors'])
    .where('dimension', '=', 'total')
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const points: Point[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1))
    points.push({
      label: day,
      views: Number(byDay.get(day)?.views ?? 0),
      visitors: Number(byDay.get(day)?.visitors ?? 0),
    });
  return points;
}

export type Row = { value: string; views: number; visitors: number };

/** The top values of a dimension over the period (visitors summed per day: a visitor on two days counts twice). */
async function top(
  dimension: Dimension | CountedDimension,
  period: Period,
  limit = 10,
  prefix?: string,
): Promise<Row[]> {
  let query = (await db())
    .selectFrom('analytics_daily')
    .select((eb) => [
      'value',
      eb.fn.sum<string | number>('views').as('views'),
      eb.fn.sum<string | number>('visitors').as('visitors'),
    ])
    .where('dimension', '=', dimension)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to);
  if (prefix) query = query.where('value', 'like', `${prefix}%`);
  const rows = await query.groupBy('value').orderBy('views', 'desc').orderBy('value').limit(limit).execute();
  return rows.map((r) => ({ value: r.value, views: Number(r.views), visitors: Number(r.visitors) }));
}

export type FunnelRow = { value: string; visitors: number; forms: number; inquiries: number; won: number };

/** Visitors → forms opened → inquiries → won leads, by the visit's channel or campaign, over the period. */
async function funnel(period: Period, by: 'channel' | 'campaign'): Promise<FunnelRow[]> {
  const visits = await top(by, period, 50);
  const forms = await top(by === 'channel' ? 'form-channel' : 'form-campaign', period, 50);
  const column = by === 'channel' ? 'visit_channel' : 'visit_utm_campaign';
  const leads = await (
    await db()
  )
    .selectFrom('inquiries')
    .select((eb) => [
      sql.ref<string | null>(column).as('value'),
      eb.fn.countAll<string | number>().as('inquiries'),
      eb.fn.sum<string | number | null>(sql`case when status = 'won' then 1 else 0 end`).as('won'),
    ])
    .where('spam_reason', 'is', null)
    .where('created_at', '>=', `${period.from}T00:00:00.000Z`)
    .where('created_at', '<', `${addDays(period.to, 1)}T00:00:00.000Z`)
    .where(sql.ref(column), 'is not', null)
    .groupBy(sql.ref(column))
    .execute();
  const rows = new Map<string, FunnelRow>();
  const empty = (value: string): FunnelRow => ({ value, visitors: 0, forms: 0, inquiries: 0, won: 0 });
  if (by === 'channel') for (const channel of CHANNELS) rows.set(channel, empty(channel));
  for (const v of visits) rows.set(v.value, { ...empty(v.value), visitors: v.visitors });
  for (const f of forms) {
    const row = rows.get(f.value) ?? empty(f.value);
    row.forms = f.views;
    rows.set(f.value, row);
  }
  for (const l of leads) {
    const value = l.value ?? '';
    const row = rows.get(value) ?? empty(value);
    row.inquiries = Number(l.inquiries);
    row.won = Number(l.won ?? 0);
    rows.set(value, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.visitors - a.visitors || b.forms - a.forms || b.inquiries - a.inquiries || a.value.localeCompare(b.value),
  );
}

export const TABLES = [
  'pages',
  'entries',
  'talent',
  'case-studies',
  'referrers',
  'channels',
  'campaigns',
  'countries',
  'devices',
  'broken-links',
] as const;
export type TableName = (typeof TABLES)[number];

export const TABLE_TITLES: Record<TableName, string> = {
  pages: 'Top pages',
  entries: 'Entry pages',
  talent: 'Top talent',
  'case-studies': 'Top case studies',
  referrers: 'Referrers',
  channels: 'Channels',
  campaigns: 'Campaigns',
  countries: 'Countries',
  devices: 'Devices',
  'broken-links': 'Broken links (missing items, by referrer)',
};

/** One table of the dashboard over the period. */
export function table(name: TableName, period: Period, limit = 10): Promise<Row[]> {
  switch (name) {
    case 'pages':
      return top('page', period, limit);
    case 'entries':
      return top('entry', period, limit);
    case 'talent':
      return top('page', period, limit, '/talent/').then((rows) => rows.filter((r) => r.value !== '/talent/search'));
    case 'case-studies':
      return top('page', period, limit, '/portfolio/');
    case 'referrers':
      return top('referrer', period, limit);
    case 'channels':
      return top('channel', period, limit);
    case 'campaigns':
      return top('campaign', period, limit);
    case 'countries':
      return top('country', period, limit);
    case 'devices':
      return top('device', period, limit);
    case 'broken-links':
      return top('broken-link', period, limit);
  }
}

/** Everything the dashboard shows for the period; today's roll-up is brought up to date first. */
export async function dashboard(period: Period, now = new Date()) {
  await rollUpDay(dayOf(now)).catch(() => undefined);
  const [current, previous, points, tables, byChannel, byCampaign] = await Promise.all([
    totals(period.from, period.to),
    totals(period.previousFrom, period.previousTo),
    series(period),
    Promise.all(TABLES.map(async (name) => [name, await table(name, period)] as const)),
    funnel(period, 'channel'),
    funnel(period, 'campaign'),
  ]);
  return {
    current,
    previous,
    points,
    tables: Object.fromEntries(tables) as Record<TableName, Row[]>,
    byChannel,
    byCampaign,
  };
}

export { funnel };
