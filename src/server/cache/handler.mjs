// @ts-check
// next.config `cacheHandlers.default`: the store behind every 'use cache' function, with tag state
// shared across instances on one database. See handler-core.mjs and docs/caching.md.
import { createCacheHandler } from './handler-core.mjs';
import tagState, { processSingleton, reportCacheSize } from './tag-state.mjs';

const handler = processSingleton('data-cache', () => createCacheHandler({ tagState }));
reportCacheSize('data', handler);

export default handler;
