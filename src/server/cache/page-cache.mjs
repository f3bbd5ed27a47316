// @ts-check
// The page cache in front of Next.js (used by scripts/serve.mjs): whole public responses kept in
// memory, compressed once, answered without entering Next.js. See docs/decisions/051-page-cache.md
// (why) and docs/decisions/060-page-cache-contract.md (what may be stored, for whom).
//
// Why: a prerendered page is cheap for Next.js to find but not to send — it gzips the HTML again on
// every request (a 170 KB page costs ~4 ms of CPU), and the list pages that read their query string
// (/talent?q=, /blog?page=) render per request. The data changing is exactly what the 'use cache'
// handler already hears about (admin saves on this instance, `cache_tags` revisions from the
// others): it calls `clear()` then.
//
// The contract, so that no request can decide what another visitor receives:
//  - the key is the normalised path plus the query parameters its page reads (pageCacheKey); a
//    request whose target is not in normal form, carries the session cookie or asks Next.js for
//    something other than the public page goes to Next.js uncached;
//  - a miss is rendered from a request built here (canonicalRequest), never the visitor's;
//  - only what isStorableResponse() accepts is kept, and shared with concurrent waiters;
//  - memory counts what entries really cost, with an entry cap and a per-path cap on query variants.
//
// Plain ESM: serve.mjs loads it outside the Next.js bundle, and so does handler.mjs (through the
// global below), in the same process.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CLIENT_IP_HEADER } from '../security/client-address.mjs';
import { deferStartupScripts } from './defer-scripts.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * @typedef {Record<string, string | string[] | undefined>} IncomingHeaders
 * @typedef {Record<string, string | string[] | number | undefined>} ResponseHeaders
 * @typedef {'br' | 'gzip' | null} Encoding
 * @typedef {'page' | 'list' | 'feed' | 'file'} RouteKind
 * @typedef {{ kind: RouteKind, pattern: RegExp, params?: string[] }} Route
 */

/** Where serve.mjs registers the live cache so the tag handler can clear it (same process, two module graphs). */
export const PAGE_CACHE_KEY = Symbol.for('agency.page-cache');

/** globalThis, seen as the place serve.mjs leaves the live cache. */
export const pageCacheHolder = /** @type {{ [PAGE_CACHE_KEY]?: PageCache }} */ (globalThis);

/**
 * The admin's session cookie, plain and `__Host-` (SESSION_COOKIE_NAMES in src/server/auth/cookie.ts,
 * which this plain-ESM module cannot import; tests/unit/page-cache.test.ts checks they match). A
 * request carrying it goes to Next.js uncached: an admin gets the app's own answer, never a copy.
 */
export const SESSION_COOKIE_NAMES = ['__Host-ngoma_admin', 'ngoma_admin'];
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:${SESSION_COOKIE_NAMES.join('|')})=`);

/**
 * Request headers that ask Next.js for something other than the public page (client-router and
 * RSC requests, prefetches, internal routing, partial or conditional bodies), or carry credentials.
 * Such a request is answered by Next.js from its own headers, uncached and alone (never coalesced).
 * If-None-Match is not here: the cache answers it itself from the stored ETag.
 */
const VARIANT_REQUEST_HEADER =
  /^(?:rsc|next-[\w-]+|x-middleware-[\w-]+|x-nextjs-[\w-]+|x-next-[\w-]+|x-now-[\w-]+|x-matched-path|x-invoke-[\w-]+|x-prerender-revalidate[\w-]*|authorization|range|if-range|if-match|if-modified-since|if-unmodified-since)$/;

/**
 * The routes this cache serves (everything else goes to Next.js as it is), by kind:
 *  - `page`: public pages whose answer depends on the path only (the query is not part of the key);
 *  - `list`: the public lists rendered per request from their query string; only the parameters
 *    named here are read by the page (src/server/data/params.ts) and kept in the key, in this order;
 *  - `feed`: robots.txt, the sitemap and the RSS feed (never keyed on the query);
 *  - `file`: content-hashed build output and the images of public/ and src/app's icons.
 * Not here, so never cached: the admin, the API, uploads, and the pages carrying a per-request form
 * stamp (/contact*, /talent/<slug>/book, /careers/<slug>/apply). A new public page is uncached until
 * it is added (tests/unit/page-cache.test.ts checks that every page reading searchParams is a `list`).
 * See docs/decisions/060-page-cache-contract.md.
 */
/** @type {Route[]} */
const ROUTES = [
  {
    kind: 'page',
    pattern: /^\/(?:|about|careers|privacy|terms|services\/[a-z0-9-]+|(?:talent|blog|portfolio)\/[a-z0-9-]+)$/,
  },
  { kind: 'list', pattern: /^\/talent$/, params: ['q', 'category', 'page'] },
  { kind: 'list', pattern: /^\/portfolio$/, params: ['category', 'year', 'page'] },
  { kind: 'list', pattern: /^\/blog$/, params: ['page'] },
  { kind: 'feed', pattern: /^\/(?:robots\.txt|sitemap\.xml|blog\/rss\.xml)$/ },
  { kind: 'file', pattern: /^\/_next\/static\/(?:[\w~@+=,-][\w.~@+=,-]*\/)*[\w~@+=,-][\w.~@+=,-]*$/ },
  { kind: 'file', pattern: /^\/(?:images\/(?:[\w-]+\/)*)?[\w-][\w.-]*\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/ },
];

/** Response content types each kind may store: a page that answers with anything else is not kept. @type {Record<RouteKind, RegExp>} */
const KIND_TYPES = {
  page: /^text\/html\b/,
  list: /^text\/html\b/,
  feed: /^(?:text\/plain|application\/xml|text\/xml|application\/rss\+xml)\b/,
  file: /^(?!text\/html\b)[\w.+-]+\/[\w.+-]+/,
};

/** Response headers not stored: per-connection ones, and the length/encoding we set ourselves. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
]);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * What one stored entry costs beyond its key, header and body bytes (Map slot, entry object, header
 * arrays, Buffer and string headers), measured by scripts/bench/cache-entry-cost.mjs.
 * 2026-11-23: a /robots.txt-shaped entry (171-byte body, Next's 14 response headers) costs 3,375
 * bytes of heap, 875 of them accounted by size: 2,500 more, rounded up here.
 */
export const PAGE_ENTRY_OVERHEAD_BYTES = 2560;

/** @param {string} pathname */
function routeOf(pathname) {
  return ROUTES.find((route) => route.pattern.test(pathname));
}

/**
 * The URL of a plain GET or HEAD whose request-target is already in normal form (see pageCacheKey)
 * and that carries no VARIANT_REQUEST_HEADER; null for any other request.
 * @param {{ method?: string, url?: string, headers: IncomingHeaders }} req
 */
function plainRequestUrl(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const raw = req.url ?? '';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.length > 2048) return null;
  let url;
  try {
    url = new URL(raw, 'http://cache.invalid');
  } catch {
    return null;
  }
  if (url.pathname + url.search !== raw) return null;
  if (Object.keys(req.headers).some((name) => VARIANT_REQUEST_HEADER.test(name))) return null;
  return url;
}

/**
 * The cache key of a request: its normalised path and the query parameters its page reads, or null
 * when the request must go to Next.js as it is (uncached, not coalesced). Null for: methods other
 * than GET/HEAD; a request-target that is not already in normal form (dot segments, `%2e`, `//`,
 * backslashes, a trailing slash, characters a browser would encode: Next.js routes on the
 * normalised path, so the raw text must never decide what is public); paths outside ROUTES;
 * repeated list parameters; `_rsc`; any VARIANT_REQUEST_HEADER; and the admin's session cookie.
 * @param {{ method?: string, url?: string, headers: IncomingHeaders }} req
 * @returns {string | null}
 */
export function pageCacheKey(req) {
  const url = plainRequestUrl(req);
  if (!url) return null;
  const route = routeOf(url.pathname);
  if (!route) return null;
  const cookie = req.headers.cookie;
  if (cookie !== undefined && SESSION_COOKIE.test(Array.isArray(cookie) ? cookie.join(';') : cookie)) return null;
  if (url.searchParams.has('_rsc')) return null;
  const kept = new URLSearchParams();
  for (const name of route.params ?? []) {
    const values = url.searchParams.getAll(name);
    if (values.length > 1) return null;
    if (values[0]) kept.set(name, values[0]);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Public pages that carry a per-request form stamp (the inquiry, booking and application forms, and
 * the pages under /contact): never stored (see ROUTES), but a visitor's plain GET for one is
 * rendered for that visitor through the same internal socket and read whole, so its HTML gets the
 * rewrite every cached page gets (prepare(), defer-scripts.mjs).
 */
const FORM_PAGE = /^\/(?:contact(?:\/[a-z0-9-]+)?|talent\/[a-z0-9-]+\/book|careers\/[a-z0-9-]+\/apply)$/;

/**
 * Whether `req` is a plain GET or HEAD for a form page (FORM_PAGE) in normal form, with no router,
 * middleware or conditional header (those go to Next.js as they are, like pageCacheKey's).
 * @param {{ method?: string, url?: string, headers: IncomingHeaders }} req
 */
export function isFormPageRequest(req) {
  const url = plainRequestUrl(req);
  return url !== null && FORM_PAGE.test(url.pathname) && !url.searchParams.has('_rsc');
}

/**
 * The request Next.js renders a miss from, built here rather than copied from the visitor's: the
 * key's path and query, GET, fixed headers. Nothing the visitor sent (cookies, router or
 * middleware headers, Range, conditionals, Accept, User-Agent) can reach the render that everybody
 * will be served; the client address is the one serve.mjs stamped (not sent by the client).
 * @param {string} key from pageCacheKey()
 * @param {string | string[] | undefined} clientAddress
 * @returns {{ method: 'GET', path: string, headers: Record<string, string> }}
 */
export function canonicalRequest(key, clientAddress) {
  return {
    method: 'GET',
    path: key,
    headers: {
      host: 'localhost',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'accept-encoding': 'identity',
      'user-agent': 'agency-page-cache',
      [CLIENT_IP_HEADER]: String(clientAddress ?? 'unknown'),
    },
  };
}

const CACHE_CONTROL_PRIVATE = /(?:^|[,\s])(?:private|no-store|no-cache)\b/i;

/**
 * Whether the canonical render of `key` may be stored and shared: a complete 200 of the type its
 * route serves, that sets no cookie, is no middleware short-cut (`x-middleware-skip`, the `{}` of a
 * prefetch), is not already encoded, and that Next.js marks cacheable (no `private`, `no-store` or
 * `no-cache`). One exception: a `list` route's render is marked `private, no-store` by Next.js only
 * because it read its query string; since the render is canonical (anonymous, no client headers)
 * and the key holds every parameter the page reads, it is the answer for everybody.
 * @param {number} status
 * @param {ResponseHeaders} headers lower-cased names
 * @param {string} key from pageCacheKey()
 */
export function isStorableResponse(status, headers, key) {
  if (status !== 200) return false;
  const route = routeOf(pathOfKey(key));
  if (!route) return false;
  if (headers['set-cookie'] !== undefined) return false;
  if (Object.keys(headers).some((name) => name.startsWith('x-middleware-'))) return false;
  if (headers['content-encoding'] !== undefined && headers['content-encoding'] !== 'identity') return false;
  if (!KIND_TYPES[route.kind].test(String(headers['content-type'] ?? ''))) return false;
  if (route.kind !== 'list' && CACHE_CONTROL_PRIVATE.test(String(headers['cache-control'] ?? ''))) return false;
  return true;
}

/**
 * The best encoding the client accepts among ours: 'br', 'gzip', or null (identity).
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding}
 */
export function negotiateEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  /** @param {string} name */
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** The path part of a key (its query-string variants are counted per path). @param {string} key */
function pathOfKey(key) {
  const queryAt = key.indexOf('?');
  return queryAt === -1 ? key : key.slice(0, queryAt);
}

/**
 * The bytes an entry holds before any compressed copy: key, headers, body and the fixed overhead.
 * @param {string} key @param {PageEntry} entry @param {number} overhead
 */
function entryCost(key, entry, overhead) {
  let headerBytes = 0;
  for (const [name, value] of entry.headers)
    headerBytes += name.length + (Array.isArray(value) ? value.join('').length : value.length);
  return overhead + key.length + headerBytes + entry.body.length;
}

/**
 * @param {object} [options]
 * @param {number} [options.ttlMs] how long an entry is served at most, even with no invalidation
 * @param {number} [options.maxBytes] what entries may cost in all: bodies (identity and compressed),
 *   headers, keys and PAGE_ENTRY_OVERHEAD_BYTES each. 24 MB by default: with the 'use cache' store's
 *   24 MB, the caches hold at most a sixth of the 300 MB the server may use; the demo site's pages
 *   and 64 variants of each list took 18 MB (docs/decisions/087-server-memory.md)
 * @param {number} [options.maxEntries] at most this many entries, whatever their size
 * @param {number} [options.maxVariantsPerPath] query-string variants kept per path (`/talent?q=…`):
 *   a flood of new query strings replaces that path's own variants, not the rest of the cache
 * @param {number} [options.maxEntryBytes] larger responses are not stored
 * @param {number} [options.entryOverheadBytes]
 * @param {() => number} [options.now]
 * @returns {PageCache}
 */
export function createPageCache({
  ttlMs = 60_000,
  maxBytes = 24 * 1024 * 1024,
  maxEntries = 2_000,
  maxVariantsPerPath = 64,
  maxEntryBytes = 2 * 1024 * 1024,
  entryOverheadBytes = PAGE_ENTRY_OVERHEAD_BYTES,
  now = Date.now,
} = {}) {
  /** @type {Map<string, PageEntry>} insertion order = least recently used first */
  const entries = new Map();
  /** @type {Map<string, number>} path -> how many of its query-string variants are stored */
  const variants = new Map();
  let bytes = 0;
  let lastSweep = -Infinity;
  // Bumped by clear(): a response that started rendering before an invalidation is not stored after it.
  let generation = 0;
  const stats = { hits: 0, misses: 0, stores: 0, clears: 0, evictions: 0 };

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    if (key !== entry.path) {
      const left = (variants.get(entry.path) ?? 1) - 1;
      if (left > 0) variants.set(entry.path, left);
      else variants.delete(entry.path);
    }
  }

  /** @param {string} key */
  function evict(key) {
    drop(key);
    stats.evictions++;
  }

  /** @param {PageEntry} entry */
  function isExpired(entry) {
    return now() - entry.storedAt > ttlMs;
  }

  /** Drops expired entries (at most once a second), so they do not wait for a read or for pressure. */
  function sweep() {
    if (now() - lastSweep < 1000) return;
    lastSweep = now();
    for (const [key, entry] of entries) if (isExpired(entry)) drop(key);
  }

  /** @param {string} key @param {PageEntry} entry @param {number} extra */
  function account(key, entry, extra) {
    if (entries.get(key) !== entry) return; // dropped meanwhile
    entry.bytes += extra;
    bytes += extra;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break;
      evict(oldest);
    }
  }

  /** Makes room for one more query-string variant of `path`: its least recently used variant goes. @param {string} path */
  function limitVariants(path) {
    if ((variants.get(path) ?? 0) < maxVariantsPerPath) return;
    for (const [key, entry] of entries) {
      if (entry.path === path && key !== path) {
        evict(key);
        if ((variants.get(path) ?? 0) < maxVariantsPerPath) return;
      }
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
      if (isExpired(entry)) {
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
      /** @type {[string, string | string[]][]} */
      const stored = [];
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || HOP_HEADERS.has(name)) continue;
        stored.push([name, Array.isArray(value) ? value.map(String) : String(value)]);
      }
      // HTML pages request their start-up scripts after the first paint (defer-scripts.mjs). The
      // rewrite is a function of the body, so Next.js's ETag still tells bodies apart; it is marked
      // so that it never matches a copy of the same page served without the rewrite.
      let etag = headers.etag === undefined ? undefined : String(headers.etag);
      if (/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) {
        const html = body.toString('utf8');
        const deferred = deferStartupScripts(html);
        if (deferred !== html) {
          body = Buffer.from(deferred, 'utf8');
          if (etag) {
            etag = etag.replace(/"$/, '-d"');
            const at = stored.findIndex(([name]) => name === 'etag');
            if (at !== -1) stored[at] = ['etag', etag];
          }
        }
      }
      return { headers: stored, body, storedAt: now(), etag, encoded: new Map(), bytes: 0, path: '' };
    },

    /**
     * Stores a prepared response under `key` (from pageCacheKey()) that started rendering while
     * `generation` was `startedGeneration`. Returns whether it was stored.
     */
    store(key, entry, startedGeneration = generation) {
      if (startedGeneration !== generation || entry.body.length > maxEntryBytes) return false;
      const cost = entryCost(key, entry, entryOverheadBytes);
      if (cost > maxBytes) return false;
      sweep();
      drop(key);
      entry.path = pathOfKey(key);
      entry.bytes = 0;
      if (key !== entry.path) {
        limitVariants(entry.path);
        variants.set(entry.path, (variants.get(entry.path) ?? 0) + 1);
      }
      entries.set(key, entry);
      account(key, entry, cost);
      stats.stores++;
      return true;
    },

    /** The body in `encoding` ('br' | 'gzip' | null), compressed once per entry (and kept if it is stored). */
    async body(key, entry, encoding) {
      if (!encoding || !isCompressible(entry) || entry.body.length < 1024) return { body: entry.body, encoding: null };
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded = (
          encoding === 'br'
            ? brotli(entry.body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
                },
              })
            : gzip(entry.body, { level: 6 })
        ).then((/** @type {Buffer} */ buffer) => {
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
      variants.clear();
      bytes = 0;
      stats.clears++;
    },
  };
}

/**
 * @typedef {{ headers: [string, string | string[]][], body: Buffer, storedAt: number, etag?: string,
 *   encoded: Map<string, Buffer | Promise<Buffer>>, bytes: number, path: string }} PageEntry
 * @typedef {{
 *   stats: { hits: number, misses: number, stores: number, clears: number, evictions: number },
 *   readonly generation: number,
 *   readonly size: number,
 *   readonly bytes: number,
 *   get(key: string): PageEntry | undefined,
 *   prepare(response: { headers: ResponseHeaders, body: Buffer }): PageEntry,
 *   store(key: string, entry: PageEntry, startedGeneration?: number): boolean,
 *   body(key: string, entry: PageEntry, encoding: Encoding): Promise<{ body: Buffer, encoding: Encoding }>,
 *   clear(): void,
 * }} PageCache
 */

/** @param {PageEntry} entry */
function isCompressible(entry) {
  const type = entry.headers.find(([name]) => name === 'content-type')?.[1];
  return typeof type === 'string' && COMPRESSIBLE.test(type);
}
