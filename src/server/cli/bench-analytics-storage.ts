import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, setDbForTests, type Db, type Dialect } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { addDays, MAX_VALUES_PER_DAY, pruneAnalytics, type NewPageView } from '../repositories/analytics';

/*
 * `npm run bench:analytics-storage -- [--scale=0.1] [--months=2] [--dialects=sqlite,postgres]`
 * (docs/analytics.md, decision 147): how much the analytics tables take at 10 million page views a
 * month (about 330,000 a day), on a temporary SQLite file and in a temporary schema of
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), both removed afterwards.
 *
 * Each simulated day writes its page views in batches of the shape the endpoint inserts
 * (writeAnalyticsBatch's rows), then runs the hourly housekeeping (pruneAnalytics with
 * ANALYTICS_RAW_DAYS=30: roll-ups of yesterday and today, raw rows older than 30 days deleted) and, on
 * PostgreSQL, a plain VACUUM of the raw table as autovacuum would. Sizes are read after the first month
 * and after each later one: if retention bounds storage, the raw table does not grow after the first.
 * `--scale` writes that fraction of 330,000 views a day; the raw figures are extrapolated linearly to
 * 10 M (the roll-ups are capped per day whatever the traffic, so they are reported as measured and
 * with their cap).
 */

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const scale = Math.min(1, Math.max(0.001, Number(arg('scale', '0.1')) || 0.1));
const months = Math.min(6, Math.max(2, Number(arg('months', '2')) || 2));
const dialects = arg('dialects', 'sqlite,postgres').split(',') as Dialect[];
const RAW_DAYS = 30;
const PER_DAY_FULL = 330_000;
const perDay = Math.round(PER_DAY_FULL * scale);
const BATCH = 1000;

// A deterministic pseudo-random stream (mulberry32), so every run writes the same month.
let seed = 28;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
/** An index in [0, n) where low indexes are much likelier (a long tail, like pages and referrers). */
const skewed = (n: number) => Math.min(n - 1, Math.floor(n * random() ** 3));
const pick = <T>(list: readonly T[]) => list[skewed(list.length)]!;

const sections = ['talent', 'portfolio', 'blog', 'events', 'careers'];
const PATHS = [
  '/',
  '/about',
  '/contact',
  '/talent',
  '/portfolio',
  '/blog',
  '/events',
  '/careers',
  '/services/for-brands',
  '/services/for-promoters',
  ...Array.from({ length: 400 }, (_, i) => `/${sections[i % sections.length]}/item-${i}-${'x'.repeat(i % 20)}`),
];
const SEARCH = ['google.com', 'bing.com', 'duckduckgo.com'];
const SOCIAL = ['instagram.com', 'facebook.com', 't.co', 'tiktok.com', 'linkedin.com', 'youtube.com'];
const HOSTS = [...SEARCH, ...SOCIAL, ...Array.from({ length: 2000 }, (_, i) => `site-${i}.example.co.za`)];
const CAMPAIGNS = Array.from({ length: 1000 }, (_, i) => `campaign-${i}-amapiano-tour-2026`);
const COUNTRIES = ['ZA', 'NG', 'KE', 'GH', 'US', 'GB', 'DE', 'FR', 'TZ', 'UG', 'RW', 'BW', 'NA', 'ZW', 'unknown'];
const DEVICES = ['mobile', 'desktop', 'tablet'];

function view(day: string, visitors: string[]): NewPageView {
  const roll = random();
  let channel = 'direct';
  let referrer_host = '';
  let utm_source = '';
  let utm_medium = '';
  let utm_campaign = '';
  if (roll < 0.3) [channel, referrer_host] = ['search', pick(SEARCH)];
  else if (roll < 0.5) [channel, referrer_host] = ['social', pick(SOCIAL)];
  else if (roll < 0.6) [channel, referrer_host] = ['referral', pick(HOSTS)];
  else if (roll < 0.7)
    [channel, utm_source, utm_medium, utm_campaign] = ['email', 'newsletter', 'email', pick(CAMPAIGNS)];
  else if (roll < 0.75) [channel, utm_source, utm_medium, utm_campaign] = ['paid', 'instagram', 'cpc', pick(CAMPAIGNS)];
  return {
    day,
    hour: Math.floor(random() * 24),
    path: pick(PATHS),
    entry: random() < 0.35,
    referrer_host,
    channel,
    utm_source,
    utm_medium,
    utm_campaign,
    country: pick(COUNTRIES),
    device: pick(DEVICES),
    visitor: visitors[Math.floor(random() * visitors.length)]!,
  };
}

type Sizes = Record<string, number>;

/** Bytes per table and index (SQLite: pages in use, from dbstat; PostgreSQL: relation sizes). */
async function sizes(database: Db, dialect: Dialect, file?: string): Promise<Sizes> {
  const tables = ['analytics_views', 'analytics_daily', 'analytics_hourly', 'analytics_salts'];
  const out: Sizes = {};
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; tbl: string; bytes: number }>`
      select s.name, m.tbl_name as tbl, sum(s.pgsize) as bytes
      from dbstat s join sqlite_schema m on m.name = s.name
      group by s.name`.execute(database);
    for (const table of tables) {
      out[`${table}`] = rows.filter((r) => r.name === table).reduce((a, r) => a + Number(r.bytes), 0);
      out[`${table} indexes`] = rows
        .filter((r) => r.tbl === table && r.name !== table)
        .reduce((a, r) => a + Number(r.bytes), 0);
    }
    out['database file'] = fs.statSync(file!).size;
  } else {
    for (const table of tables) {
      const { rows } = await sql<{ data: number; indexes: number }>`
        select pg_table_size(${table}::regclass) as data, pg_indexes_size(${table}::regclass) as indexes`.execute(
        database,
      );
      out[table] = Number(rows[0]!.data);
      out[`${table} indexes`] = Number(rows[0]!.indexes);
    }
  }
  return out;
}

async function count(database: Db, table: 'analytics_views' | 'analytics_daily' | 'analytics_hourly') {
  const row = await database
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function open(dialect: Dialect) {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-analytics-storage-'));
    const file = path.join(dir, 'bench.db');
    const database = await createDb({ dialect: 'sqlite', filename: file });
    return {
      database,
      file,
      close: async () => {
        await database.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_analytics_${randomBytes(4).toString('hex')}`;
  const admin = await createDb({ dialect: 'postgres', connectionString: base });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = await createDb({ dialect: 'postgres', connectionString: url.toString() });
  return {
    database,
    file: undefined,
    close: async () => {
      await database.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

async function measure(dialect: Dialect) {
  const { database, file, close } = await open(dialect);
  try {
    await migrateToLatest(database);
    // The repositories (pruneAnalytics, rollUpDay) use the process database.
    setDbForTests(database);
    const start = '2026-01-01';
    const report: { after: string; views: number; daily: number; hourly: number; sizes: Sizes }[] = [];
    const started = Date.now();
    let written = 0;
    for (let d = 0; d < months * 30; d++) {
      const day = addDays(start, d);
      const visitors = Array.from({ length: Math.max(1, Math.round(perDay / 3)) }, () =>
        randomBytes(16).toString('base64url').slice(0, 22),
      );
      for (let i = 0; i < perDay; i += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, perDay - i) }, () => view(day, visitors));
        // The endpoint's insert (writeAnalyticsBatch), a batch at a time.
        await database.insertInto('analytics_views').values(rows).execute();
      }
      written += perDay;
      await pruneAnalytics(new Date(`${day}T23:30:00Z`), RAW_DAYS);
      if (dialect === 'postgres') await sql`vacuum analytics_views`.execute(database);
      if ((d + 1) % 30 === 0) {
        const entry = {
          after: `month ${(d + 1) / 30} (day ${d + 1})`,
          views: await count(database, 'analytics_views'),
          daily: await count(database, 'analytics_daily'),
          hourly: await count(database, 'analytics_hourly'),
          sizes: await sizes(database, dialect, file),
        };
        report.push(entry);
        console.log(
          `[analytics-storage] ${dialect} ${entry.after}: ${written.toLocaleString('en')} views written in ${Math.round((Date.now() - started) / 1000)} s; ` +
            `raw ${entry.views.toLocaleString('en')} rows ${mb(entry.sizes.analytics_views! + entry.sizes['analytics_views indexes']!)}, ` +
            `daily ${entry.daily.toLocaleString('en')} rows ${mb(entry.sizes.analytics_daily! + entry.sizes['analytics_daily indexes']!)}`,
        );
      }
    }
    return report;
  } finally {
    await close();
  }
}

const results: Record<string, unknown> = {
  scale,
  viewsPerDay: perDay,
  rawDays: RAW_DAYS,
  rollupCapPerDimensionAndDay: MAX_VALUES_PER_DAY,
};
for (const dialect of dialects) {
  const report = await measure(dialect);
  const first = report[0]!;
  const last = report.at(-1)!;
  const raw = (s: Sizes) => s.analytics_views! + s['analytics_views indexes']!;
  const rollups = (s: Sizes) =>
    s.analytics_daily! + s['analytics_daily indexes']! + s.analytics_hourly! + s['analytics_hourly indexes']!;
  const rollupDays = months * 30;
  const perRollupDay = rollups(last.sizes) / rollupDays;
  results[dialect] = {
    months: report,
    rawBytesPerView: Math.round(raw(last.sizes) / last.views),
    rawBytesAt10MPerMonth: Math.round(raw(last.sizes) / scale),
    rawGrowthAfterFirstMonth: raw(last.sizes) / raw(first.sizes),
    rollupBytesPerDay: Math.round(perRollupDay),
    rollupBytesPerYear: Math.round(perRollupDay * 365),
  };
  console.log(
    `[analytics-storage] ${dialect}: raw ${Math.round(raw(last.sizes) / last.views)} B per view with indexes; ` +
      `at 10 M views a month (×${(1 / scale).toFixed(0)}, linear) ${mb(raw(last.sizes) / scale)} for ${RAW_DAYS}+1 days of raw views; ` +
      `raw after month ${months} / after month 1: ${(raw(last.sizes) / raw(first.sizes)).toFixed(2)}; ` +
      `roll-ups ${Math.round(perRollupDay / 1024)} KB a day (${mb(perRollupDay * 365)} a year)` +
      (dialect === 'sqlite'
        ? `; file ${mb(last.sizes['database file']!)} (month 1: ${mb(first.sizes['database file']!)})`
        : ''),
  );
}
const out = path.join(process.cwd(), 'bench', 'results', 'analytics-storage.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`[analytics-storage] wrote ${path.relative(process.cwd(), out)}`);
process.exit(0);
