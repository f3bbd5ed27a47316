import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * First-party analytics (docs/decisions/147-first-party-analytics.md, 148-lead-attribution.md).
 * analytics_views: one row per counted page view, kept ANALYTICS_RAW_DAYS; its `visitor` is a hash
 * of (the day's salt, address, user agent, site), the salt lives in analytics_salts for that day only,
 * and neither an address nor a user agent is stored anywhere. analytics_daily and analytics_hourly:
 * the roll-ups that stay. Inquiries get the first touch of the visit that sent them.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analytics_views')
    .addColumn('id', sqlite ? 'integer' : 'bigint', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('entry', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('referrer_host', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('utm_medium', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('utm_campaign', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_views_day').on('analytics_views').columns(['day', 'hour']).execute();
  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'dimension', 'value'])
    .execute();
  await db.schema
    .createTable('analytics_hourly')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_hourly_pk', ['day', 'hour'])
    .execute();
  for (const column of [
    'visit_entry_page',
    'visit_referrer_host',
    'visit_channel',
    'visit_utm_source',
    'visit_utm_medium',
    'visit_utm_campaign',
  ]) {
    await db.schema.alterTable('inquiries').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('inquiries_visit_channel').on('inquiries').columns(['visit_channel']).execute();
  await db.schema.createIndex('inquiries_visit_campaign').on('inquiries').columns(['visit_utm_campaign']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('inquiries_visit_campaign').ifExists().execute();
  await db.schema.dropIndex('inquiries_visit_channel').ifExists().execute();
  for (const column of [
    'visit_utm_campaign',
    'visit_utm_medium',
    'visit_utm_source',
    'visit_channel',
    'visit_referrer_host',
    'visit_entry_page',
  ]) {
    await db.schema.alterTable('inquiries').dropColumn(column).execute();
  }
  await db.schema.dropTable('analytics_hourly').ifExists().execute();
  await db.schema.dropTable('analytics_daily').ifExists().execute();
  await db.schema.dropTable('analytics_views').ifExists().execute();
  await db.schema.dropTable('analytics_salts').ifExists().execute();
}
