import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BEACON_LIMIT_PER_MINUTE,
  MAX_BEACON_BYTES,
  resetBeaconThrottleForTests,
} from '@/server/analytics/beacon-rules.mjs';
import { createBeaconCollector } from '@/server/analytics/collector.mjs';
import { recordBeacons } from '@/server/analytics/record';
import { resetEnvForTests } from '@/server/env';
import { metrics } from '@/server/metrics.mjs';
import { forgetSaltForTests } from '@/server/repositories/analytics';
import { stampClientAddress } from '@/server/security/client-address.mjs';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/**
 * The beacon's fast path in server/index.mjs (src/server/analytics/collector.mjs, decision 157): the
 * same rules as the route handler, answered before anything is written; the writes land in one batch
 * on the flush (timer, batch size, shutdown). A real node:http server, stamped as the entry stamps.
 */

const ORIGIN = 'http://localhost:3000';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Collector = ReturnType<typeof createBeaconCollector>;
const silent = { error: () => {} };

async function outcome(name: string) {
  const metric = await metrics().analyticsBeacons.get();
  return metric.values.find((v) => v.labels.outcome === name)?.value ?? 0;
}

describe.each(testDialects)('the beacon collector in the entry, on %s', (dialect) => {
  let t: TestDb;
  let server: http.Server;
  let base = '';
  let collector: Collector;
  let collectors: Collector[] = [];

  /** A collector of its own for each test (options vary); the server hands it every request. */
  function collect(options: Partial<Parameters<typeof createBeaconCollector>[0]> = {}) {
    collector = createBeaconCollector({
      settings: { analytics: true, trustProxy: true, siteUrl: ORIGIN },
      log: silent,
      recorder: () => recordBeacons,
      flushEveryMs: 60_000, // by hand unless a test says otherwise
      ...options,
    });
    collectors.push(collector);
    return collector;
  }

  function post(body: unknown, { ip = '203.0.113.7', headers = {} as Record<string, string>, path = '/api/v' } = {}) {
    return fetch(`${base}${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        origin: ORIGIN,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': DESKTOP,
        'x-forwarded-for': ip,
        ...headers,
      },
    });
  }

  const views = async () => (await t.db.selectFrom('analytics_views').select(['path', 'entry']).execute()).length;

  beforeAll(async () => {
    process.env.SITE_URL = ORIGIN;
    process.env.TRUST_PROXY = '1';
    resetEnvForTests();
    t = await createTestDb(dialect);
    server = http.createServer((req, res) => {
      stampClientAddress(req.headers, req.socket.remoteAddress, true);
      if (collector.handle(req, res)) return;
      res.writeHead(404).end('next would answer this');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    delete process.env.SITE_URL;
    delete process.env.TRUST_PROXY;
    resetEnvForTests();
    await t.close();
  });
  beforeEach(async () => {
    for (const table of ['analytics_views', 'analytics_salts', 'analytics_daily'] as const)
      await t.db.deleteFrom(table).execute();
    forgetSaltForTests();
    resetBeaconThrottleForTests();
  });
  afterEach(async () => {
    for (const c of collectors) await c.close();
    collectors = [];
  });

  it('answers 204 before writing; the page views land in one flush', async () => {
    collect();
    const sent = await Promise.all([
      post({ p: '/about', e: '/?utm_source=newsletter', r: '', n: 1 }),
      post({ p: '/talent', n: 0 }, { ip: '203.0.113.8' }),
      post({ p: '/no-such-page', n: 1 }, { ip: '203.0.113.9' }),
    ]);
    expect(sent.map((r) => r.status)).toEqual([204, 204, 204]);
    expect(await views()).toBe(0);
    expect(collector.pending).toBe(3);
    const counted = await outcome('counted');
    await collector.flush();
    expect(collector.pending).toBe(0);
    const rows = await t.db
      .selectFrom('analytics_views')
      .select(['path', 'entry', 'channel'])
      .orderBy('path')
      .execute();
    // The invented path is dropped at the flush, as before: it adds no value.
    expect(rows).toEqual([
      { path: '/about', entry: expect.anything(), channel: 'email' },
      { path: '/talent', entry: expect.anything(), channel: 'direct' },
    ]);
    expect((await outcome('counted')) - counted).toBe(2);
  });

  it('flushes on its own within the interval, and at once when a batch is full', async () => {
    collect({ flushEveryMs: 200 });
    await post({ p: '/about', n: 1 });
    await expect.poll(views, { timeout: 5_000 }).toBe(1);

    collect({ flushEveryMs: 60_000, batchSize: 3 });
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) await post({ p: '/contact', n: 1 }, { ip });
    await expect.poll(views, { timeout: 5_000 }).toBe(4);
  });

  it('writes what waits when the server shuts down', async () => {
    collect();
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) await post({ p: '/about', n: 1 }, { ip });
    expect(await views()).toBe(0);
    await collector.close();
    expect(await views()).toBe(3);
  });

  it('caps the body, refuses foreign and malformed posts, throttles one address, and queues none of them', async () => {
    collect();
    const big = JSON.stringify({ p: `/about?${'x'.repeat(MAX_BEACON_BYTES)}` });
    expect((await post(big)).status).toBe(413);
    expect((await post('{not json')).status).toBe(400);
    expect((await post({ p: '/about', n: 7 })).status).toBe(400);
    expect((await post({ p: '/about' }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await post({ p: '/about' }, { headers: { dnt: '1' } })).status).toBe(204);
    expect((await post({ p: '/about' }, { headers: { 'sec-purpose': 'prefetch' } })).status).toBe(204);
    expect((await post({ p: '/about' }, { headers: { 'user-agent': 'Googlebot/2.1' } })).status).toBe(204);
    expect(collector.pending).toBe(0);

    const throttled = await outcome('throttled');
    const answers: number[] = [];
    for (let i = 0; i < BEACON_LIMIT_PER_MINUTE + 5; i++)
      answers.push((await post({ p: '/about' }, { ip: '198.51.100.4' })).status);
    expect(answers.filter((s) => s === 204)).toHaveLength(BEACON_LIMIT_PER_MINUTE);
    expect(answers.slice(BEACON_LIMIT_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    expect((await outcome('throttled')) - throttled).toBe(5);
    expect((await post({ p: '/about' }, { ip: '198.51.100.5' })).status).toBe(204);
    expect(collector.pending).toBe(BEACON_LIMIT_PER_MINUTE + 1);
    await collector.flush();
    expect(await views()).toBe(BEACON_LIMIT_PER_MINUTE + 1);
  });

  it('drops and counts beacons when the queue is full', async () => {
    collect({ maxQueue: 2 });
    const dropped = await outcome('dropped');
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3'])
      expect((await post({ p: '/about' }, { ip })).status).toBe(204);
    expect(collector.pending).toBe(2);
    expect((await outcome('dropped')) - dropped).toBe(1);
  });

  it('takes POST /api/v only: other paths and methods go on to Next.js', async () => {
    collect();
    expect((await post({ p: '/about' }, { path: '/api/v/x' })).status).toBe(404);
    expect((await post({ p: '/about' }, { path: '/api/vv' })).status).toBe(404);
    expect((await fetch(`${base}/api/v`)).status).toBe(404);
    expect((await post({ p: '/about' }, { path: '/api/v?x=1' })).status).toBe(204);
    expect(collector.pending).toBe(1);
  });
});
