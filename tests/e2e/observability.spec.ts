import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, MIN_FILL_MS, randomClientIp, receivedMail, test } from './fixtures';

// The production server's JSON request log and its Prometheus metrics, read from a real run
// (scripts/e2e.mjs starts the server with METRICS_TOKEN and METRICS_PORT and keeps its log).

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const token = process.env.METRICS_TOKEN ?? '';
const metricsPort = process.env.METRICS_PORT ?? '';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type LogLine = Record<string, unknown> & { event?: string; msg?: string };

/** Every JSON line the server has written so far (stdout and stderr go to one file). */
function serverLog(): { lines: LogLine[]; text: string } {
  const text = fs.readFileSync(process.env.E2E_SERVER_LOG ?? '', 'utf8');
  const lines: LogLine[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    lines.push(JSON.parse(line) as LogLine);
  }
  return { lines, text };
}

function requestLines(filter: (line: LogLine) => boolean) {
  return serverLog().lines.filter((line) => line.event === 'request' && filter(line));
}

async function scrape(request: APIRequestContext) {
  const response = await request.get('/metrics', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The value of one sample (0 for a labelled one not counted yet), e.g. metric(text, 'agency_outbox_deliveries_total', 'outcome="sent"'). */
function metric(text: string, name: string, labels?: string) {
  const line = text
    .split('\n')
    .find((l) => (labels ? l.startsWith(`${name}{`) && l.includes(labels) : l.startsWith(`${name} `)));
  // A labelled counter has no sample until the first count with those labels.
  if (!line && labels) return 0;
  expect(line, `${name} in the metrics`).toBeTruthy();
  return Number(line!.slice(line!.lastIndexOf(' ') + 1));
}

test('the server runs without loading the SWC compiler, on the configuration of next.config.mjs', async ({
  request,
}) => {
  // The configuration is plain JavaScript, which Next imports without compiling it: a TypeScript one
  // would load the compiler's native binding, which stays mapped, 25 MB resident (decisions 113, 118).
  const maps = fs.readFileSync(`/proc/${process.env.E2E_SERVER_PID}/maps`, 'utf8');
  // The SQLite addon shows the maps are the server's: 12's build/Release/better_sqlite3.node on Node 20,
  // 13's prebuilds/linux-x64.node on Node 22+ (decision 123).
  expect(maps).toMatch(/better_sqlite3\.node|better-sqlite3\/prebuilds\//);
  expect(maps).not.toMatch(/next-swc|@next\/swc/);
  // next.config.mjs's headers are what the server sends.
  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-powered-by']).toBeUndefined();
});

test.describe('metrics endpoint', () => {
  test('on the main port only with the bearer token, never cached', async ({ request }) => {
    expect(token.length).toBeGreaterThan(20);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Basic ${token}` },
    ];
    for (const headers of attempts) {
      const refused = await request.get('/metrics', { headers });
      expect(refused.status()).toBe(401);
      expect(await refused.text()).not.toContain('agency_');
    }
    const first = await request.get('/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('no-store');
    const text = await first.text();
    for (const name of [
      'agency_http_requests_total',
      'agency_http_request_duration_seconds_bucket',
      'agency_cache_entries',
      'agency_cache_bytes',
      'agency_outbox_pending',
      'agency_outbox_oldest_pending_seconds',
      'agency_outbox_failed',
      'agency_sign_in_failures_total',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toMatch(new RegExp(`^${name}[ {]`, 'm'));
    }
    // Refused without the token, whatever was asked before.
    expect((await request.get('/metrics')).status()).toBe(401);
  });

  test('on the loopback metrics port without a token', async ({ request }) => {
    expect(metricsPort).toMatch(/^\d+$/);
    const response = await request.get(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^agency_cache_entries\{store="route"\} \d+/m);
    expect((await request.get(`http://127.0.0.1:${metricsPort}/`)).status()).toBe(404);
  });
});

test('each request is one JSON line without its query string; requests and cached pages are counted', async ({
  request,
  clientIp,
}) => {
  const before = await scrape(request);
  const search = `visitor-${unique()}@example.com`;
  const headers = { 'x-forwarded-for': clientIp, cookie: `agency_session=secret-${unique()}` };
  for (const attempt of [1, 2]) {
    const response = await request.get(`/about?q=${encodeURIComponent(search)}`, { headers });
    expect(response.status(), `attempt ${attempt}`).toBe(200);
    // /about is rendered at most once per process and kept in the route cache (src/server/cache/route-cache.mjs).
    if (attempt === 2) expect(response.headers()['x-nextjs-cache'], 'the second /about').toBe('HIT');
  }
  const after = await scrape(request);
  // The store the metrics report is the one that answered: it holds /about at least.
  expect(metric(after, 'agency_cache_entries', 'store="route"')).toBeGreaterThan(0);
  expect(metric(after, 'agency_cache_bytes', 'store="route"')).toBeGreaterThan(0);
  expect(metric(after, 'agency_http_requests_total', 'route_kind="page",status="200"')).toBeGreaterThanOrEqual(
    metric(before, 'agency_http_requests_total', 'route_kind="page",status="200"') + 2,
  );

  await expect.poll(() => requestLines((l) => l.client === clientIp && l.path === '/about').length).toBe(2);
  for (const line of requestLines((l) => l.client === clientIp && l.path === '/about')) {
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/about', status: 200, routeKind: 'page' });
    expect(typeof line.durationMs).toBe('number');
    expect(typeof line.time).toBe('string');
  }
  // The metrics scrapes themselves are logged, and carry no token.
  expect(requestLines((l) => l.path === '/metrics').length).toBeGreaterThan(0);

  const { text } = serverLog();
  expect(text).not.toContain(search);
  expect(text).not.toContain(encodeURIComponent(search));
  expect(text).not.toContain(headers.cookie);
  expect(text).not.toContain(token);
});

test('an inquiry moves the outbox figures; a wrong password counts as a sign-in failure', async ({
  request,
  clientIp,
}) => {
  const before = await scrape(request);
  const sentBefore = metric(before, 'agency_outbox_deliveries_total', 'outcome="sent"');

  const html = await (await request.get('/contact', { headers: { 'x-forwarded-for': clientIp } })).text();
  const input = (html.match(/<input[^>]*>/g) ?? []).find(
    (tag) => tag.includes('name="form_token"') && tag.includes('form="inquiry-general"'),
  );
  const formToken = /value="([^"]+)"/.exec(input ?? '')?.[1] ?? '';
  expect(formToken).not.toBe('');
  // The honeypot refuses a form sent back sooner than a person could fill it.
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
  const email = `metrics-${unique()}@e2e.test`;
  const submitted = await request.post('/contact/submit', {
    headers: { origin: baseURL, 'x-forwarded-for': clientIp },
    form: {
      kind: 'general',
      form_token: formToken,
      fax_number: '',
      name: 'Metrics Visitor',
      email,
      subject: `Metrics ${email}`,
      message: 'Counting e-mails.',
      consent: 'on',
    },
    maxRedirects: 0,
  });
  expect(submitted.status()).toBe(303);

  // The outbox e-mails it to the agency (the loopback SMTP capture is up) and counts the delivery;
  // the visitor's acknowledgement goes out too, to the visitor.
  const toAgency = () =>
    receivedMail().filter((m) => m.raw.includes(email) && m.envelope.to.includes('inbox@e2e.test'));
  await expect.poll(() => toAgency().length, { timeout: 15_000 }).toBe(1);
  await expect
    .poll(async () => metric(await scrape(request), 'agency_outbox_deliveries_total', 'outcome="sent"'), {
      timeout: 15_000,
    })
    .toBeGreaterThan(sentBefore);
  await expect
    .poll(() => serverLog().lines.filter((l) => l.event === 'mail.outbox.sent').length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const after = await scrape(request);
  expect(metric(after, 'agency_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  expect(metric(after, 'agency_outbox_failed')).toBeGreaterThanOrEqual(0);

  const post = requestLines((l) => l.client === clientIp && l.method === 'POST');
  expect(post).toContainEqual(expect.objectContaining({ path: '/contact/submit', status: 303, routeKind: 'action' }));

  // A wrong password from another address.
  const failuresBefore = metric(after, 'agency_sign_in_failures_total', 'reason="password"');
  const attacker = randomClientIp();
  const wrongPassword = `wrong-${unique()}`;
  const refused = await request.post('/admin-login/session', {
    form: { password: wrongPassword },
    headers: { origin: baseURL, 'x-forwarded-for': attacker },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(401);
  expect(metric(await scrape(request), 'agency_sign_in_failures_total', 'reason="password"')).toBeGreaterThan(
    failuresBefore,
  );
  await expect
    .poll(() => serverLog().lines.filter((l) => l.event === 'auth.sign_in.failure' && l.ip === attacker).length)
    .toBe(1);
  expect(requestLines((l) => l.client === attacker)).toContainEqual(
    expect.objectContaining({ path: '/admin-login/session', status: 401, routeKind: 'admin' }),
  );

  const { text } = serverLog();
  expect(text).not.toContain(email);
  expect(text).not.toContain(wrongPassword);
});
