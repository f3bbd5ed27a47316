// @ts-check
// The stores behind Next.js's two documented cache seams, as factories so tests can drive them.
// Plain ESM: Next.js imports them at run time outside the server bundle. See docs/caching.md.
//
//  - createTagState(): when each cache tag last expired, shared by both stores. Cross-instance
//    invalidation: `refresh()` reads the tag revisions in the `cache_tags` table at most once per
//    `minPollIntervalMs`; a revision this process has not seen expires the tag here.
//  - createCacheHandler(): `cacheHandlers.default`, the 'use cache' entries (data).
//  - createRouteCache(): `cacheHandler`, whole rendered pages and route responses.
// Entries live in this process's memory, in size-bounded LRUs (lru-cache); an entry cached before
// its tag expired is never served again.
import { LRUCache } from 'lru-cache';

/**
 * @typedef {{ tag: string, revision: number, updated_at: string | Date }} TagRevision
 * @typedef {{
 *   value: ReadableStream<Uint8Array>,
 *   tags: string[],
 *   stale: number,
 *   timestamp: number,
 *   expire: number,
 *   revalidate: number,
 * }} StoredEntry
 * @typedef {Omit<StoredEntry, 'value'>} EntryMeta
 * @typedef {{ expired?: number, stale?: number }} TagTimes
 * @typedef {Pick<Console, 'error' | 'info'>} Log
 * @typedef {ReturnType<typeof createTagState>} TagState
 */

const SEEN_KEY = Symbol.for('agency.cache-tag-revisions');

/** Revisions this process knows; `invalidate()` adds the ones it wrote itself (src/server/cache/revisions.ts). */
function seenRevisions() {
  const holder = /** @type {{ [SEEN_KEY]?: Map<string, number> }} */ (globalThis);
  return (holder[SEEN_KEY] ??= new Map());
}

/**
 * @param {object} options
 * @param {() => Promise<TagRevision[]>} options.readRevisions
 * @param {number} [options.minPollIntervalMs]
 * @param {() => number} [options.now]
 * @param {Log} [options.log]
 */
export function createTagState({ readRevisions, minPollIntervalMs = 1000, now = () => Date.now(), log = console }) {
  /** @type {Map<string, TagTimes>} tag -> times in ms */
  const tagTimes = new Map();
  let lastPoll = -Infinity;
  /** @type {Promise<void> | undefined} */
  let inflight;
  let initialised = false;
  let failing = false;

  /** @param {string} tag @param {number} at */
  function expireTag(tag, at) {
    tagTimes.set(tag, { ...tagTimes.get(tag), expired: at });
  }

  async function poll() {
    const rows = await readRevisions();
    const seen = seenRevisions();
    const at = now();
    for (const row of rows) {
      const revision = Number(row.revision);
      const known = seen.get(row.tag);
      if (known !== undefined && revision <= known) continue;
      seen.set(row.tag, revision);
      if (!initialised) {
        // At start-up: the change happened at updated_at; only entries older than that are stale.
        const changedAt = row.updated_at instanceof Date ? row.updated_at.getTime() : Date.parse(row.updated_at);
        expireTag(row.tag, Math.min(Number.isFinite(changedAt) ? changedAt : at, at));
      } else {
        // Later: another instance's clock cannot be ordered against ours, so everything this process
        // cached before it noticed the change is stale (at worst one extra render).
        expireTag(row.tag, at);
      }
    }
    initialised = true;
  }

  const state = {
    /**
     * Whether an entry made at `timestamp` with these tags was invalidated since.
     * @param {string[]} tags @param {number} timestamp
     */
    isExpired(tags, timestamp) {
      const t = now();
      return tags.some((tag) => {
        const expired = tagTimes.get(tag)?.expired;
        return typeof expired === 'number' && expired > timestamp && expired <= t;
      });
    },

    /** Whether a revalidateTag(tag, profile) since `timestamp` asks for a fresh copy. @param {string[]} tags @param {number} timestamp */
    isStale(tags, timestamp) {
      return tags.some((tag) => (tagTimes.get(tag)?.stale ?? 0) > timestamp);
    },

    /** The latest expiry among `tags` (0 when none expired). @param {string[]} tags */
    expiration(tags) {
      return Math.max(0, ...tags.map((tag) => tagTimes.get(tag)?.expired ?? 0));
    },

    /**
     * This process's own revalidateTag()/updateTag(): without durations the tags expire now.
     * @param {string[]} tags @param {{ expire?: number }} [durations]
     */
    update(tags, durations) {
      const t = now();
      for (const tag of tags) {
        const times = { ...tagTimes.get(tag) };
        if (durations) {
          times.stale = t;
          if (durations.expire !== undefined) times.expired = t + durations.expire * 1000;
        } else {
          times.expired = t;
        }
        tagTimes.set(tag, times);
      }
    },

    /** Reads `cache_tags` at most once per `minPollIntervalMs`; never throws. @returns {Promise<void>} */
    async refresh() {
      if (inflight) return inflight;
      if (now() - lastPoll < minPollIntervalMs) return;
      lastPoll = now();
      inflight = poll()
        .then(() => {
          if (failing) log.info?.('[cache] reading cache_tags works again');
          failing = false;
        })
        .catch((error) => {
          // Never fail a request over this: serve with the last known tag state and retry next time.
          if (!failing)
            log.error?.('[cache] could not read cache_tags:', error instanceof Error ? error.message : error);
          failing = true;
        })
        .finally(() => {
          inflight = undefined;
        });
      return inflight;
    },

    /**
     * Keeps tag state fresh for requests that never ask (pages answered whole from the route cache).
     * @param {number} [intervalMs]
     */
    startPolling(intervalMs = minPollIntervalMs) {
      const timer = setInterval(() => void state.refresh(), intervalMs);
      timer.unref?.();
      return () => clearInterval(timer);
    },
  };
  return state;
}

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/**
 * What an entry's values weigh in bytes: strings, buffers, and maps, arrays and objects of them.
 * @param {unknown} value @param {number} [depth]
 * @returns {number}
 */
function byteSize(value, depth = 0) {
  // V8 keeps a string with one character beyond Latin-1 (’, …, « in a French page) at two bytes a
  // character. (Keeping pages as UTF-8 bytes instead cost ~1 ms a hit to decode: decision 166.)
  if (typeof value === 'string') return BEYOND_LATIN1.test(value) ? value.length * 2 : value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value === null || typeof value !== 'object' || depth > 4) return 8;
  const parts = value instanceof Map ? [...value.values()] : Array.isArray(value) ? value : Object.values(value);
  return parts.reduce((sum, part) => sum + byteSize(part, depth + 1), 0);
}

/**
 * @param {object} options
 * @param {TagState} [options.tagState] shared with the route cache; made from `readRevisions` when absent
 * @param {() => Promise<TagRevision[]>} [options.readRevisions]
 * @param {number} [options.minPollIntervalMs]
 * @param {number} [options.maxBytes] what keys, tags and values may weigh in all (24 MB by default)
 * @param {number} [options.maxEntries] at most this many entries, however small (unknown slugs mint entries too)
 * @param {() => number} [options.now]
 * @param {Log} [options.log]
 */
export function createCacheHandler({
  tagState,
  readRevisions = async () => [],
  minPollIntervalMs,
  maxBytes = 24 * 1024 * 1024,
  maxEntries = 20_000,
  now = () => Date.now(),
  log = console,
}) {
  const tags = tagState ?? createTagState({ readRevisions, minPollIntervalMs, now, log });
  /** @type {LRUCache<string, { entry: EntryMeta, value: Uint8Array }>} */
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: ({ entry, value }, key) => key.length + value.byteLength + byteSize(entry.tags) || 1,
  });
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();

  return {
    /** @param {string} cacheKey @returns {Promise<StoredEntry | undefined>} */
    async get(cacheKey) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const stored = entries.get(cacheKey);
      if (!stored) return undefined;
      const { entry, value } = stored;
      // An entry past its revalidate time is dropped rather than served stale (as Next's built-in
      // handler does): warming a replacement for a likely-evicted entry is wasted work.
      if (now() > entry.timestamp + entry.revalidate * 1000 || tags.isExpired(entry.tags, entry.timestamp)) {
        entries.delete(cacheKey);
        return undefined;
      }
      const revalidate = tags.isStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
      return { ...entry, revalidate, value: new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (value)]).stream() };
    },

    /** @param {string} cacheKey @param {Promise<StoredEntry>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve())));
      try {
        const entry = await pendingEntry;
        const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
        entries.delete(cacheKey);
        // `expire: 0` is a dynamic entry Next never serves back; a negative one is the dev server's
        // way of deleting a key (the interface has no delete).
        if (entry.expire <= 0) return;
        const { value: _stream, ...meta } = entry;
        entries.set(cacheKey, { entry: meta, value });
      } catch (error) {
        log.error?.('[cache] could not store an entry:', error instanceof Error ? error.message : error);
      } finally {
        done();
        pendingSets.delete(cacheKey);
      }
    },

    /** How many entries are kept, and what they weigh (for tests and the metrics). */
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },

    /** Called by Next before the first cache read of a request. */
    refreshTags: () => tags.refresh(),
    /** @param {string[]} tagList */
    getExpiration: async (tagList) => tags.expiration(tagList),
    /** @param {string[]} tagList @param {{ expire?: number }} [durations] */
    updateTags: async (tagList, durations) => tags.update(tagList, durations),
  };
}

/** The response header in which Next.js lists a cached page's or route's tags. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {{ kind?: string, headers?: Record<string, string | string[] | undefined> } & Record<string, unknown>} RouteValue
 * @typedef {{ tags?: string[], softTags?: string[] }} RouteContext
 */

/**
 * The route cache (next.config `cacheHandler`): rendered pages and route-handler responses, kept
 * until their tags expire here or on another instance (the shared `tagState`), or the LRU drops them.
 * Time-based revalidation stays Next's: it reads `lastModified` and the route's cache control.
 * @param {object} options
 * @param {TagState} options.tagState
 * @param {number} [options.maxBytes] what the entries may weigh in all (24 MB by default, decision 166)
 * @param {number} [options.maxEntries]
 * @param {() => number} [options.now]
 */
export function createRouteCache({
  tagState,
  maxBytes = 24 * 1024 * 1024,
  maxEntries = 5_000,
  now = () => Date.now(),
}) {
  /** @type {LRUCache<string, { value: RouteValue | null, lastModified: number, tags: string[] }>} */
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: ({ value, tags }, key) => key.length + byteSize(value) + byteSize(tags) || 1,
  });
  // When the render that will fill a key began: the lookup that missed precedes it. A page is dated
  // from then, not from when it is stored, so a save made while it rendered (its data read before
  // the save) still expires it; dated at set() it would outlive the save with the old content.
  // Renders of one page can overlap (a visit and a prefetch): the record stays until the last of them
  // is stored, so a render that began before a save but finished after the first one's set() is still
  // dated from the earliest start, and expired by the save.
  /** @type {LRUCache<string, { startedAt: number, pending: number }>} */
  const renderStarts = new LRUCache({ max: maxEntries, ttl: 60_000 });
  return {
    /** @param {string} key @param {RouteContext} [ctx] */
    async get(key, ctx) {
      const stored = entries.get(key);
      if (stored) {
        const tags = [...stored.tags, ...(ctx?.softTags ?? [])];
        // Next cannot be told "stale" from here: a stale page renders again before it is answered.
        if (!tagState.isExpired(tags, stored.lastModified) && !tagState.isStale(tags, stored.lastModified))
          return { value: stored.value, lastModified: stored.lastModified };
        entries.delete(key);
      }
      // The earliest of concurrent renders. Dating a page too early only costs renders: a lookup whose
      // render is never stored (seen on the booking pages) keeps the record until its 60 s run out, and
      // a save in that time expires each copy of the page stored meanwhile.
      const started = renderStarts.get(key);
      if (started) started.pending++;
      else renderStarts.set(key, { startedAt: now(), pending: 1 });
      return null;
    },
    /** @param {string} key @param {RouteValue | null} value @param {RouteContext} [ctx] */
    async set(key, value, ctx) {
      const header = value?.headers?.[CACHE_TAGS_HEADER];
      const headerTags = typeof header === 'string' && header ? header.split(',') : [];
      const started = renderStarts.get(key);
      const lastModified = started?.startedAt ?? now();
      if (started && --started.pending <= 0) renderStarts.delete(key);
      entries.set(key, { value, lastModified, tags: [...headerTags, ...(ctx?.tags ?? [])] });
    },
    /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
    async revalidateTag(tags, durations) {
      tagState.update(Array.isArray(tags) ? tags : [tags], durations);
    },
    resetRequestCache() {},
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
