// @ts-check
// This process's one tag state, shared by the two cache handlers Next.js loads (handler.mjs for
// 'use cache', route-cache.mjs for pages): both import this module from the same file, so they see
// the same expiries. It learns what changed while the process was not running before serving
// anything (top-level await: Next awaits the handler modules before their first use), then polls
// `cache_tags` once a second. See docs/caching.md.
import { createTagState } from './handler-core.mjs';
import { metrics } from '../metrics.mjs';
import { createRevisionReader } from './tag-revisions.mjs';

const tagState = createTagState({ readRevisions: createRevisionReader() });
await tagState.refresh();
tagState.startPolling();

/**
 * Lets the metrics report a store's size (agency_cache_entries, agency_cache_bytes).
 * @param {'data' | 'route'} store @param {{ size: number, bytes: number }} view
 */
export function reportCacheSize(store, view) {
  metrics().sources.caches[store] = view;
}

export default tagState;
