import 'server-only';
import { sql } from 'kysely';
import { db } from '../db/client';
import { nowIso } from './shared';

/**
 * Cache tag revisions shared by every instance on one database. `invalidate()` bumps a tag here;
 * each instance's cache handler (src/server/cache/handler.mjs) polls this table and treats entries
 * cached before a bump as stale. See docs/decisions/005-caching.md.
 */
export async function bumpCacheTagRevisions(tags: readonly string[]) {
  const database = await db();
  const revisions: { tag: string; revision: number }[] = [];
  for (const tag of new Set(tags)) {
    const row = await database
      .insertInto('cache_tags')
      .values({ tag, revision: 1, updated_at: nowIso() })
      .onConflict((oc) =>
        oc.column('tag').doUpdateSet({ revision: sql<number>`cache_tags.revision + 1`, updated_at: nowIso() }),
      )
      .returning(['tag', 'revision'])
      .executeTakeFirstOrThrow();
    revisions.push({ tag: row.tag, revision: Number(row.revision) });
  }
  return revisions;
}

export async function listCacheTagRevisions() {
  return (await db()).selectFrom('cache_tags').select(['tag', 'revision', 'updated_at']).execute();
}
