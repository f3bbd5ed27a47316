import 'server-only';
import { updateTag } from 'next/cache';
import { bumpCacheTagRevisions } from '../repositories/cache-tags';
import { markRevisionsSeen } from './revisions';
import { logError } from '../log';
import type { CacheTag } from './tags';

/**
 * Call from an admin server action after a save or delete: the next public request renders fresh,
 * on this instance (updateTag) and, within about a second, on every other instance sharing the
 * database (the tag's revision in `cache_tags`, polled by src/server/cache/handler.mjs).
 */
export async function invalidate(...tags: CacheTag[]) {
  for (const tag of tags) updateTag(tag);
  try {
    // This instance already expired the tags itself; tell its poller not to expire them a second time.
    markRevisionsSeen(await bumpCacheTagRevisions(tags));
  } catch (error) {
    // The save itself succeeded; other instances catch up when their cache entries expire.
    logError('cache.invalidation.record_failed', error, { tags: tags.join(' ') });
  }
}
