// @ts-check
// next.config `cacheHandler`: where Next.js keeps rendered pages and route responses (its documented
// seam for the route cache). One store per process, in memory and size-bounded; its entries expire
// with the same tags as the 'use cache' data, on this instance and, within a second, on every other
// one on the database (tag-state.mjs). Next creates an instance of this class per request, so the
// store lives outside it, once per process. See handler-core.mjs and docs/caching.md.
import { createRouteCache } from './handler-core.mjs';
import tagState, { processSingleton, reportCacheSize } from './tag-state.mjs';

const store = processSingleton('route-cache', () => createRouteCache({ tagState }));
reportCacheSize('route', store);

export default class RouteCacheHandler {
  /** @param {string} key @param {import('./handler-core.mjs').RouteContext} [ctx] */
  get(key, ctx) {
    return store.get(key, ctx);
  }

  /**
   * @param {string} key @param {import('./handler-core.mjs').RouteValue | null} value
   * @param {import('./handler-core.mjs').RouteContext} [ctx]
   */
  set(key, value, ctx) {
    return store.set(key, value, ctx);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  revalidateTag(tags, durations) {
    return store.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
