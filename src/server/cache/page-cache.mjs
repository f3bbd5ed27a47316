// The page cache in front of Next.js (used by scripts/serve.mjs): whole public responses kept in
// memory, compressed once, answered without entering Next.js. See docs/decisions/051-page-cache.md.
//
// Why: a prerendered page is cheap for Next.js to find but not to send — it gzips the HTML again on
// every request (a 170 KB page costs ~4 ms of CPU), and the list pages that read their query string
// (/talent?q=, /blog?page=) render per request. Public pages depend only on their URL and the
// database (they read no cookies), so one copy per URL is correct until the data changes — and the
// data changing is exactly what the 'use cache' handler already hears about (admin saves on this
// instance, `cache_tags` revisions from the others): it calls `clear()` then.
//
// Plain ESM: serve.mjs loads it outside the Next.js bundle, and so does handler.mjs (through the
// global below), in the same process.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Where serve.mjs registers the live cache so the tag handler can clear it (same process, two module graphs). */
export const PAGE_CACHE_KEY = Symbol.for('agency.page-cache');

/** Paths never served from this cache: the admin, the API, and pages carrying a per-request form stamp. */
const PASS_THROUGH = [
  /^\/admin(\/|$)/,
  /^\/admin-login(\/|$)/,
  /^\/api(\/|$)/,
  /^\/contact(\/|$)/,
  /^\/talent\/[^/]+\/book\/?$/,
  /^\/careers\/[^/]+\/apply\/?$/,
  /^\/uploads(\/|$)/,
  /^\/_next\/image/,
];

/** Request headers of Next.js's client router (RSC payloads, prefetches, server actions): never cached. */
const ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url'];

/** Response headers not stored: per-connection ones, and the length/encoding we set ourselves. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date']);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * The cache key of a request, or null when the request must go to Next.js as it is.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function pageCacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (!url.startsWith('/') || url.length > 2048) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (PASS_THROUGH.some((pattern) => pattern.test(pathname))) return null;
  if (queryAt !== -1 && /(^|&)_rsc=/.test(url.slice(queryAt + 1))) return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (req.headers.authorization !== undefined) return null;
  return url;
}

/**
 * Whether a response from Next.js may be stored: a complete 200 that sets no cookie and is not
 * already encoded. Pages Next.js marks `private` (those that read their query string) are stored
 * too: the paths reaching here are public pages, which by design read no cookies or headers.
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers lower-cased names
 */
export function isStorableResponse(status, headers) {
  if (status !== 200) return false;
  if (headers['set-cookie'] !== undefined) return false;
  if (headers['content-encoding'] !== undefined && headers['content-encoding'] !== 'identity') return false;
  return true;
}

/** The best encoding the client accepts among ours: 'br', 'gzip', or null (identity). */
export function negotiateEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * @param {object} [options]
 * @param {number} [options.ttlMs] how long an entry is served at most, even with no invalidation
 * @param {number} [options.maxBytes] total size of stored bodies (identity and compressed)
 * @param {number} [options.maxEntryBytes] larger responses are not stored
 * @param {() => number} [options.now]
 */
export function createPageCache({ ttlMs = 60_000, maxBytes = 48 * 1024 * 1024, maxEntryBytes = 2 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {Map<string, PageEntry>} */
  const entries = new Map();
  let bytes = 0;
  // Bumped by clear(): a response that started rendering before an invalidation is not stored after it.
  let generation = 0;
  const stats = { hits: 0, misses: 0, stores: 0, clears: 0 };

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function account(key, entry, extra) {
    if (entries.get(key) !== entry) return; // dropped meanwhile
    entry.bytes += extra;
    bytes += extra;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    stats,
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },

    /** The stored response for `key`, or undefined (missing or older than the TTL). */
    get(key) {
      const entry = entries.get(key);
      if (!entry) {
        stats.misses++;
        return undefined;
      }
      if (now() - entry.storedAt > ttlMs) {
        drop(key);
        stats.misses++;
        return undefined;
      }
      entries.delete(key); // least recently used first
      entries.set(key, entry);
      stats.hits++;
      return entry;
    },

    /** A response as the cache keeps it (not stored yet): headers minus per-connection ones, the body. */
    prepare({ headers, body }) {
      const stored = Object.entries(headers)
        .filter(([name, value]) => value !== undefined && !HOP_HEADERS.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]);
      const etag = headers.etag === undefined ? undefined : String(headers.etag);
      return { headers: stored, body, storedAt: now(), etag, encoded: new Map(), bytes: 0 };
    },

    /**
     * Stores a prepared response that started rendering while `generation` was `startedGeneration`.
     * @returns whether it was stored
     */
    store(key, entry, startedGeneration = generation) {
      if (startedGeneration !== generation || entry.body.length > maxEntryBytes) return false;
      drop(key);
      entries.set(key, entry);
      account(key, entry, entry.body.length + key.length);
      stats.stores++;
      return true;
    },

    /** The body in `encoding` ('br' | 'gzip' | null), compressed once per entry (and kept if it is stored). */
    async body(key, entry, encoding) {
      if (!encoding || !isCompressible(entry) || entry.body.length < 1024) return { body: entry.body, encoding: null };
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded = (encoding === 'br'
          ? brotli(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
          : gzip(entry.body, { level: 6 })
        ).then((buffer) => {
          entry.encoded.set(encoding, buffer);
          account(key, entry, buffer.length);
          return buffer;
        });
        entry.encoded.set(encoding, encoded);
      }
      return { body: await encoded, encoding };
    },

    /** Forget everything: the data behind the pages changed. */
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
      stats.clears++;
    },
  };
}

/**
 * @typedef {{ headers: [string, string | string[]][], body: Buffer, storedAt: number, etag?: string,
 *   encoded: Map<string, Buffer | Promise<Buffer>>, bytes: number }} PageEntry
 */

function isCompressible(entry) {
  const type = entry.headers.find(([name]) => name === 'content-type')?.[1];
  return typeof type === 'string' && COMPRESSIBLE.test(type);
}
