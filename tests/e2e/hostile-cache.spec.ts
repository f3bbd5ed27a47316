import http from 'node:http';
import { adminPassword, expect, randomClientIp, test } from './fixtures';

/*
 * The page cache of scripts/serve.mjs against requests crafted to poison it: odd paths, session
 * cookies, router headers, conditional and partial requests (docs/decisions/060-page-cache-contract.md). Raw node:http requests: browsers and
 * Playwright normalise `..` and `%2e` before sending, an attacker's client does not. Every URL
 * carries a query string of this run's own, so the specs that share the server never see it.
 * The server runs with PAGE_CACHE_STATUS_HEADER=1 (scripts/e2e.mjs): x-agency-cache tells HIT/MISS.
 */

const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@e2e.test';

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET with exactly this request-target and these headers (nothing added but Host). */
function raw(target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: target,
        method: 'GET',
        agent: false,
        headers: { 'accept-encoding': 'identity', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The first link to a detail page on a public list, e.g. `/talent/<slug>`. */
async function firstDetailPath(list: string) {
  const { body } = await raw(list);
  const match = body.match(new RegExp(`href="(${list}/[a-z0-9-]+)"`));
  expect(match, `a detail link on ${list}`).not.toBeNull();
  return match![1]!;
}

/** What a visitor must get for a public page: the whole HTML document. */
function expectWholePage(response: RawResponse, what: string) {
  expect(response.status, what).toBe(200);
  expect(response.headers['content-type'], what).toMatch(/^text\/html/);
  expect(
    response.body.startsWith('<!DOCTYPE html>'),
    `${what}: starts like ${JSON.stringify(response.body.slice(0, 40))}`,
  ).toBe(true);
  expect(response.body.trimEnd().endsWith('</html>'), what).toBe(true);
}

/** Signs in through the form's endpoint; returns the Cookie header of the admin session. */
async function adminCookie(request: import('@playwright/test').APIRequestContext) {
  const response = await request.post('/admin-login/session', {
    form: { password: adminPassword },
    // The sign-in endpoint refuses a post without our Origin (docs/decisions/063-clean-refusals.md).
    headers: { 'x-forwarded-for': randomClientIp(), origin: new URL(process.env.E2E_BASE_URL!).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const cookie = response.headers()['set-cookie']?.match(/((?:__Host-)?ngoma_admin=[^;]+)/)?.[1];
  expect(cookie).toBeTruthy();
  return cookie!;
}

/** Requests that ask Next.js for something else than the public page, or carry what must not be shared. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { 'x-middleware-prefetch': '1' },
  { rsc: '1' },
  { 'next-router-prefetch': '1', rsc: '1' },
  { 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' },
  { 'next-router-segment-prefetch': '/_tree' },
  { 'x-nextjs-data': '1' },
  { 'x-now-route-matches': 'slug=x' },
  { 'x-matched-path': '/admin/inquiries' },
  { 'x-invoke-path': '/admin/inquiries' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { range: 'bytes=0-99' },
  { 'if-none-match': '"stale"', 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' },
  { cookie: 'ngoma_admin=forged-session; theme=dark' },
  { accept: 'text/x-component' },
  { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
];

test('hostile request headers on detail and list pages never change what the next visitor receives', async () => {
  test.setTimeout(120_000);
  const pages = [
    await firstDetailPath('/talent'),
    await firstDetailPath('/blog'),
    await firstDetailPath('/portfolio'),
    '/talent',
    '/blog',
    '/portfolio',
  ];
  for (const page of pages) {
    for (const [i, headers] of HOSTILE_HEADERS.entries()) {
      const url = `${page}?hostile=${run}-${i}`;
      await raw(url, headers);
      expectWholePage(await raw(url), `${url} after ${JSON.stringify(headers)}`);
      expectWholePage(await raw(url), `${url} again`);
    }
  }
});

test('an admin page reached through a non-normalised path is never stored nor served to anybody else', async ({
  request,
}) => {
  const cookie = await adminCookie(request);
  // The signed-in admin's own answer, so the test knows what a leak would look like.
  const own = await raw(`/talent/../admin/inquiries?own=${run}`, { cookie });
  expect(own.status).toBe(200);
  expect(own.body).toContain(adminEmail);
  expect(own.headers['x-agency-cache']).toBeUndefined();

  const targets = [
    '/talent/../admin/inquiries',
    '/talent/../admin/inquiries/export',
    '/talent/%2e%2e/admin/inquiries',
    '/talent/%2E%2E/admin/inquiries/export',
    '/blog/.%2e/admin/inquiries',
    '/talent/./../admin/inquiries',
    '//admin/inquiries',
    '/talent\\..\\admin\\inquiries',
    '/admin/inquiries/',
  ];
  for (const [i, target] of targets.entries()) {
    const url = `${target}?poison=${run}-${i}`;
    const signedIn = await raw(url, { cookie });
    expect(signedIn.headers['x-agency-cache'], `${url} signed in`).toBeUndefined();
    for (const attempt of [1, 2]) {
      const anonymous = await raw(url);
      expect(anonymous.headers['x-agency-cache'], `${url} anonymous #${attempt}`).toBeUndefined();
      expect(anonymous.body, `${url} anonymous #${attempt}`).not.toContain(adminEmail);
      expect(anonymous.headers['content-type'] ?? '', url).not.toMatch(/text\/csv/);
    }
  }
});

test('the session cookie bypasses the cache: a signed-in admin gets Next.js’s own answer, and stores nothing', async ({
  request,
}) => {
  const cookie = await adminCookie(request);
  const page = await firstDetailPath('/portfolio');
  const signedIn = await raw(`${page}?admin=${run}`, { cookie });
  expectWholePage(signedIn, page);
  expect(signedIn.headers['x-agency-cache']).toBeUndefined();
  const list = await raw(`/talent?q=${run}-signed-in`, { cookie });
  expect(list.headers['x-agency-cache']).toBeUndefined();
  // The first anonymous request for that query string is a miss: the admin's visit stored nothing.
  const anonymous = await raw(`/talent?q=${run}-signed-in`);
  expectWholePage(anonymous, '/talent?q=…');
  expect(anonymous.headers['x-agency-cache']).toBe('MISS');
});

test('trailing-slash, double-slash and dot-segment forms go to Next.js, which redirects; the cache never answers them', async () => {
  const page = await firstDetailPath('/talent');
  const forms = [
    `${page}/`,
    page.replace('/talent/', '/talent//'),
    page.replace('/talent/', '/talent/./'),
    '/talent/',
    '/blog/',
    `/portfolio/?q=${run}`,
  ];
  for (const form of forms) {
    for (const attempt of [1, 2]) {
      const response = await raw(form);
      expect(response.headers['x-agency-cache'], `${form} #${attempt}`).toBeUndefined();
      expect(response.status, form).not.toBe(500);
      if (response.status === 200) expectWholePage(response, form);
    }
  }
  expect((await raw(`${page}/`)).status).toBe(308);
  expectWholePage(await raw(page), page);
});

test('a Range request racing plain GETs gives none of the plain GETs a partial answer', async () => {
  const whole = await raw(`/og-image.png?whole=${run}`);
  expect(whole.status).toBe(200);
  const length = Number(whole.headers['content-length']);
  expect(length).toBeGreaterThan(1000);
  for (const round of [1, 2, 3]) {
    const url = `/og-image.png?race=${run}-${round}`;
    const ranged = raw(url, { range: 'bytes=0-99' });
    const plain = await Promise.all(Array.from({ length: 5 }, () => raw(url)));
    await ranged;
    for (const response of plain) {
      expect(response.status, `round ${round}`).toBe(200);
      expect(Number(response.headers['content-length']), `round ${round}`).toBe(length);
    }
  }
});

test('a flood of new query strings mints no entry for a page that reads none, and at most 64 variants of a list', async () => {
  test.setTimeout(120_000);
  // robots.txt reads no query string, so it is not keyed on one: 1,000 new query strings, one entry.
  const states = new Map<string, number>();
  const concurrency = 20;
  for (let start = 0; start < 1_000; start += concurrency) {
    const batch = await Promise.all(
      Array.from({ length: concurrency }, (_, i) => raw(`/robots.txt?flood=${run}-${start + i}`)),
    );
    for (const response of batch) {
      expect(response.status).toBe(200);
      const state = String(response.headers['x-agency-cache']);
      states.set(state, (states.get(state) ?? 0) + 1);
    }
  }
  // A render after each expiry (60 s) or clear (specs that save content clear the cache, and may run
  // meanwhile); keyed on the query string, all 1,000 would be misses.
  expect(states.get('MISS') ?? 0).toBeLessThan(20);
  expect(states.get('HIT')).toBeGreaterThan(980);

  // A list keeps at most 64 query-string variants (createPageCache's maxVariantsPerPath): a flood of
  // searches replaces that list's oldest variants (that it leaves the other pages alone is proven in
  // tests/unit/page-cache.test.ts, where nothing else clears the cache).
  const searches = Array.from({ length: 72 }, (_, i) => `/talent?q=${run}-flood-${i}`);
  for (const url of searches) expectWholePage(await raw(url), url);
  expect((await raw(searches.at(-1)!)).headers['x-agency-cache'], 'the last search is stored').toBe('HIT');
  for (const url of searches.slice(0, 8))
    expect((await raw(url)).headers['x-agency-cache'], `${url}, among the oldest`).toBe('MISS');
});
