import 'server-only';
import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { env } from '../env';
import { nowIso } from './shared';

/**
 * What the content repository (content.ts) shares with the rest of the content lifecycle
 * (docs/decisions/090-content-lifecycle.md):
 * the publishing window, the state shown in the admin lists, revisions and slug-rename redirects,
 * all written in the same transaction as the save that causes them.
 */

/**
 * Who made a change: the signed-in admin's id, or null for the seed, scripts and tests. Left out
 * (undefined), it is the admin signed in for the current request, if there is one.
 */
export type Actor = { id: number } | null | undefined;

/** Resolve before opening a transaction: the session read is a query of its own (one SQLite connection). */
export async function resolveActor(actor: Actor): Promise<number | null> {
  if (actor !== undefined) return actor?.id ?? null;
  try {
    // Imported here: the guard reads the request's cookies, which only exist inside a request.
    const { getAdminSession } = await import('../auth/guard');
    return (await getAdminSession())?.user.id ?? null;
  } catch {
    return null; // outside a request (CLI, tests)
  }
}

/**
 * Published and inside its window at `now`: the one condition every public read of posts and case
 * studies uses. `now` is this process's clock, as in the background tick that invalidates the caches
 * when a boundary passes (src/server/schedule.ts). Timestamps are stored as ISO-8601 UTC (toIso()):
 * on SQLite they compare as text, on PostgreSQL the parameter is read as a timestamptz.
 */
export function liveAt(now: string = nowIso()): Expression<SqlBool> {
  return sql<SqlBool>`(is_published = ${true} and (publish_at is null or publish_at <= ${now}) and (unpublish_at is null or unpublish_at > ${now}))`;
}

/** A date-time from a form or the database as ISO-8601 UTC, or null for empty/invalid. */
export function toIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** Normalises the window fields of an input that has them (others pass through unchanged). */
export function withIsoWindow<T extends Partial<Record<'publish_at' | 'unpublish_at', string | null>>>(input: T): T {
  const out = { ...input };
  if ('publish_at' in input) out.publish_at = toIso(input.publish_at);
  if ('unpublish_at' in input) out.unpublish_at = toIso(input.unpublish_at);
  return out;
}

// ---- Revisions ------------------------------------------------------------------------------------

/** Fields that describe the save, not the content: never part of a snapshot or a diff. */
const NOT_CONTENT = new Set(['id', 'created_at', 'updated_at', 'first_published_at']);

export function snapshotOf(item: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !NOT_CONTENT.has(key)));
}

/** Records a revision of `item` as saved, and keeps only the newest REVISIONS_PER_ITEM of the item. */
export async function recordRevision(
  trx: Transaction<Database>,
  kind: string,
  item: { id: number } & Record<string, unknown>,
  authorId: number | null,
) {
  await trx
    .insertInto('revisions')
    .values({
      kind,
      item_id: item.id,
      author_id: authorId,
      snapshot: JSON.stringify(snapshotOf(item)),
      created_at: nowIso(),
    })
    .execute();
  const keep = env().REVISIONS_PER_ITEM;
  const oldestKept = await trx
    .selectFrom('revisions')
    .select('id')
    .where('kind', '=', kind)
    .where('item_id', '=', item.id)
    .orderBy('id', 'desc')
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await trx
      .deleteFrom('revisions')
      .where('kind', '=', kind)
      .where('item_id', '=', item.id)
      .where('id', '<', oldestKept.id)
      .execute();
  }
}

export async function deleteRevisionsOf(trx: Transaction<Database>, kind: string, itemId: number) {
  await trx.deleteFrom('revisions').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

// ---- Redirects on rename --------------------------------------------------------------------------

/**
 * `from` now lives at `to`: one redirect from → to, with no chains (redirects that pointed at
 * `from` now point at `to`) and no loops (a redirect away from `to`, e.g. after renaming back, is
 * removed: `to` is live again).
 */
export async function recordMove(
  trx: Transaction<Database>,
  from: string,
  to: string,
  source: 'rename' | 'manual' = 'rename',
) {
  if (from === to) return;
  await trx.deleteFrom('redirects').where('from_path', '=', to).execute();
  await trx.updateTable('redirects').set({ to_path: to }).where('to_path', '=', from).execute();
  await trx
    .insertInto('redirects')
    .values({ from_path: from, to_path: to, source, created_at: nowIso() })
    .onConflict((oc) => oc.column('from_path').doUpdateSet({ to_path: to, source }))
    .execute();
  forgetRedirectSnapshot();
}

/** Redirects this process read last (src/server/repositories/redirects.ts); a write here drops them. */
export function forgetRedirectSnapshot() {
  (globalThis as { __agencyRedirects?: unknown }).__agencyRedirects = undefined;
}
