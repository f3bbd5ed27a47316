import http from 'node:http';
import { adminSessionCookie, expect, test } from './fixtures';

/*
 * What one visitor sends never changes what the next one gets from the app's caches (Next.js's route
 * cache and the 'use cache' data, docs/caching.md): odd paths, session cookies, router headers,
 * conditional and partial requests. Raw node:http requests: browsers and Playwright normalise `..`
 * and `%2e` before sending, an attacker's client does not. Every URL carries a query string of this
 * run's own, so the specs that share the server never see it. The micro-cache of the nginx recipe is
 * checked by the bench (scripts/bench/nginx.mjs).
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

test('an admin page reached through a non-normalised path is never served to anybody else', async () => {
  const cookie = adminSessionCookie();
  // The signed-in admin's own answer, so the test knows what a leak would look like.
  const own = await raw(`/talent/../admin/inquiries?own=${run}`, { cookie });
  expect(own.status).toBe(200);
  expect(own.body).toContain(adminEmail);

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
    await raw(url, { cookie });
    for (const attempt of [1, 2]) {
      const anonymous = await raw(url);
      expect(anonymous.body, `${url} anonymous #${attempt}`).not.toContain(adminEmail);
      expect(anonymous.headers['content-type'] ?? '', url).not.toMatch(/text\/csv/);
    }
  }
});

test("a signed-in admin's visit to a public page leaves nothing of theirs for the next visitor", async () => {
  const cookie = adminSessionCookie();
  const page = await firstDetailPath('/portfolio');
  for (const target of [`${page}?admin=${run}`, `/talent?q=${run}-signed-in`]) {
    const signedIn = await raw(target, { cookie });
    expectWholePage(signedIn, `${target} signed in`);
    const anonymous = await raw(target);
    expectWholePage(anonymous, `${target} anonymous`);
    expect(anonymous.body, target).not.toContain(adminEmail);
    expect(anonymous.headers['set-cookie'] ?? [], target).toEqual([]);
  }
});

test('trailing-slash, double-slash and dot-segment forms are redirected or answered whole, never an error', async () => {
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
      expect(response.status, `${form} #${attempt}`).not.toBe(500);
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
