import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAMES as APP_SESSION_COOKIE_NAMES } from '@/server/auth/cookie';
import { CACHE_ENTRY_OVERHEAD_BYTES, createCacheHandler } from '@/server/cache/handler-core.mjs';
import {
  PAGE_ENTRY_OVERHEAD_BYTES,
  SESSION_COOKIE_NAMES,
  canonicalRequest,
  createPageCache,
  isFormPageRequest,
  isStorableResponse,
  negotiateEncoding,
  pageCacheKey,
} from '@/server/cache/page-cache.mjs';

/* The page cache in front of Next.js (scripts/serve.mjs, docs/decisions/051-page-cache.md). */

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });
const html = (text: string) => ({
  headers: {
    'content-type': 'text/html; charset=utf-8',
    etag: '"abc"',
    'content-length': String(text.length),
    connection: 'keep-alive',
  },
  body: Buffer.from(text),
});

describe('which requests the page cache answers, under which key', () => {
  it('keys public pages on their normalised path, lists on the parameters they read, in a fixed order', () => {
    const keys: [string, string][] = [
      ['/', '/'],
      ['/about', '/about'],
      ['/services/for-artists', '/services/for-artists'],
      ['/talent?q=zola&category=DJ', '/talent?q=zola&category=DJ'],
      ['/talent?category=DJ&utm_source=mail&q=zola', '/talent?q=zola&category=DJ'],
      ['/talent?q=', '/talent'],
      ['/blog?page=2&fbclid=abc', '/blog?page=2'],
      ['/portfolio?year=2024&category=Festival&page=3', '/portfolio?category=Festival&year=2024&page=3'],
      // Pages that read no query string are not keyed on it: a new query string mints nothing.
      ['/talent/amara-nwosu?x=123', '/talent/amara-nwosu'],
      ['/blog/rss.xml?v=2', '/blog/rss.xml'],
      ['/sitemap.xml?bust=1', '/sitemap.xml'],
      ['/robots.txt?bust=2', '/robots.txt'],
      ['/_next/static/chunks/0a1b2c.js?dpl=x', '/_next/static/chunks/0a1b2c.js'],
      ['/og-image.png?r=1', '/og-image.png'],
      ['/images/art/hero-poster.svg', '/images/art/hero-poster.svg'],
    ];
    for (const [url, key] of keys) expect(pageCacheKey(get(url)), url).toBe(key);
    expect(pageCacheKey({ method: 'HEAD', url: '/about', headers: {} })).toBe('/about');
    // Cookies other than the session's never reach the render, so they do not matter.
    expect(
      pageCacheKey(get('/about', { cookie: 'theme=dark', 'accept-language': 'fr', 'user-agent': 'Googlebot' })),
    ).toBe('/about');
  });

  it('never takes the admin, the API, uploads, form pages, unknown paths or writes', () => {
    for (const url of [
      '/admin',
      '/admin/inquiries/export',
      '/admin-login',
      '/api/health',
      '/contact',
      '/contact/thank-you',
      '/talent/zola/book',
      '/careers/booking-agent/apply',
      '/uploads/x.webp',
      '/no-such-page',
      'http://evil.example/',
    ]) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
    expect(pageCacheKey({ method: 'POST', url: '/', headers: {} })).toBeNull();
  });

  it('passes through any request-target that is not in normal form, so a raw path never decides what is public', () => {
    for (const url of [
      '/talent/../admin/inquiries',
      '/talent/../admin/inquiries/export?poison=1',
      '/talent/%2e%2e/admin/inquiries',
      '/talent/%2E%2E/admin',
      '/talent/.%2e/admin',
      '/talent/./amara-nwosu',
      '//admin/inquiries',
      '/talent//amara-nwosu',
      '/talent\\..\\admin\\inquiries',
      '/talent/',
      '/blog/some-post/',
      '/%74alent',
      '/talent?q=a b',
      '/talent?',
      '/talent#x',
    ]) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
    // A repeated list parameter is ambiguous: Next.js takes the first, a cache might take another.
    expect(pageCacheKey(get('/talent?q=a&q=b'))).toBeNull();
    expect(pageCacheKey(get('/blog?_rsc=x1'))).toBeNull();
  });

  it('sends router, middleware, partial, conditional and credentialed requests to Next.js uncached', () => {
    const hostile = {
      rsc: '1',
      'next-action': 'abc',
      'next-router-prefetch': '1',
      'next-router-state-tree': '%5B%5D',
      'next-router-segment-prefetch': '/_tree',
      'next-url': '/x',
      'x-middleware-prefetch': '1',
      'x-middleware-subrequest': 'proxy',
      'x-nextjs-data': '1',
      'x-now-route-matches': 'slug=x',
      'x-matched-path': '/admin/inquiries',
      'x-invoke-path': '/admin',
      'x-prerender-revalidate': 'x',
      authorization: 'Basic eA==',
      range: 'bytes=0-99',
      'if-range': '"abc"',
      'if-match': '"abc"',
      'if-modified-since': 'Mon, 23 Nov 2026 00:00:00 GMT',
      'if-unmodified-since': 'Mon, 23 Nov 2026 00:00:00 GMT',
    };
    for (const [name, value] of Object.entries(hostile)) {
      expect(pageCacheKey(get('/talent/amara-nwosu', { [name]: value })), name).toBeNull();
    }
    for (const cookie of ['ngoma_admin=abc', 'theme=dark; __Host-ngoma_admin=abc', 'a=1;ngoma_admin=x']) {
      expect(pageCacheKey(get('/talent', { cookie })), cookie).toBeNull();
    }
    // Our own ETag answers conditional GETs; If-None-Match alone stays cacheable.
    expect(pageCacheKey(get('/about', { 'if-none-match': '"abc"' }))).toBe('/about');
  });

  it('knows the session cookie by the names the app gives it', () => {
    expect(SESSION_COOKIE_NAMES).toEqual([...APP_SESSION_COOKIE_NAMES]);
  });

  it('keys every public page reading its query string on exactly the parameters it reads', () => {
    const siteDir = path.join(process.cwd(), 'src', 'app', '(site)');
    const pages = fs
      .readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('page.tsx'))
      .map((file) => ({
        file: path.join(siteDir, file),
        route: `/${path.dirname(file)}`.replace(/\/\.$/, '').replaceAll('[slug]', 'some-slug') || '/',
      }));
    expect(pages.length).toBeGreaterThan(10);
    for (const { file, route } of pages) {
      const source = fs.readFileSync(file, 'utf8');
      const key = pageCacheKey(get(`${route}?zz=1`));
      if (!source.includes('searchParams')) {
        expect(key === null || key === route, route).toBe(true);
        continue;
      }
      // A page the cache never answers (such as /missing, the not-found page) has no key to check.
      if (key === null && pageCacheKey(get(route)) === null) continue;
      // The parameters its results component reads through src/server/data/params.ts.
      const names = new Set<string>();
      for (const [, imported] of source.matchAll(/from '@\/(components\/site\/[\w/-]+-results)'/g)) {
        const component = fs.readFileSync(path.join(process.cwd(), 'src', `${imported}.tsx`), 'utf8');
        for (const [, name] of component.matchAll(/textParam\(\w+, '(\w+)'/g)) names.add(name!);
        if (component.includes('pageParam(')) names.add('page');
        if (component.includes('yearParam(')) names.add('year');
      }
      expect(names.size, route).toBeGreaterThan(0);
      const query = [...names].map((name) => `${name}=v`).join('&');
      const listKey = pageCacheKey(get(`${route}?${query}&zz=1`));
      expect(listKey, route).not.toBeNull();
      expect(new Set(new URL(listKey!, 'http://x').searchParams.keys()), route).toEqual(names);
    }
  });
});

describe('what the page cache renders a miss from, and what it keeps', () => {
  it('renders a miss from a request it builds itself: nothing the visitor sent reaches it', () => {
    const visitor = get('/talent?q=zola', {
      cookie: 'theme=dark',
      accept: 'text/x-component',
      'accept-language': 'fr',
      'user-agent': 'Googlebot/2.1',
      'x-forwarded-host': 'evil.example',
      purpose: 'prefetch',
      'x-agency-client-ip': '10.0.0.9',
    });
    const key = pageCacheKey(visitor)!;
    const canonical = canonicalRequest(key, visitor.headers['x-agency-client-ip']);
    expect(canonical.method).toBe('GET');
    expect(canonical.path).toBe('/talent?q=zola');
    expect(Object.keys(canonical.headers).sort()).toEqual([
      'accept',
      'accept-encoding',
      'host',
      'user-agent',
      'x-agency-client-ip',
    ]);
    expect(canonical.headers).toMatchObject({
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'accept-encoding': 'identity',
      host: 'localhost',
    });
    expect(JSON.stringify(canonical.headers)).not.toMatch(/dark|x-component|fr|Googlebot|evil/);
  });

  const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';
  const NEXT_PRERENDERED = 's-maxage=86400, stale-while-revalidate=518400';
  const page = (extra: Record<string, string | string[]> = {}) => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': NEXT_PRERENDERED,
    ...extra,
  });

  it('stores complete 200s that Next.js marks cacheable, of the type the route serves', () => {
    expect(isStorableResponse(200, page(), '/talent/amara-nwosu')).toBe(true);
    expect(
      isStorableResponse(
        200,
        { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 's-maxage=2592000' },
        '/blog/rss.xml',
      ),
    ).toBe(true);
    expect(
      isStorableResponse(
        200,
        { 'content-type': 'text/plain', 'cache-control': 'public, max-age=0, must-revalidate' },
        '/robots.txt',
      ),
    ).toBe(true);
    expect(
      isStorableResponse(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=0' }, '/og-image.png'),
    ).toBe(true);
    // A list is marked private by Next.js only because it read its query string; its render is canonical.
    expect(isStorableResponse(200, page({ 'cache-control': NEXT_DYNAMIC }), '/talent?q=zola')).toBe(true);
  });

  it('never stores what Next.js marks private, a prefetch short-cut, a cookie, a partial or another type', () => {
    // The `{}` Next.js answers to x-middleware-prefetch (CVE-2023-46298), on a detail page and on a list.
    const prefetch = {
      'x-middleware-skip': '1',
      'cache-control': NEXT_DYNAMIC,
      'content-type': 'text/html; charset=utf-8',
    };
    expect(isStorableResponse(200, prefetch, '/talent/amara-nwosu')).toBe(false);
    expect(isStorableResponse(200, prefetch, '/talent')).toBe(false);
    // What used to be stored: the admin's `private, no-store` answer.
    expect(isStorableResponse(200, page({ 'cache-control': 'private, no-store' }), '/talent/amara-nwosu')).toBe(false);
    expect(isStorableResponse(200, page({ 'cache-control': 'no-cache' }), '/about')).toBe(false);
    expect(isStorableResponse(200, page({ 'set-cookie': ['a=b'] }), '/about')).toBe(false);
    expect(isStorableResponse(200, page({ 'set-cookie': ['a=b'], 'cache-control': NEXT_DYNAMIC }), '/talent')).toBe(
      false,
    );
    expect(isStorableResponse(200, page({ 'content-encoding': 'gzip' }), '/about')).toBe(false);
    expect(
      isStorableResponse(206, { 'content-type': 'image/png', 'content-range': 'bytes 0-99/130025' }, '/og-image.png'),
    ).toBe(false);
    expect(isStorableResponse(404, page(), '/talent/nobody')).toBe(false);
    expect(isStorableResponse(307, { location: '/admin-login' }, '/about')).toBe(false);
    expect(isStorableResponse(200, { 'content-type': 'text/csv', 'cache-control': NEXT_PRERENDERED }, '/about')).toBe(
      false,
    );
    expect(
      isStorableResponse(200, { 'content-type': 'text/x-component', 'cache-control': NEXT_PRERENDERED }, '/about'),
    ).toBe(false);
    expect(isStorableResponse(200, { 'content-type': 'application/json' }, '/about')).toBe(false);
    expect(isStorableResponse(200, page(), '/blog/rss.xml')).toBe(false);
    expect(isStorableResponse(200, page(), '/admin/inquiries')).toBe(false);
  });

  it('negotiates brotli, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
  });
});

describe('the page cache', () => {
  it('serves a stored page until its time is up, without per-connection headers', () => {
    let clock = 1_000;
    const cache = createPageCache({ ttlMs: 60_000, now: () => clock });
    expect(cache.store('/about', cache.prepare(html('<h1>About</h1>')))).toBe(true);
    const hit = cache.get('/about');
    expect(hit?.body.toString()).toBe('<h1>About</h1>');
    expect(hit?.etag).toBe('"abc"');
    expect(hit?.headers.map(([name]) => name)).toEqual(['content-type', 'etag']);
    clock += 60_001;
    expect(cache.get('/about')).toBeUndefined();
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, stores: 1 });
  });

  it('forgets everything on clear(), and refuses a page rendered before the clear', () => {
    const cache = createPageCache();
    const before = cache.generation;
    cache.store('/blog', cache.prepare(html('old list')));
    const rendering = cache.prepare(html('rendered from the old data'));
    cache.clear();
    expect(cache.get('/blog')).toBeUndefined();
    expect(cache.store('/blog', rendering, before)).toBe(false);
    expect(cache.get('/blog')).toBeUndefined();
    expect(cache.store('/blog', cache.prepare(html('new list')), cache.generation)).toBe(true);
    expect(cache.get('/blog')?.body.toString()).toBe('new list');
  });

  it('compresses once per encoding, and the bytes decompress to the page', async () => {
    const cache = createPageCache();
    const page = '<p>Ngoma</p>'.repeat(500);
    const entry = cache.prepare(html(page));
    cache.store('/', entry);
    const br = await cache.body('/', entry, 'br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);
    expect((await cache.body('/', entry, 'br')).body).toBe(br.body); // the same buffer: compressed once
    const gz = await cache.body('/', entry, 'gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
    expect((await cache.body('/', entry, null)).body.toString()).toBe(page);
    // Tiny or binary bodies go as they are.
    const image = cache.prepare({ headers: { 'content-type': 'image/webp' }, body: Buffer.alloc(5000) });
    expect((await cache.body('/x.webp', image, 'br')).encoding).toBeNull();
  });

  it('accounts what an entry really costs: body, headers, key and the measured overhead', () => {
    const cache = createPageCache();
    const entry = cache.prepare(html('<h1>About</h1>'));
    cache.store('/about', entry);
    // content-type (12 + 24) and etag (4 + 5) are kept; content-length and connection are not.
    expect(cache.bytes).toBe(PAGE_ENTRY_OVERHEAD_BYTES + '/about'.length + 36 + 9 + '<h1>About</h1>'.length);
    // scripts/bench/cache-entry-cost.mjs measured 2,500 bytes beyond size for a /robots.txt entry.
    expect(PAGE_ENTRY_OVERHEAD_BYTES).toBeGreaterThanOrEqual(2500);
  });

  it('stays within its byte budget, dropping the least recently used pages first', () => {
    const entryBytes = PAGE_ENTRY_OVERHEAD_BYTES + 2 + 95;
    const cache = createPageCache({ maxBytes: entryBytes * 3 });
    for (const key of ['/a', '/b', '/c']) cache.store(key, cache.prepare({ headers: {}, body: Buffer.alloc(95) }));
    cache.get('/a'); // used: /b is now the oldest
    cache.store('/d', cache.prepare({ headers: {}, body: Buffer.alloc(95) }));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/d')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(entryBytes * 3);
    expect(cache.store('/huge', cache.prepare({ headers: {}, body: Buffer.alloc(3 * 1024 * 1024) }))).toBe(false);
  });

  it('keeps at most maxEntries entries, however small', () => {
    const cache = createPageCache({ maxEntries: 50 });
    for (let i = 0; i < 500; i++) cache.store(`/talent/slug-${i}`, cache.prepare(html('x')));
    expect(cache.size).toBe(50);
    expect(cache.get('/talent/slug-499')).toBeDefined();
    expect(cache.get('/talent/slug-0')).toBeUndefined();
  });

  it('a flood of 10,000 new query strings replaces only that path’s variants, within the bound', () => {
    const cache = createPageCache({ maxVariantsPerPath: 64 });
    for (const key of ['/talent', '/talent/amara-nwosu', '/blog', '/blog?page=2'])
      cache.store(key, cache.prepare(html(key)));
    const before = cache.bytes;
    for (let i = 0; i < 10_000; i++) {
      const key = pageCacheKey(get(`/talent?q=flood-${i}&junk=${i}`))!;
      expect(key).toBe(`/talent?q=flood-${i}`);
      cache.store(key, cache.prepare(html(`results for flood-${i}`)));
    }
    expect(cache.size).toBe(4 + 64); // the four entries stored before, and 64 variants of /talent
    expect([...Array(10_000).keys()].filter((i) => cache.get(`/talent?q=flood-${i}`) !== undefined)).toHaveLength(64);
    for (const key of ['/talent', '/talent/amara-nwosu', '/blog', '/blog?page=2'])
      expect(cache.get(key), key).toBeDefined();
    // Bytes: the pages stored before, plus 64 variants at most.
    const variantBytes =
      PAGE_ENTRY_OVERHEAD_BYTES + '/talent?q=flood-9999'.length + 45 + 'results for flood-9999'.length;
    expect(cache.bytes).toBeLessThanOrEqual(before + 64 * variantBytes);
    // Query strings of pages that read none mint nothing at all.
    for (let i = 0; i < 10_000; i++) expect(pageCacheKey(get(`/robots.txt?bust=${i}`))).toBe('/robots.txt');
  });

  it('drops expired entries when storing, without waiting for them to be read', () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 60_000, now: () => clock });
    for (let i = 0; i < 100; i++) cache.store(`/blog/post-${i}`, cache.prepare(html('post')));
    const full = cache.bytes;
    clock += 61_000;
    cache.store('/about', cache.prepare(html('about')));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThan(full / 50);
  });

  it("bounds the 'use cache' handler by entry count and by what entries really cost", async () => {
    const handler = createCacheHandler({
      readRevisions: async () => [],
      maxEntries: 100,
      log: { error: () => {}, info: () => {} },
    });
    const now = Date.now();
    const entry = (text: string) => ({
      value: new Response(text).body!,
      tags: ['talent'],
      stale: 300,
      timestamp: now,
      expire: 1e9,
      revalidate: 1e9,
    });
    for (let i = 0; i < 1_000; i++)
      await handler.set(`["build","fn",["unknown-${i}"]]`, Promise.resolve(entry('null')));
    expect(handler.size).toBe(100);
    const key = '["build","fn",["unknown-999"]]';
    expect(await handler.get(key)).toBeDefined();
    expect(handler.bytes).toBe(100 * (CACHE_ENTRY_OVERHEAD_BYTES + key.length + 'talent'.length + 'null'.length));
    // scripts/bench/cache-entry-cost.mjs measured 708 bytes beyond size for such an entry.
    expect(CACHE_ENTRY_OVERHEAD_BYTES).toBeGreaterThanOrEqual(708);
  });

  it("is cleared by the 'use cache' handler when this instance saves or another instance's save is polled", async () => {
    const cache = createPageCache();
    let revisions = [{ tag: 'posts', revision: 1, updated_at: new Date(0).toISOString() }];
    const handler = createCacheHandler({
      readRevisions: async () => revisions,
      minPollIntervalMs: 0,
      log: { error: () => {}, info: () => {} },
      onInvalidate: () => cache.clear(),
    });
    await handler.refreshTags(); // start-up sync
    cache.store('/blog', cache.prepare(html('list')));
    // A save on this instance: Next.js calls updateTags() from updateTag().
    await handler.updateTags(['posts']);
    expect(cache.get('/blog')).toBeUndefined();
    // A save on another instance, seen by polling cache_tags.
    cache.store('/blog', cache.prepare(html('list')));
    await handler.refreshTags();
    expect(cache.get('/blog')).toBeDefined(); // nothing new yet
    revisions = [{ tag: 'posts', revision: 2, updated_at: new Date().toISOString() }];
    await handler.refreshTags();
    expect(cache.get('/blog')).toBeUndefined();
  });
});

describe('form pages: rendered per visitor, rewritten like cached pages', () => {
  it('takes plain GET and HEAD requests for the form pages, and nothing else', () => {
    for (const url of ['/contact', '/contact/thank-you', '/talent/nomvula-khoza/book', '/careers/event-producer/apply'])
      expect(isFormPageRequest(get(url)), url).toBe(true);
    expect(isFormPageRequest({ method: 'HEAD', url: '/contact', headers: {} })).toBe(true);
    expect(isFormPageRequest({ method: 'POST', url: '/contact', headers: {} })).toBe(false);
    for (const url of [
      '/about',
      '/talent/nomvula-khoza',
      '/contact/../admin',
      '/contact/',
      '//contact',
      '/contact?_rsc=1',
    ])
      expect(isFormPageRequest(get(url)), url).toBe(false);
    expect(isFormPageRequest(get('/contact', { rsc: '1' }))).toBe(false);
    expect(isFormPageRequest(get('/contact', { 'next-router-state-tree': 'x' }))).toBe(false);
    expect(isFormPageRequest(get('/contact', { 'if-modified-since': 'x' }))).toBe(false);
  });
});
