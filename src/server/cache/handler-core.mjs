// @ts-check
// The 'use cache' handler (next.config `cacheHandlers.default`), as a factory so tests can drive it.
// Plain ESM: Next.js imports it at run time outside the server bundle. See docs/decisions/005-caching.md.
//
// Entries live in this process's memory (a size-bounded LRU, like Next's built-in handler). What it
// adds is cross-instance invalidation: `refreshTags()` reads the tag revisions in the `cache_tags`
// table at most once per `minPollIntervalMs`; a revision this process has not seen marks the tag
// expired, so `get()` and `getExpiration()` treat everything cached before it as stale. The same
// expiry is written into Next's process-wide tags manifest (`tagsManifest`), which is what the route
// cache (prerendered and ISR pages) consults, so whole cached pages refresh too.

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
 */

const SEEN_KEY = Symbol.for('agency.cache-tag-revisions');

/**
 * What one entry costs beyond its key, tag and value bytes (Map slot, the entry and its metadata
 * object, the tags array, the Uint8Array and its backing store), measured by
 * scripts/bench/cache-entry-cost.mjs.
 * 2026-11-23: an unknown-slug lookup (a 40-byte value, one tag, a 90-character key) costs 846 bytes
 * of heap, 138 of them accounted by size: 708 more, rounded up here.
 */
export const CACHE_ENTRY_OVERHEAD_BYTES = 768;

/** Revisions this process knows; `invalidate()` adds the ones it wrote itself (src/server/cache/revisions.ts). */
function seenRevisions() {
  const holder = /** @type {{ [SEEN_KEY]?: Map<string, number> }} */ (globalThis);
  return (holder[SEEN_KEY] ??= new Map());
}

/** @param {Uint8Array} bytes @returns {ReadableStream<Uint8Array>} */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * @param {object} options
 * @param {() => Promise<TagRevision[]>} options.readRevisions
 * @param {Map<string, TagTimes>} [options.tagsManifest] Next's route-cache tag state
 * @param {number} [options.minPollIntervalMs]
 * @param {number} [options.maxBytes] what entries may cost in all: values, keys, tags and the fixed overhead
 *   (24 MB by default, like the page cache: docs/decisions/087-server-memory.md)
 * @param {number} [options.maxEntries] at most this many entries, however small (one per argument
 *   list a cached function was called with: unknown slugs mint entries too)
 * @param {number} [options.entryOverheadBytes]
 * @param {() => number} [options.now]
 * @param {Pick<Console, 'error' | 'info'>} [options.log]
 * @param {() => void} [options.onInvalidate] called whenever a tag expires here (this instance's saves or another's)
 */
export function createCacheHandler({
  readRevisions,
  tagsManifest,
  minPollIntervalMs = 1000,
  maxBytes = 24 * 1024 * 1024,
  maxEntries = 20_000,
  entryOverheadBytes = CACHE_ENTRY_OVERHEAD_BYTES,
  now = () => Date.now(),
  log = console,
  onInvalidate = () => {},
}) {
  /** @type {Map<string, { entry: EntryMeta, value: Uint8Array, bytes: number }>} insertion order = least recently used first */
  const entries = new Map();
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  /** @type {Map<string, TagTimes>} tag -> times in ms */
  const tagTimes = new Map();
  let bytes = 0;
  let lastPoll = -Infinity;
  /** @type {Promise<void> | undefined} */
  let inflight;
  let initialised = false;
  let failing = false;

  /** @param {string} tag @param {number} at */
  function expireTag(tag, at) {
    onInvalidate();
    tagTimes.set(tag, { ...tagTimes.get(tag), expired: at });
    if (tagsManifest) {
      const current = tagsManifest.get(tag) ?? {};
      // Keep a later past expiry; replace a future one (a 'max' profile) or an older one.
      if (!(typeof current.expired === 'number' && current.expired >= at && current.expired <= now())) {
        tagsManifest.set(tag, { ...current, expired: at });
      }
    }
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
        // At start-up: the change happened at updated_at; only entries older than that (e.g. pages
        // prerendered by a build made before the change) are stale.
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

  /** @param {string[]} tags @param {number} timestamp */
  function isExpired(tags, timestamp) {
    const t = now();
    return tags.some((tag) => {
      const expired = tagTimes.get(tag)?.expired;
      return typeof expired === 'number' && expired > timestamp && expired <= t;
    });
  }

  /** @param {string[]} tags @param {number} timestamp */
  function isStale(tags, timestamp) {
    return tags.some((tag) => (tagTimes.get(tag)?.stale ?? 0) > timestamp);
  }

  const handler = {
    /** @param {string} cacheKey @returns {Promise<StoredEntry | undefined>} */
    async get(cacheKey) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const stored = entries.get(cacheKey);
      if (!stored) return undefined;
      const { entry, value } = stored;
      // In memory, an entry past its revalidate time is dropped rather than served stale (as Next's
      // built-in handler does): warming a replacement for a likely-evicted entry is wasted work.
      if (now() > entry.timestamp + entry.revalidate * 1000 || isExpired(entry.tags, entry.timestamp)) {
        handler.delete(cacheKey);
        return undefined;
      }
      entries.delete(cacheKey); // most recently used goes last
      entries.set(cacheKey, stored);
      const revalidate = isStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
      return { ...entry, revalidate, value: streamOf(value) };
    },

    /** @param {string} cacheKey @param {Promise<StoredEntry>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve())));
      try {
        const entry = await pendingEntry;
        const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
        handler.delete(cacheKey);
        // `expire: 0` is a dynamic entry Next never serves back; a negative one is the dev server's
        // way of deleting a key (the interface has no delete).
        if (entry.expire <= 0) return;
        const { value: _stream, ...meta } = entry;
        const cost =
          entryOverheadBytes +
          cacheKey.length +
          value.byteLength +
          (meta.tags ?? []).reduce((sum, tag) => sum + tag.length, 0);
        if (cost > maxBytes) return;
        entries.set(cacheKey, { entry: meta, value, bytes: cost });
        bytes += cost;
        for (const [key] of entries) {
          if (bytes <= maxBytes && entries.size <= maxEntries) break;
          handler.delete(key);
        }
      } catch (error) {
        log.error?.('[cache] could not store an entry:', error instanceof Error ? error.message : error);
      } finally {
        done();
        pendingSets.delete(cacheKey);
      }
    },

    /** @param {string} cacheKey */
    delete(cacheKey) {
      const stored = entries.get(cacheKey);
      if (!stored) return;
      entries.delete(cacheKey);
      bytes -= stored.bytes;
    },

    /** How many entries are kept, and what they are accounted to cost (for tests and measurements). */
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },

    /**
     * Called by Next before the first cache read of a request; polls the database at most once a second.
     * @returns {Promise<void>}
     */
    async refreshTags() {
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

    /** @param {string[]} tags */
    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => tagTimes.get(tag)?.expired ?? 0));
    },

    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    async updateTags(tags, durations) {
      if (tags.length > 0) onInvalidate();
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

    /**
     * Keeps tag state fresh for requests served whole from the route cache (they never call refreshTags).
     * @param {number} [intervalMs]
     */
    startPolling(intervalMs = minPollIntervalMs) {
      const timer = setInterval(() => void handler.refreshTags(), intervalMs);
      timer.unref?.();
      return () => clearInterval(timer);
    },
  };
  return handler;
}
