// @ts-check
// next.config `cacheHandlers.default`: the store behind every 'use cache' function, shared tag
// state across instances on one database. See handler-core.mjs and docs/decisions/005-caching.md.
import { createRequire } from 'node:module';
import { createCacheHandler } from './handler-core.mjs';
import { PAGE_CACHE_KEY, pageCacheHolder } from './page-cache.mjs';
import { createRevisionReader } from './tag-revisions.mjs';

const require = createRequire(import.meta.url);

/**
 * Next's process-wide tag state, read by the route cache (prerendered and ISR pages). A private
 * module of Next.js: package.json pins `next` to one exact version for this reason.
 * @returns {Map<string, import('./handler-core.mjs').TagTimes> | undefined}
 */
function nextTagsManifest() {
  try {
    return require('next/dist/server/lib/incremental-cache/tags-manifest.external.js').tagsManifest;
  } catch {
    console.warn("[cache] Next.js tags manifest not found: cached pages will not see other instances' changes");
    return undefined;
  }
}

const handler = createCacheHandler({
  readRevisions: createRevisionReader(),
  tagsManifest: nextTagsManifest(),
  // Whole pages kept by scripts/serve.mjs go with the data they were rendered from.
  onInvalidate: () => pageCacheHolder[PAGE_CACHE_KEY]?.clear(),
});
// Learn what changed while this process was not running before serving anything (top-level await:
// Next awaits this module before the first request uses it), then keep polling once a second.
await handler.refreshTags();
handler.startPolling();

export default handler;
