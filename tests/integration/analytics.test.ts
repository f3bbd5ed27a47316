import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_META } from '@/lib/schemas/inquiries';
import { attributionOf, classifyChannel, countryOf, deviceClass } from '@/server/analytics/classify';
import { collectPageView, resetBeaconThrottleForTests, BEACON_LIMIT_PER_MINUTE } from '@/server/analytics/collect';
import { entryPageOf } from '@/server/analytics/pages';
import { dashboard, parsePeriod } from '@/server/analytics/report';
import { resetEnvForTests } from '@/server/env';
import { submitInquiry } from '@/server/inquiries/submit';
import { metrics } from '@/server/metrics.mjs';
import { findInquiryById } from '@/server/repositories/inquiries';
import { forgetSaltForTests, MAX_VALUES_PER_DAY, pruneAnalytics, rollUpDay } from '@/server/repositories/analytics';
import { forgetTokenSecretForTests, issueFormToken, MIN_FILL_MS } from '@/server/security/honeypot';
import { createTestDb, testDialects, type TestDb } from '../support/db';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ORIGIN = 'http://localhost:3000';

function beacon(
  body: unknown,
  {
    ip = '203.0.113.7',
    agent = DESKTOP,
    headers = {},
  }: { ip?: string; agent?: string; headers?: Record<string, string> } = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request(`${ORIGIN}/api/v`, {
    method: 'POST',
    body: text,
    headers: {
      host: 'localhost:3000',
      origin: ORIGIN,
      'content-type': 'text/plain;charset=UTF-8',
      'content-length': String(Buffer.byteLength(text)),
      'user-agent': agent,
      'x-forwarded-for': ip,
      ...headers,
    },
  });
}

async function outcomes() {
  const metric = await metrics().analyticsBeacons.get();
  return Object.fromEntries(metric.values.map((v) => [String(v.labels.outcome), v.value]));
}

const day1 = new Date('2026-11-20T10:00:00Z');
const day2 = new Date('2026-11-21T10:00:00Z');

describe('channel classification (pure)', () => {
  const own = { ownHost: 'agency.example', normalisePath: entryPageOf };
  it.each([
    [{ entry: '/?utm_source=newsletter&utm_campaign=amapiano-tour', referrer: '' }, 'email', 'amapiano-tour'],
    [{ entry: '/', referrer: 'https://www.google.com/' }, 'search', ''],
    [{ entry: '/talent', referrer: 'https://l.instagram.com/' }, 'social', ''],
    [{ entry: '/', referrer: 'https://t.co/abc' }, 'social', ''],
    [
      { entry: '/?utm_source=ig&utm_medium=cpc&utm_campaign=Summer', referrer: 'https://instagram.com' },
      'paid',
      'summer',
    ],
    [{ entry: '/?gclid=xyz', referrer: 'https://www.google.com/' }, 'paid', ''],
    [{ entry: '/', referrer: 'https://mail.google.com/' }, 'email', ''],
    [{ entry: '/', referrer: 'https://blog.partner.example/post' }, 'referral', ''],
    [{ entry: '/', referrer: 'https://agency.example/about' }, 'direct', ''],
    [{ entry: '/', referrer: '' }, 'direct', ''],
    [{ entry: '/?ref=producthunt', referrer: '' }, 'referral', ''],
  ] as const)('%o is %s', (visit, channel, campaign) => {
    const result = attributionOf(visit, own);
    expect(result.channel).toBe(channel);
    expect(result.utmCampaign).toBe(campaign);
  });
  it('bounds and cleans what a visitor could forge', () => {
    const forged = attributionOf(
      { entry: `/?utm_source=${'x'.repeat(5000)}&utm_campaign=a%0Ab`, referrer: 'javascript:alert(1)' },
      own,
    );
    expect(forged.utmSource).toBe('');
    expect(forged.utmCampaign).toBe('');
    expect(forged.referrerHost).toBe('');
    const long = attributionOf({ entry: `/?utm_campaign=${'y'.repeat(500)}`, referrer: '' }, own);
    expect(long.utmCampaign.length).toBeLessThanOrEqual(80);
    expect(attributionOf({ entry: '//evil.example/x', referrer: '' }, own).entryPage).toBe('');
    expect(classifyChannel({ referrerHost: '', utmSource: '', utmMedium: '' })).toBe('direct');
  });
  it('device classes and countries are coarse', () => {
    expect(deviceClass(DESKTOP)).toBe('desktop');
    expect(deviceClass(PHONE)).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(countryOf('za')).toBe('ZA');
    expect(countryOf('XX')).toBe('unknown');
    expect(countryOf('<script>')).toBe('unknown');
    expect(countryOf(null)).toBe('unknown');
  });
});

describe.each(testDialects)('page-view collection on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    process.env.SITE_URL = ORIGIN;
    resetEnvForTests();
    t = await createTestDb(dialect);
    forgetTokenSecretForTests();
  });
  afterAll(async () => {
    delete process.env.TRUST_PROXY;
    delete process.env.SITE_URL;
    delete process.env.ANALYTICS;
    resetEnvForTests();
    await t.close();
  });
  beforeEach(async () => {
    for (const table of ['analytics_views', 'analytics_salts', 'analytics_daily', 'analytics_hourly'] as const)
      await t.db.deleteFrom(table).execute();
    forgetSaltForTests();
    resetBeaconThrottleForTests();
    delete process.env.ANALYTICS;
    resetEnvForTests();
  });

  it('counts a page view with its first touch, and stores neither the address nor the user agent anywhere', async () => {
    const response = await collectPageView(
      beacon(
        { p: '/about/', e: '/?utm_source=newsletter&utm_campaign=amapiano-tour', r: '', n: 1 },
        { headers: { 'cf-ipcountry': 'KE' } },
      ),
      day1,
    );
    expect(response.status).toBe(204);
    const rows = await t.db.selectFrom('analytics_views').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      day: '2026-11-20',
      hour: 10,
      path: '/about',
      channel: 'email',
      utm_source: 'newsletter',
      utm_campaign: 'amapiano-tour',
      country: 'KE',
      device: 'desktop',
    });
    // Every text column of every table: no address, no user agent, not even part of one.
    const tables = ['analytics_views', 'analytics_salts', 'analytics_daily', 'analytics_hourly', 'inquiries'] as const;
    await rollUpDay('2026-11-20');
    for (const table of tables) {
      const all = await t.db.selectFrom(table).selectAll().execute();
      const text = JSON.stringify(all);
      expect(text, table).not.toContain('203.0.113.7');
      expect(text, table).not.toContain('Mozilla');
      expect(text, table).not.toContain('Chrome/131');
    }
  });

  it('rotates the salt daily: the same visitor on two days is two uniques; past salts are deleted', async () => {
    for (const at of [day1, day1, day2])
      expect((await collectPageView(beacon({ p: '/', e: '/', r: '' }), at)).status).toBe(204);
    await collectPageView(beacon({ p: '/', e: '/', r: '' }, { ip: '203.0.113.8' }), day1);
    const rows = await t.db.selectFrom('analytics_views').select(['day', 'visitor']).orderBy('id').execute();
    expect(rows).toHaveLength(4);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor); // the same person the next day
    expect(rows[3]!.visitor).not.toBe(rows[0]!.visitor); // another address the same day
    await rollUpDay('2026-11-20');
    await rollUpDay('2026-11-21');
    const totals = await t.db
      .selectFrom('analytics_daily')
      .select(['day', 'views', 'visitors'])
      .where('dimension', '=', 'total')
      .orderBy('day')
      .execute();
    expect(totals.map((r) => [r.day, Number(r.views), Number(r.visitors)])).toEqual([
      ['2026-11-20', 3, 2],
      ['2026-11-21', 1, 1],
    ]);
    // Over two days: 3 uniques (1+... the same person counted on each day), never linkable across days.
    expect(totals.reduce((sum, r) => sum + Number(r.visitors), 0)).toBe(3);
    await pruneAnalytics(new Date('2026-11-21T23:00:00Z'), 30);
    const salts = await t.db.selectFrom('analytics_salts').select('day').execute();
    expect(salts.map((s) => s.day)).toEqual(['2026-11-21']);
  });

  it('does not count bots, prefetches, Do Not Track, Global Privacy Control or ANALYTICS=0', async () => {
    const before = await outcomes();
    const body = { p: '/', e: '/', r: '' };
    const cases: [Request, string][] = [
      [beacon(body, { agent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0 Safari/537.36' }), 'bot'],
      [beacon(body, { agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }), 'bot'],
      [beacon(body, { agent: '' }), 'bot'],
      [beacon(body, { headers: { 'sec-purpose': 'prefetch' } }), 'prefetch'],
      [beacon(body, { headers: { dnt: '1' } }), 'do-not-track'],
      [beacon(body, { headers: { 'sec-gpc': '1' } }), 'do-not-track'],
    ];
    for (const [request] of cases) expect((await collectPageView(request, day1)).status).toBe(204);
    process.env.ANALYTICS = '0';
    resetEnvForTests();
    expect((await collectPageView(beacon(body), day1)).status).toBe(204);
    expect(await t.db.selectFrom('analytics_views').selectAll().execute()).toEqual([]);
    const after = await outcomes();
    expect(after.bot! - before.bot!).toBe(3);
    expect(after.prefetch! - before.prefetch!).toBe(1);
    expect(after['do-not-track']! - before['do-not-track']!).toBe(2);
    expect(after.off! - before.off!).toBe(1);
  });

  it('answers bad input with 4xx or drops it, never 500, and counts it', async () => {
    const before = await outcomes();
    const bad: [Request, number][] = [
      [beacon('not json'), 400],
      [beacon({ p: 42 }), 400],
      [beacon({ p: '/', r: 'x'.repeat(1500) }), 400],
      [beacon(JSON.stringify({ p: '/', e: 'y'.repeat(3000) })), 413],
      [beacon({ p: '/' }, { headers: { origin: 'https://evil.example' } }), 403],
      [beacon({ p: '/' }, { headers: { origin: 'null' } }), 403],
      [beacon({ p: '/admin/inquiries' }), 204],
      [beacon({ p: '/preview/talent/1' }), 204],
      [beacon({ p: '/\u0000/x\u0007' }), 204],
      [beacon({ p: '/wp-login.php' }), 204],
    ];
    for (const [request, status] of bad) expect((await collectPageView(request, day1)).status).toBe(status);
    expect(await t.db.selectFrom('analytics_views').selectAll().execute()).toEqual([]);
    const after = await outcomes();
    expect(after['bad-request']! - before['bad-request']!).toBe(6);
    expect(after['unknown-path']! - before['unknown-path']!).toBe(4);
    expect(after.error).toBe(before.error);
  });

  it('10,000 invented paths add no stored value, and a flood from one address is throttled', async () => {
    for (let i = 0; i < 10_000; i++) {
      const response = await collectPageView(beacon({ p: `/fake-${i}` }, { ip: `10.${i >> 8}.${i & 255}.1` }), day1);
      expect(response.status).toBeLessThan(500);
    }
    expect(await t.db.selectFrom('analytics_views').selectAll().execute()).toEqual([]);
    const statuses: number[] = [];
    for (let i = 0; i < BEACON_LIMIT_PER_MINUTE + 20; i++)
      statuses.push((await collectPageView(beacon({ p: '/about' }, { ip: '198.51.100.99' }), day1)).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(BEACON_LIMIT_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const { count } = await t.db
      .selectFrom('analytics_views')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(BEACON_LIMIT_PER_MINUTE);
  });

  it('counts an inquiry form opened by channel and campaign, on form pages only, under the same rules, kept by roll-ups', async () => {
    const before = await outcomes();
    const campaign = '/?utm_source=newsletter&utm_campaign=amapiano-tour';
    const opened = [
      beacon({ p: '/contact', e: campaign, k: 'form_open' }),
      beacon({ p: '/contact', e: campaign, k: 'form_open' }, { ip: '203.0.113.8' }),
      beacon({ p: '/contact', e: '/', r: 'https://www.google.com/', k: 'form_open' }, { ip: '203.0.113.9' }),
    ];
    for (const request of opened) expect((await collectPageView(request, day1)).status).toBe(204);
    // Not a form page, an invented path, a bot, Do Not Track, a foreign origin, an unknown kind.
    const dropped: [Request, number][] = [
      [beacon({ p: '/about', e: campaign, k: 'form_open' }), 204],
      [beacon({ p: '/talent/no-such-artist/book', e: campaign, k: 'form_open' }), 204],
      [beacon({ p: '/contact', e: campaign, k: 'form_open' }, { agent: 'Googlebot/2.1' }), 204],
      [beacon({ p: '/contact', e: campaign, k: 'form_open' }, { headers: { dnt: '1' } }), 204],
      [beacon({ p: '/contact', k: 'form_open' }, { headers: { origin: 'https://evil.example' } }), 403],
      [beacon({ p: '/contact', k: 'click' }), 400],
    ];
    for (const [request, status] of dropped) expect((await collectPageView(request, day1)).status).toBe(status);
    const after = await outcomes();
    expect(after['form-opened']! - before['form-opened']!).toBe(3);
    expect(after['unknown-path']! - before['unknown-path']!).toBe(2);
    // A form opening is not a page view.
    expect(await t.db.selectFrom('analytics_views').selectAll().execute()).toEqual([]);

    await rollUpDay('2026-11-20'); // recomputing the day's roll-ups keeps the counts kept as they arrived
    const counted = async (dimension: string) =>
      (
        await t.db
          .selectFrom('analytics_daily')
          .select(['value', 'views'])
          .where('day', '=', '2026-11-20')
          .where('dimension', '=', dimension)
          .orderBy('value')
          .execute()
      ).map((r) => [r.value, Number(r.views)]);
    expect(await counted('form-channel')).toEqual([
      ['email', 2],
      ['search', 1],
    ]);
    expect(await counted('form-campaign')).toEqual([['amapiano-tour', 2]]);

    // Bounded: past MAX_VALUES_PER_DAY campaigns a day, the rest count as '(other)'.
    for (let i = 0; i < MAX_VALUES_PER_DAY + 5; i++)
      await collectPageView(
        beacon({ p: '/contact', e: `/?utm_campaign=c${i}`, k: 'form_open' }, { ip: `10.9.${i >> 8}.${i & 255}` }),
        day1,
      );
    const campaigns = await counted('form-campaign');
    expect(campaigns).toHaveLength(MAX_VALUES_PER_DAY + 1);
    expect(campaigns).toContainEqual(['(other)', 6]);
  });

  it('rolls raw views up by day and hour, and deletes raw views after ANALYTICS_RAW_DAYS', async () => {
    const old = new Date('2026-10-01T08:00:00Z');
    await collectPageView(beacon({ p: '/contact', e: '/contact', r: 'https://www.google.com/' }), old);
    await collectPageView(beacon({ p: '/', e: '/', r: '' }, { ip: '203.0.113.9', agent: PHONE }), day1);
    await collectPageView(beacon({ p: '/about', e: '/', r: '' }, { ip: '203.0.113.9', agent: PHONE }), day1);
    await rollUpDay('2026-10-01');
    await rollUpDay('2026-11-20');
    await rollUpDay('2026-11-20'); // idempotent
    const daily = await t.db
      .selectFrom('analytics_daily')
      .select(['day', 'dimension', 'value', 'views', 'visitors'])
      .orderBy('day')
      .orderBy('dimension')
      .orderBy('value')
      .execute();
    const of = (day: string, dimension: string) =>
      daily
        .filter((r) => r.day === day && r.dimension === dimension)
        .map((r) => [r.value, Number(r.views), Number(r.visitors)]);
    expect(of('2026-11-20', 'page')).toEqual([
      ['/', 1, 1],
      ['/about', 1, 1],
    ]);
    expect(of('2026-11-20', 'device')).toEqual([['mobile', 2, 1]]);
    expect(of('2026-10-01', 'channel')).toEqual([['search', 1, 1]]);
    expect(of('2026-10-01', 'referrer')).toEqual([['google.com', 1, 1]]);
    const hourly = await t.db.selectFrom('analytics_hourly').selectAll().where('day', '=', '2026-11-20').execute();
    expect(hourly.map((h) => [Number(h.hour), Number(h.views)])).toEqual([[10, 2]]);

    await pruneAnalytics(new Date('2026-11-21T01:00:00Z'), 30);
    const left = await t.db.selectFrom('analytics_views').select('day').execute();
    expect(left.map((r) => r.day)).toEqual(['2026-11-20', '2026-11-20']);
    // The roll-up of a day whose raw views are gone stays.
    expect(of('2026-10-01', 'total')).toEqual([['', 1, 1]]);
    const kept = await t.db
      .selectFrom('analytics_daily')
      .select(sql<number>`count(*)`.as('n'))
      .where('day', '=', '2026-10-01')
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeGreaterThan(0);
  });

  it("records an inquiry's first touch from its hidden fields, bounded; none with ANALYTICS=0", async () => {
    async function send(extra: Record<string, string>) {
      const data = new FormData();
      data.set(FORM_META.kind, 'general');
      data.set(FORM_META.token, await issueFormToken(new Date(Date.now() - MIN_FILL_MS - 1_000)));
      data.set(FORM_META.honeypot, '');
      data.set('consent', 'on');
      for (const [key, value] of Object.entries({
        name: 'Thandi',
        email: 'thandi@visitor.example',
        subject: 'Hello',
        message: 'A message',
        ...extra,
      }))
        data.set(key, value);
      const outcome = await submitInquiry(data, { ip: `192.0.2.${Math.floor(Math.random() * 200) + 1}` });
      if (!outcome.ok) throw new Error(outcome.message);
      return (await findInquiryById(outcome.id!))!;
    }
    const lead = await send({
      [FORM_META.visitEntry]: '/talent?utm_source=newsletter&utm_medium=email&utm_campaign=amapiano-tour',
      [FORM_META.visitReferrer]: '',
    });
    expect(lead).toMatchObject({
      visit_entry_page: '/talent',
      visit_channel: 'email',
      visit_utm_source: 'newsletter',
      visit_utm_medium: 'email',
      visit_utm_campaign: 'amapiano-tour',
      visit_referrer_host: null,
    });
    const forged = await send({ [FORM_META.visitEntry]: 'x'.repeat(5000), [FORM_META.visitReferrer]: '\u0000' });
    expect(forged.visit_channel).toBeNull();
    process.env.ANALYTICS = '0';
    resetEnvForTests();
    const off = await send({ [FORM_META.visitEntry]: '/?utm_campaign=x', [FORM_META.visitReferrer]: '' });
    expect(off.visit_channel).toBeNull();

    // The dashboard's funnel: the campaign's visitors, its inquiry, and the inquiry once won.
    delete process.env.ANALYTICS;
    resetEnvForTests();
    const now = new Date();
    await collectPageView(
      beacon({ p: '/talent', e: '/talent?utm_source=newsletter&utm_campaign=amapiano-tour', n: 1 }),
      now,
    );
    await collectPageView(
      beacon({ p: '/contact', e: '/talent?utm_source=newsletter&utm_campaign=amapiano-tour', k: 'form_open' }),
      now,
    );
    await t.db.updateTable('inquiries').set({ status: 'won' }).where('id', '=', lead.id).execute();
    const period = parsePeriod({ range: 'day' }, now);
    const report = await dashboard(period, now);
    expect(report.current).toEqual({ views: 1, visitors: 1 });
    expect(report.byCampaign.find((r) => r.value === 'amapiano-tour')).toEqual({
      value: 'amapiano-tour',
      visitors: 1,
      forms: 1,
      inquiries: 1,
      won: 1,
    });
    expect(report.byChannel.find((r) => r.value === 'email')).toMatchObject({
      visitors: 1,
      forms: 1,
      inquiries: 1,
      won: 1,
    });
    expect(report.tables.campaigns).toEqual([{ value: 'amapiano-tour', views: 1, visitors: 1 }]);
  });
});
