import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { createLogger, pathOnly } from '@/server/logger.mjs';
import { ROUTE_KINDS, routeKind } from '@/server/metrics.mjs';

/** A logger whose JSON lines are collected in memory. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ destination }), lines };
}

describe('the logger', () => {
  it('writes one JSON object per line with a level, time and message', () => {
    const { logger, lines } = capture();
    logger.info({ event: 'server.ready', port: 3000 }, 'ready');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', event: 'server.ready', port: 3000, msg: 'ready' });
    expect(new Date(String(lines[0]!.time)).getTime()).not.toBeNaN();
  });

  it('never writes secrets or addresses, at the top level or one level down', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        event: 'careless',
        password: 'hunter2-password',
        token: 'tok-123456',
        email: 'visitor@example.com',
        headers: { cookie: 'agency_session=abc' },
        req: { authorization: 'Bearer sekret-value', cookie: 'agency_session=def', email: 'b@example.com' },
        query: 'q=visitor@example.com',
      },
      'careless',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['hunter2', 'tok-123456', 'visitor@example.com', 'agency_session', 'sekret', 'b@example.com'])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ event: 'careless', password: '[redacted]', email: '[redacted]' });
  });

  it("keeps an error's message, code and stack", () => {
    const { logger, lines } = capture();
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    logger.error({ event: 'mail.outbox.error', err: error }, 'mail.outbox.error');
    expect(lines[0]).toMatchObject({
      level: 'error',
      err: { message: 'connect ECONNREFUSED 127.0.0.1:25', code: 'ECONNREFUSED' },
    });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('Error: connect ECONNREFUSED');
  });

  it('logs a path without its query string or fragment', () => {
    expect(pathOnly('/talent?q=visitor%40example.com&page=2')).toBe('/talent');
    expect(pathOnly('/blog/post#comments')).toBe('/blog/post');
    expect(pathOnly('/')).toBe('/');
    expect(pathOnly(undefined)).toBe('');
    expect(pathOnly(`/${'a'.repeat(5000)}`).length).toBeLessThan(600);
  });
});

describe('route kinds', () => {
  it.each([
    ['GET', '/', 'page'],
    ['GET', '/about', 'page'],
    ['GET', '/services/for-brands', 'page'],
    ['GET', '/contact/thank-you', 'page'],
    ['GET', '/talent', 'list'],
    ['GET', '/blog/', 'list'],
    ['GET', '/portfolio', 'list'],
    ['GET', '/careers', 'list'],
    ['GET', '/blog/page/2', 'list'],
    ['GET', '/talent/category/dj', 'list'],
    ['GET', '/portfolio/category/festival/year/2024/page/2', 'list'],
    ['GET', '/talent/amara-okafor', 'detail'],
    ['GET', '/talent/search', 'page'],
    ['GET', '/events', 'list'],
    ['GET', '/events/city/lagos/page/2', 'list'],
    ['GET', '/events/past/page/2', 'list'],
    ['GET', '/events/afro-nation', 'detail'],
    ['GET', '/events/rss.xml', 'feed'],
    ['GET', '/talent/amara-okafor/book', 'detail'],
    ['GET', '/careers/stage-manager/apply', 'detail'],
    ['GET', '/blog/rss.xml', 'feed'],
    ['GET', '/sitemap.xml', 'feed'],
    ['GET', '/robots.txt', 'feed'],
    ['GET', '/_next/static/chunks/app.js', 'asset'],
    ['GET', '/_next/image', 'asset'],
    ['GET', '/favicon.ico', 'asset'],
    ['GET', '/uploads/abc-640.avif', 'upload'],
    ['GET', '/api/health', 'api'],
    ['GET', '/admin', 'admin'],
    ['POST', '/admin/talent', 'admin'],
    ['GET', '/admin-login', 'admin'],
    ['POST', '/contact/submit', 'action'],
    ['POST', '/careers/submit', 'action'],
    ['GET', '/fr', 'page'],
    ['GET', '/sw/about', 'page'],
    ['GET', '/fr/talent/category/dj', 'list'],
    ['GET', '/sw/blog/some-post', 'detail'],
    ['GET', '/fr/blog/rss.xml', 'feed'],
    ['GET', '/no-such-page', 'other'],
    ['GET', '/talent/a/b/c', 'other'],
    ['GET', '/metrics', 'other'],
  ] as const)('%s %s is %s', (method, path, kind) => {
    expect(routeKind(method, path)).toBe(kind);
  });

  it('counts a server action on a public page as an action, and never invents a kind', () => {
    expect(routeKind('POST', '/contact', true)).toBe('action');
    expect(routeKind('POST', '/admin/talent', true)).toBe('admin');
    for (let i = 0; i < 200; i++) {
      const path = `/${Math.random().toString(36).slice(2)}/${i}`;
      expect(ROUTE_KINDS).toContain(routeKind('GET', path));
    }
  });
});

describe('metrics settings', () => {
  it('accept a loopback port and a long token, and refuse what would not work or protect', () => {
    const settings = parseEnv({ PORT: '3001', METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(32) });
    expect(settings).toMatchObject({ METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(32) });
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ PORT: '3001', METRICS_PORT: '3001' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toThrow(/METRICS_TOKEN/);
  });
});
