import 'server-only';
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { db } from '../db/client';
import type { AnalyticsViewsTable, Database } from '../db/schema';

/**
 * The analytics tables (migration 021, docs/decisions/147-first-party-analytics.md): page views as
 * counted, the day's salt for the visitor hash, and the daily and hourly roll-ups that outlive them.
 */

/** The UTC day of an instant, YYYY-MM-DD. */
export function dayOf(at: Date) {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number) {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

let cachedSalt: { day: string; salt: string } | undefined;

/**
 * The salt of `day`: random, made by whichever instance needs it first, the same for every instance,
 * and deleted when the day is over (pruneAnalytics), which makes that day's visitor hashes unlinkable.
 */
export async function saltOf(day: string): Promise<string> {
  if (cachedSalt?.day === day) return cachedSalt.salt;
  const database = await db();
  await database
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await database
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  cachedSalt = { day, salt: row.salt };
  return row.salt;
}

/** For tests that delete salts behind the process's back. */
export function forgetSaltForTests() {
  cachedSalt = undefined;
}

export type NewPageView = Omit<AnalyticsViewsTable, 'id' | 'entry'> & { entry: boolean };

/**
 * Rows a multi-row insert carries. Small on purpose: an SQLite statement runs on the event loop, and
 * the transaction lets requests in between statements, so a second's worth of views never holds the
 * beacon's answers (and the pages) for more than one short statement.
 */
const INSERT_CHUNK = 50;

/**
 * What one flush of the beacon queue writes (src/server/analytics/record.ts, decision 157): page
 * views, form openings and broken links, in one transaction.
 */
export type AnalyticsBatch = {
  views: NewPageView[];
  formOpens: { day: string; channel: string; campaign: string }[];
  brokenLinks: { day: string; value: string }[];
};

export async function writeAnalyticsBatch({ views, formOpens, brokenLinks }: AnalyticsBatch) {
  if (!views.length && !formOpens.length && !brokenLinks.length) return;
  await (await db()).transaction().execute(async (trx) => {
    for (let i = 0; i < views.length; i += INSERT_CHUNK) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      await trx
        .insertInto('analytics_views')
        .values(views.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    for (const open of formOpens) await countFormOpenIn(trx, open.day, open.channel, open.campaign);
    // A link to a missing item: counted by section and referrer host, within a daily bound.
    for (const link of brokenLinks) await countOne(trx, link.day, 'broken-link', link.value, MAX_BROKEN_PER_DAY);
  });
}

/** Distinct values kept per dimension and day; the rest are summed as '(other)'. */
export const MAX_VALUES_PER_DAY = 500;
/** Broken-link values kept per day (section and referrer host). */
const MAX_BROKEN_PER_DAY = 200;

/**
 * Daily counts kept as they arrive rather than rolled up from raw views (rollUpDay leaves them):
 * links to missing items, and inquiry forms opened by the visit's channel and campaign.
 */
export const COUNTED_DIMENSIONS = ['broken-link', 'form-channel', 'form-campaign'] as const;
export type CountedDimension = (typeof COUNTED_DIMENSIONS)[number];

/** Adds one to `value` of `dimension` on `day`; past `cap` distinct values a day, to '(other)'. */
async function countOne(
  database: Kysely<Database>,
  day: string,
  dimension: CountedDimension,
  value: string,
  cap: number,
) {
  const existing = await database
    .selectFrom('analytics_daily')
    .select('value')
    .where('day', '=', day)
    .where('dimension', '=', dimension)
    .where('value', '=', value)
    .executeTakeFirst();
  if (!existing) {
    const { count } = await database
      .selectFrom('analytics_daily')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('day', '=', day)
      .where('dimension', '=', dimension)
      .executeTakeFirstOrThrow();
    if (Number(count) >= cap) value = '(other)';
  }
  await database
    .insertInto('analytics_daily')
    .values({ day, dimension, value, views: 1, visitors: 0 })
    .onConflict((oc) =>
      oc.columns(['day', 'dimension', 'value']).doUpdateSet({ views: sql`analytics_daily.views + 1` }),
    )
    .execute();
}

/**
 * An inquiry, booking or application form opened (the first field a visitor touched on a page view):
 * counted by the visit's channel and, when it has one, its campaign, within the roll-ups' bound.
 */
async function countFormOpenIn(database: Kysely<Database>, day: string, channel: string, campaign: string) {
  await countOne(database, day, 'form-channel', channel, MAX_VALUES_PER_DAY);
  if (campaign) await countOne(database, day, 'form-campaign', campaign, MAX_VALUES_PER_DAY);
}

/** The roll-up dimensions and the column (or filter) each is read from. */
export const DIMENSIONS = {
  total: null,
  page: 'path',
  entry: 'path',
  referrer: 'referrer_host',
  channel: 'channel',
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  country: 'country',
  device: 'device',
} as const;
export type Dimension = keyof typeof DIMENSIONS;

/**
 * Recomputes `day`'s daily and hourly roll-ups from its raw page views (idempotent: run for today
 * and yesterday by housekeeping, and for today when the dashboard opens). Bounded: at most
 * MAX_VALUES_PER_DAY values per dimension, the rest as '(other)'.
 */
export async function rollUpDay(day: string) {
  const database = await db();
  await database.transaction().execute(async (trx) => {
    const rows: { day: string; dimension: string; value: string; views: number; visitors: number }[] = [];
    for (const [dimension, column] of Object.entries(DIMENSIONS) as [Dimension, string | null][]) {
      let query = trx
        .selectFrom('analytics_views')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('views'),
          eb.fn.count<string | number>('visitor').distinct().as('visitors'),
        ])
        .where('day', '=', day);
      if (dimension === 'entry') query = query.where('entry', '=', true);
      if (column) {
        const ref = sql.ref<string>(column);
        const grouped = await query
          .select(ref.as('value'))
          .where(ref, '!=', '')
          .groupBy(ref)
          .orderBy('views', 'desc')
          .execute();
        const kept = grouped.slice(0, MAX_VALUES_PER_DAY);
        for (const row of kept)
          rows.push({ day, dimension, value: row.value, views: Number(row.views), visitors: Number(row.visitors) });
        const rest = grouped.slice(MAX_VALUES_PER_DAY);
        if (rest.length)
          rows.push({
            day,
            dimension,
            value: '(other)',
            views: rest.reduce((sum, row) => sum + Number(row.views), 0),
            visitors: rest.reduce((sum, row) => sum + Number(row.visitors), 0),
          });
      } else {
        const row = await query.executeTakeFirstOrThrow();
        if (Number(row.views) > 0)
          rows.push({ day, dimension, value: '', views: Number(row.views), visitors: Number(row.visitors) });
      }
    }
    const hours = await trx
      .selectFrom('analytics_views')
      .select((eb) => [
        'hour',
        eb.fn.countAll<string | number>().as('views'),
        eb.fn.count<string | number>('visitor').distinct().as('visitors'),
      ])
      .where('day', '=', day)
      .groupBy('hour')
      .execute();
    await trx
      .deleteFrom('analytics_daily')
      .where('day', '=', day)
      .where('dimension', 'not in', COUNTED_DIMENSIONS)
      .execute();
    await trx.deleteFrom('analytics_hourly').where('day', '=', day).execute();
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('analytics_daily')
        .values(rows.slice(i, i + 200))
        .execute();
    if (hours.length)
      await trx
        .insertInto('analytics_hourly')
        .values(hours.map((h) => ({ day, hour: Number(h.hour), views: Number(h.views), visitors: Number(h.visitors) })))
        .execute();
  });
}

/**
 * Rolls up yesterday and today, deletes the salts of past days (their hashes can no longer be
 * linked to anyone) and raw page views older than `rawDays`. Several instances may run it at once.
 */
export async function pruneAnalytics(now: Date, rawDays: number) {
  const today = dayOf(now);
  const yesterday = addDays(today, -1);
  for (const day of [yesterday, today]) await rollUpDay(day).catch(() => rollUpDay(day));
  const database = await db();
  const salts = await database.deleteFrom('analytics_salts').where('day', '<', today).executeTakeFirst();
  const views = await database
    .deleteFrom('analytics_views')
    .where('day', '<', addDays(today, -rawDays))
    .executeTakeFirst();
  return { salts: Number(salts.numDeletedRows), views: Number(views.numDeletedRows) };
}
