// @ts-check
// This process's one tag state, shared by the two cache handlers Next.js loads (handler.mjs for
// 'use cache', route-cache.mjs for pages): both import this module from the same file, so they see
// the same expiries. It learns what changed while the process was not running before serving
// anything (top-level await: Next awaits the handler modules before their first use), then polls
// `cache_tags` once a second. See docs/caching.md.
import { createTagState } from './handler-core.mjs';
import { metrics } from '../metrics.mjs';
import { createRevisionReader } from './tag-revisions.mjs';

/**
 * One per process, even when Next.js loads this module more than once (the server and the bundled route
 * modules import the handlers each through their own loader): on globalThis, like the revisions it shares
 * with the app (revisions.ts).
 * @template T @param {string} name @param {() => T} make @returns {T}
 */
export function processSingleton(name, make) {
  const holder = /** @type {Record<symbol, T | undefined>} */ (globalThis);
  const key = Symbol.for(`agency.${name}`);
  return (holder[key] ??= make());
}

const tagState = processSingleton('cache-tag-state', () => {
  const state = createTagState({ readRevisions: createRevisionReader() });
  state.startPolling();
  return state;
});
await tagState.refresh();

/**
 * Lets the metrics report a store's size (agency_cache_entries, agency_cache_bytes).
 * @param {'data' | 'route'} store @param {{ size: number, bytes: number }} view
 */
export function reportCacheSize(store, view) {
  metrics().sources.caches[store] = view;
}

export default tagState;
