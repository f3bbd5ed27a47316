// What one entry of each in-memory cache really costs, beyond the bytes it is accounted for (key,
// headers or tags, body): the figure behind PAGE_ENTRY_OVERHEAD_BYTES (page-cache.mjs) and
// CACHE_ENTRY_OVERHEAD_BYTES (handler-core.mjs). Run: node --expose-gc scripts/bench/cache-entry-cost.mjs
//
// Entries are shaped like the cheapest real ones an attacker can mint: the page cache's is
// /robots.txt as Next.js answers it (171-byte body, the real response headers); the 'use cache'
// handler's is a lookup of an unknown slug (a short value, one tag, a key as long as Next's). Every
// string is fresh, as it is when parsed from a socket, so nothing is shared between entries.
import { createCacheHandler } from '../../src/server/cache/handler-core.mjs';
import { createPageCache } from '../../src/server/cache/page-cache.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('run with node --expose-gc');
  process.exit(1);
}

const COUNT = 20_000;
const fresh = (text) => Buffer.from(text).toString();

/** The response headers of /robots.txt from the production server (scripts/serve.mjs, 2026-11-23). */
const ROBOTS_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self'; media-src 'self'; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'x-nextjs-cache': 'HIT',
  'cache-control': 'public, max-age=0, must-revalidate',
  'content-type': 'text/plain',
  'content-length': '171',
  date: 'Mon, 23 Nov 2026 12:42:38 GMT',
  connection: 'keep-alive',
  'keep-alive': 'timeout=65',
};

function settledMemory() {
  for (let i = 0; i < 4; i++) globalThis.gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** Heap per entry since `before`, what the cache accounted per entry, and the difference. */
function perEntry(cache, before) {
  const real = (settledMemory() - before) / cache.size;
  const accounted = cache.bytes / cache.size;
  return {
    entries: cache.size,
    realBytesPerEntry: Math.round(real),
    accountedBytesPerEntry: Math.round(accounted),
    overhead: Math.round(real - accounted),
  };
}

function robotsShapedEntries(cache, count, keyOf) {
  for (let i = 0; i < count; i++) {
    const headers = Object.fromEntries(
      Object.entries(ROBOTS_HEADERS).map(([name, value]) => [fresh(name), fresh(value)]),
    );
    // As serve.mjs reads a response: chunks from the socket, concatenated.
    const body = Buffer.concat([
      Buffer.from(`User-Agent: *\nAllow: /\nDisallow: /admin\n${String(i).padStart(120, '#')}`),
    ]);
    cache.store(fresh(keyOf(i)), cache.prepare({ headers, body }));
  }
}

function measurePageCache() {
  const cache = createPageCache({
    maxBytes: Number.MAX_SAFE_INTEGER,
    maxEntries: Number.MAX_SAFE_INTEGER,
    maxVariantsPerPath: Infinity,
    entryOverheadBytes: 0,
  });
  const before = settledMemory();
  robotsShapedEntries(cache, COUNT, (i) => `/talent?q=flood-${i}`);
  return perEntry(cache, before);
}

async function measureHandler() {
  const handler = createCacheHandler({
    readRevisions: async () => [],
    maxBytes: Number.MAX_SAFE_INTEGER,
    maxEntries: Number.MAX_SAFE_INTEGER,
    entryOverheadBytes: 0,
    log: { error: () => {}, info: () => {} },
  });
  const before = settledMemory();
  const now = Date.now();
  for (let i = 0; i < COUNT; i++) {
    const value = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`0:{"a":"$@1","f":"","b":"build"}\n1:null\n`));
        controller.close();
      },
    });
    const key = fresh(`["e2e-build-id","40a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e",[{"slug":"unknown-slug-${i}"}]]`);
    await handler.set(
      key,
      Promise.resolve({
        value,
        tags: [fresh('talent')],
        stale: 300,
        timestamp: now,
        expire: 4294967294,
        revalidate: 4294967294,
      }),
    );
  }
  return perEntry(handler, before);
}

/** With the overhead counted, a flood of distinct keys stays within the byte budget in real memory too. */
function checkPageCacheBound(maxBytes) {
  const cache = createPageCache({ maxBytes, maxEntries: Number.MAX_SAFE_INTEGER });
  const before = settledMemory();
  robotsShapedEntries(cache, 100_000, (i) => `/talent/flood-${i}`);
  return { maxBytes, entries: cache.size, accounted: cache.bytes, realGrowth: settledMemory() - before };
}

console.log('page cache (serve.mjs), /robots.txt-shaped entries:', measurePageCache());
console.log('page cache, 100,000 distinct keys into an 8 MiB budget:', checkPageCacheBound(8 * 1024 * 1024));
console.log("'use cache' handler, unknown-slug lookups:", await measureHandler());
