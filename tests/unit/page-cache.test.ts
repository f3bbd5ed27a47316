import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCacheHandler } from '@/server/cache/handler-core.mjs';
import { createPageCache, isStorableResponse, negotiateEncoding, pageCacheKey } from '@/server/cache/page-cache.mjs';

/* The page cache in front of Next.js (scripts/serve.mjs, docs/decisions/051-page-cache.md). */

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });
const html = (text: string) => ({
  headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"', 'content-length': String(text.length), connection: 'keep-alive' },
  body: Buffer.from(text),
});

describe('which requests the page cache answers', () => {
  it('takes public pages, their query strings, feeds and static assets', () => {
    for (const url of ['/', '/about', '/talent?q=zola&category=DJ', '/blog?page=2', '/blog/rss.xml', '/sitemap.xml', '/_next/static/chunks/a.js']) {
      expect(pageCacheKey(get(url)), url).toBe(url);
    }
    expect(pageCacheKey({ method: 'HEAD', url: '/about', headers: {} })).toBe('/about');
  });

  it('never takes the admin, the API, form pages, writes or the client router', () => {
    for (const url of ['/admin', '/admin/blog?page=2', '/admin-login', '/api/health', '/contact', '/contact/thank-you', '/talent/zola/book', '/careers/booking-agent/apply', '/uploads/x.webp']) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
    expect(pageCacheKey({ method: 'POST', url: '/', headers: {} })).toBeNull();
    expect(pageCacheKey(get('/', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(get('/', { 'next-action': 'abc' }))).toBeNull();
    expect(pageCacheKey(get('/blog?_rsc=x1'))).toBeNull();
    expect(pageCacheKey(get('/', { authorization: 'Basic eA==' }))).toBeNull();
    expect(pageCacheKey(get('http://evil.example/'))).toBeNull();
  });

  it('stores only complete 200s that set no cookie', () => {
    expect(isStorableResponse(200, { 'content-type': 'text/html' })).toBe(true);
    expect(isStorableResponse(200, { 'cache-control': 'private, no-store' })).toBe(true);
    expect(isStorableResponse(404, {})).toBe(false);
    expect(isStorableResponse(307, { location: '/admin-login' })).toBe(false);
    expect(isStorableResponse(200, { 'set-cookie': ['a=b'] })).toBe(false);
    expect(isStorableResponse(200, { 'content-encoding': 'gzip' })).toBe(false);
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

  it('stays within its byte budget, dropping the least recently used pages first', () => {
    const cache = createPageCache({ maxBytes: 300 });
    for (const key of ['/a', '/b', '/c']) cache.store(key, cache.prepare({ headers: {}, body: Buffer.alloc(95) }));
    cache.get('/a'); // used: /b is now the oldest
    cache.store('/d', cache.prepare({ headers: {}, body: Buffer.alloc(95) }));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/d')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(300);
    expect(cache.store('/huge', cache.prepare({ headers: {}, body: Buffer.alloc(3 * 1024 * 1024) }))).toBe(false);
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
