import 'server-only';
import { contentTypes } from '../lib/content-types';
import { cacheTags, type CacheTag } from './cache/tags';
import { db } from './db/client';
import { contentTables } from './repositories/content';
import { bumpCacheTagRevisions } from './repositories/cache-tags';

/**
 * Scheduled publishing (docs/decisions/090-content-lifecycle.md). Public reads filter by the
 * publishing window at the time they run, and their results are cached until a tag changes; so
 * when a window opens or closes, the tag of that type must change. Every instance runs this tick;
 * the last moment checked is shared in `app_settings`, claimed by compare-and-set, so each boundary
 * is announced once whichever instance sees it first, and none is missed while an instance is down.
 * The announcement is a revision bump in `cache_tags`: every instance's cache handler (this one's
 * too) polls it within a second and drops the data and pages cached before it.
 */

export const SCHEDULE_TICK_MS = 10_000;
const CHECKED_KEY = 'schedule.checked_at';
const EPOCH = new Date(0).toISOString();

/**
 * The types whose items have a publishing window (scheduleFields in their definition) or other
 * date-times that change their public pages when they pass (`boundaries`: an event's end), and
 * those columns.
 */
const watchedTypes = Object.values(contentTypes)
  .map(({ table, tag, windowed, boundaries }) => ({
    table,
    tag,
    columns: [...(windowed ? ['publish_at', 'unpublish_at'] : []), ...boundaries] as 'publish_at'[],
  }))
  .filter((type) => type.columns.length > 0);

/** The types with a window boundary in (after, until], and `pages` when a scheduled page version's time is in it. */
async function typesWithBoundaries(after: string, until: string) {
  const database = await contentTables();
  const tags: CacheTag[] = [];
  for (const { table, tag, columns } of watchedTypes) {
    const row = await database
      .selectFrom(table)
      .select('id')
      .where((eb) => eb.or(columns.map((column) => eb.and([eb(column, '>', after), eb(column, '<=', until)]))))
      .limit(1)
      .executeTakeFirst();
    if (row) tags.push(tag);
  }
  // A scheduled version of a page of sections (admin → Pages) going in force.
  const page = await (
    await db()
  )
    .selectFrom('page_versions')
    .select('id')
    .where('publish_at', '>', after)
    .where('publish_at', '<=', until)
    .limit(1)
    .executeTakeFirst();
  if (page) tags.push(cacheTags.pages);
  return tags;
}

/**
 * One tick: claims the span since the last check and bumps the tags of the types whose windows
 * opened or closed in it. Returns the bumped tags ([] if nothing passed or another instance claimed it).
 */
export async function announceScheduleBoundaries(now = new Date()): Promise<CacheTag[]> {
  const database = await db();
  const until = now.toISOString();
  const row = await database
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', CHECKED_KEY)
    .executeTakeFirst();
  let after: string;
  if (!row) {
    const inserted = await database
      .insertInto('app_settings')
      .values({ key: CHECKED_KEY, value: until })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) return [];
    after = EPOCH;
  } else {
    after = row.value;
    if (after >= until) return [];
    const claimed = await database
      .updateTable('app_settings')
      .set({ value: until })
      .where('key', '=', CHECKED_KEY)
      .where('value', '=', after)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return [];
  }
  const tags = await typesWithBoundaries(after, until);
  if (tags.length) await bumpCacheTagRevisions(tags);
  return tags;
}
