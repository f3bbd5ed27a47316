import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { adminSessionCookie, expect, randomClientIp, test } from './fixtures';
import { startInstance, stopInstance } from './instances';

// The edge of the production server against hostile framing and server-function calls
// (docs/decisions/114-server-functions-gate-and-request-framing.md): the review's H1, item 2, L3 and L5.
// Raw node:net sockets, so that bodies and headers are sent exactly as written.

const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
const own = base.origin;

type Raw = { status: number; text: string; ms: number; closed: boolean };

/** Writes `request` on a new connection and reads one response (or until the server closes). */
function raw(request: string | Buffer, port = Number(base.port), timeoutMs = 15_000) {
  return new Promise<Raw>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, base.hostname);
    let data = '';
    const done = (closed: boolean) => {
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, text: data, ms: Date.now() - started, closed });
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const head = data.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(data)?.[1];
      if (head >= 0 && length !== undefined && data.length - head - 4 >= Number(length)) done(false);
    });
    socket.on('end', () => done(true));
    socket.on('error', reject);
    socket.write(request);
  });
}

const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

function manifest() {
  const file = path.join(process.env.NEXT_DIST_DIR || '.next-e2e', 'server', 'server-reference-manifest.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
}
const idOf = (test: (entry: { filename: string; exportedName: string }) => boolean) => {
  const id = Object.entries(manifest().node).find(([, entry]) => test(entry))?.[0];
  expect(id).toBeTruthy();
  return id!;
};

function serverLogSize() {
  const file = process.env.E2E_SERVER_LOG;
  return file && fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/** Lines of the e2e server log written since `from` that show an unhandled error or a 5xx. */
function failuresSince(from: number) {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) return [];
  return fs
    .readFileSync(file)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .filter((line) => /uncaughtException|"status":5\d\d|Maximum call stack|Connection closed|⨯/.test(line));
}

/** A server-function call: POST `target` with these headers and body, on its own connection. */
function call(target: string, headers: Record<string, string>, body: string | Buffer, cookie?: string) {
  const length = Buffer.byteLength(body);
  return raw(
    Buffer.concat([
      Buffer.from(
        head([
          `POST ${target} HTTP/1.1`,
          `Host: ${base.host}`,
          `Origin: ${own}`,
          `X-Forwarded-For: ${randomClientIp()}`,
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          ...(cookie ? [`Cookie: ${cookie}`] : []),
          `Content-Length: ${length}`,
          'Connection: close',
        ]),
      ),
      Buffer.from(body),
    ]),
  );
}

function multipart(parts: [string, string][]) {
  const boundary = 'EdgeBoundary';
  const body = parts
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { body: `${body}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

test.describe('H1: a GET with a body never desynchronises the internal socket', () => {
  test('GET /contact with Content-Length: 60 gets 400 and a closed connection; the next miss answers 200 at once', async () => {
    const from = serverLogSize();
    for (const framing of [
      { headers: ['Content-Length: 60'], body: 'x'.repeat(60) },
      { headers: ['Content-Length: 60'], body: '' }, // only the header: the body never comes
      { headers: ['Transfer-Encoding: chunked'], body: '3c\r\n' + 'x'.repeat(60) + '\r\n0\r\n\r\n' },
    ]) {
      const attack = await raw(
        head(['GET /contact HTTP/1.1', `Host: ${base.host}`, ...framing.headers]) + framing.body,
      );
      expect(attack.status, framing.headers.join()).toBe(400);
      expect(attack.text.toLowerCase()).toContain('connection: close');
      for (const miss of [`/talent?q=v${Math.random().toString(36).slice(2)}`, '/contact']) {
        const next = await raw(head([`GET ${miss} HTTP/1.1`, `Host: ${base.host}`, 'Connection: close']));
        expect(next.status, `${miss} after ${framing.headers.join()}`).toBe(200);
        expect(next.ms, miss).toBeLessThan(3_000);
      }
    }
    const head_ = await raw(head(['HEAD / HTTP/1.1', `Host: ${base.host}`, 'Content-Length: 5']) + 'xxxxx');
    expect(head_.status).toBe(400);
    expect(failuresSince(from)).toEqual([]);
  });
});

test.describe('item 2 and L3: no anonymous request reaches the server-function decoder', () => {
  test('every server-function call without a live admin session answers 403; the public form routes still work', async () => {
    const from = serverLogSize();
    const cached = idOf((e) => e.exportedName.startsWith('$$RSC_SERVER_CACHE'));
    const remove = idOf((e) => e.exportedName === 'deleteContentAction');
    const plain = { 'Content-Type': 'text/plain;charset=UTF-8' };
    const mpa = multipart([
      [`$ACTION_ID_${remove}`, ''],
      ['kind', 'jobs'],
    ]);
    const cases: [string, Promise<Raw>, number][] = [
      ["a 'use cache' function", call('/', { ...plain, 'Next-Action': cached }, '[]'), 403],
      ['an admin action on its page', call('/admin/jobs', { ...plain, 'Next-Action': remove }, '["jobs",999999]'), 403],
      [
        'a forged cookie',
        call('/admin/jobs', { ...plain, 'Next-Action': remove }, '[]', `ngoma_admin=${'A'.repeat(43)}`),
        403,
      ],
      ['a no-JS action form to the sign-in page', call('/admin-login', { 'Content-Type': mpa.type }, mpa.body), 403],
      [
        'a URL-encoded post to a page',
        call('/contact', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1'),
        403,
      ],
      ['a text/plain post to a page', call('/blog', plain, '[]'), 403],
      // The review's L3 rows, anonymously (the same rows with a session: next test).
      [
        'L3: an action posted to a page that does not hold it',
        call('/blog', { ...plain, 'Next-Action': remove }, '["jobs",999999]'),
        403,
      ],
      ["L3: 'use cache' with $Q1", call('/', { ...plain, 'Next-Action': cached }, '["$Q1"]'), 403],
      ["L3: 'use cache' with $B1", call('/', { ...plain, 'Next-Action': cached }, '["$B1"]'), 403],
      ["L3: 'use cache' with $n1e999999", call('/', { ...plain, 'Next-Action': cached }, '["$n1e999999"]'), 403],
      ['L3: 200,000 nested [', call('/', { ...plain, 'Next-Action': remove }, '['.repeat(200_000)), 403],
    ];
    const parts = multipart(Array.from({ length: 9_000 }, (_, i) => [`1_f${i}`, 'x'] as [string, string]));
    cases.push([
      'L3: 9,000 multipart parts',
      call('/admin/jobs', { 'Next-Action': remove, 'Content-Type': parts.type }, parts.body),
      403,
    ]);
    const seen: string[] = [];
    for (const [label, pending, expected] of cases) {
      const { status } = await pending;
      const ok = Array.isArray(expected) ? expected.includes(status) : status === expected;
      seen.push(`${ok ? 'ok ' : 'BAD'} ${status} ${label}`);
    }
    expect(
      seen.filter((line) => line.startsWith('BAD')),
      seen.join('\n'),
    ).toEqual([]);
    // The routes the forms post to are no server functions: they answer for themselves.
    const signIn = await call(
      '/admin-login/session',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'password=wrong',
    );
    expect(signIn.status).toBe(401);
    const inquiry = await call(
      '/contact/submit',
      { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      'kind=general',
    );
    expect(inquiry.status).toBe(400);
    expect(inquiry.text).toContain('"status":"error"');
    await expect.poll(() => failuresSince(from), { timeout: 2_000 }).toEqual([]);
  });

  test("with an admin session: 'use cache' functions stay uncallable, hostile envelopes and foreign pages answer 400, real actions work", async () => {
    const from = serverLogSize();
    const cookie = adminSessionCookie();
    const cached = idOf((e) => e.exportedName.startsWith('$$RSC_SERVER_CACHE'));
    const remove = idOf((e) => e.exportedName === 'deleteContentAction');
    const plain = { 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' };
    const parts = multipart(Array.from({ length: 9_000 }, (_, i) => [`1_f${i}`, 'x'] as [string, string]));
    // A 'use cache' id with a hostile argument may meet either refusal first: the envelope (400, an
    // argument React's client could not have sent) or the id (403). Both come before the decoder.
    const refusedBeforeDecoder = [400, 403];
    const cases: [string, Promise<Raw>, number | number[]][] = [
      ["a 'use cache' function", call('/admin', { ...plain, 'Next-Action': cached }, '[]', cookie), 403],
      [
        "L3: 'use cache' with $Q1",
        call('/admin', { ...plain, 'Next-Action': cached }, '["$Q1"]', cookie),
        refusedBeforeDecoder,
      ],
      [
        "L3: 'use cache' with $B1",
        call('/', { ...plain, 'Next-Action': cached }, '["$B1"]', cookie),
        refusedBeforeDecoder,
      ],
      [
        "L3: 'use cache' with $n1e999999",
        call('/', { ...plain, 'Next-Action': cached }, '["$n1e999999"]', cookie),
        refusedBeforeDecoder,
      ],
      ['an unknown id', call('/admin/jobs', { ...plain, 'Next-Action': `60${'0'.repeat(40)}` }, '[]', cookie), 403],
      [
        'L3: an action posted to a page that does not hold it',
        call('/blog', { ...plain, 'Next-Action': remove }, '["jobs",999999]', cookie),
        400,
      ],
      [
        'L3: 200,000 nested [',
        call('/admin/jobs', { ...plain, 'Next-Action': remove }, '['.repeat(200_000), cookie),
        400,
      ],
      [
        'L3: 9,000 multipart parts',
        call('/admin/jobs', { 'Next-Action': remove, 'Content-Type': parts.type }, parts.body, cookie),
        400,
      ],
      ['a Map argument', call('/admin/jobs', { ...plain, 'Next-Action': remove }, '["$Q1"]', cookie), 400],
      // A job that does not exist: the action itself answers, no 5xx.
      [
        'the delete action on its own page',
        call('/admin/jobs', { ...plain, 'Next-Action': remove }, '["jobs",999999]', cookie),
        200,
      ],
    ];
    const seen: string[] = [];
    for (const [label, pending, expected] of cases) {
      const { status } = await pending;
      const ok = Array.isArray(expected) ? expected.includes(status) : status === expected;
      seen.push(`${ok ? 'ok ' : 'BAD'} ${status} ${label}`);
    }
    expect(
      seen.filter((line) => line.startsWith('BAD')),
      seen.join('\n'),
    ).toEqual([]);
    await expect.poll(() => failuresSince(from), { timeout: 2_000 }).toEqual([]);
  });
});

test.describe('L5: a client that reaches the server directly cannot hold a connection', () => {
  const running: ChildProcess[] = [];
  test.afterAll(async () => {
    await Promise.all(running.map((child) => stopInstance(child)));
  });

  test('a slow body is closed by REQUEST_TIMEOUT_SECONDS, long before Node’s 300 s', async () => {
    test.setTimeout(90_000);
    const instance = await startInstance(
      { ...process.env, REQUEST_TIMEOUT_SECONDS: '4', HEADERS_TIMEOUT_SECONDS: '3', MAX_CONNECTIONS: '50' },
      'slow-body',
      running,
    );
    const port = Number(new URL(instance.base).port);
    const started = Date.now();
    const closed = await new Promise<number>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.write(
        head([
          'POST /contact/submit HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          `Origin: http://127.0.0.1:${port}`,
          'Content-Type: application/x-www-form-urlencoded',
          'Content-Length: 100000',
        ]),
      );
      const drip = setInterval(() => socket.write('a'), 1_000);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
      socket.on('error', () => {});
      socket.setTimeout(60_000, () => reject(new Error('still open after 60 s')));
    });
    expect(closed).toBeLessThan(20_000);
    // The same instance still answers.
    expect((await fetch(`${instance.base}/api/health`)).status).toBe(200);
  });
});
