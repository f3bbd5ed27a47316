import 'server-only';
import { sql } from 'kysely';
import { db } from '../db/client';

/**
 * Fixed-window counters in the database, so every instance sees the same count.
 * One statement per hit: insert, or increment within the window, or restart an expired window.
 */
export async function hitRateLimit(key: string, windowMs: number, now = new Date()) {
  const nowIso = now.toISOString();
  const windowFloor = new Date(now.getTime() - windowMs).toISOString();
  const row = await (
    await db()
  )
    .insertInto('rate_limits')
    .values({ key, window_start: nowIso, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when rate_limits.window_start <= ${windowFloor} then 1 else rate_limits.hits + 1 end`,
        window_start: sql`case when rate_limits.window_start <= ${windowFloor} then ${nowIso} else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStart: new Date(row.window_start) };
}

export async function clearRateLimit(key: string) {
  await (await db()).deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Gives one hit back (an attempt that turned out not to count), never below zero. */
export async function refundRateLimit(key: string) {
  await (
    await db()
  )
    .updateTable('rate_limits')
    .set({ hits: sql`case when hits > 0 then hits - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

/** Housekeeping: forget windows that started before `olderThan` (they can no longer refuse anything). */
export async function pruneRateLimits(olderThan: Date) {
  const result = await (
    await db()
  )
    .deleteFrom('rate_limits')
    .where('window_start', '<', olderThan.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
