import 'server-only';
import { updateTag } from 'next/cache';
import type { CacheTag } from './tags';

/**
 * Call from an admin server action after a save or delete: the next public request renders fresh.
 * (The data-driven pages issue extends this to reach every instance sharing one PostgreSQL database.)
 */
export async function invalidate(...tags: CacheTag[]) {
  for (const tag of tags) updateTag(tag);
}
