import 'server-only';
import { cacheTags } from '../cache/tags';
import { seenRevisions } from '../cache/revisions';
import { db } from '../db/client';
import { forgetRedirectSnapshot, recordMove } from './lifecycle';

export type Redirect = {
  id: number;
  from_path: string;
  to_path: string;
  source: 'rename' | 'manual';
  created_at: string;
};

/** Every redirect, newest first (the admin list: a few hundred at most, one per rename or manual entry). */
export async function listRedirects(limit = 1000) {
  return (await db())
    .selectFrom('redirects')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function deleteRedirect(id: number) {
  const row = await (await db()).deleteFrom('redirects').where('id', '=', id).returning(['id']).executeTakeFirst();
  forgetRedirectSnapshot();
  return row;
}

export class RedirectLoopError extends Error {
  constructor(from: string, to: string) {
    super(`A redirect from ${from} to ${to} would send visitors in a circle back to ${from}.`);
    this.name = 'RedirectLoopError';
  }
}

/**
 * Adds (or replaces) a manual redirect. A target that is itself redirected is resolved to its final
 * address, and redirects that pointed at `from` are pointed at the new target, so no chain forms;
 * a target that leads back to `from` is refused.
 */
export async function addManualRedirect(from: string, to: string) {
  return (await db()).transaction().execute(async (trx) => {
    let target = to;
    const seen = new Set([from]);
    for (;;) {
      if (seen.has(target)) throw new RedirectLoopError(from, to);
      seen.add(target);
      const next = await trx
        .selectFrom('redirects')
        .select('to_path')
        .where('from_path', '=', target)
        .executeTakeFirst();
      if (!next) break;
      target = next.to_path;
    }
    await trx.deleteFrom('redirects').where('from_path', '=', from).execute();
    await recordMove(trx, from, target, 'manual');
    return trx.selectFrom('redirects').selectAll().where('from_path', '=', from).executeTakeFirstOrThrow();
  });
}

// ---- Look-up for the proxy ------------------------------------------------------------------------

/**
 * The tags whose revisions say the table may have changed: `redirects` (the redirects screen) and
 * every content type's (a rename records its redirect inside the type's save).
 */
const WATCHED_TAGS: readonly string[] = Object.values(cacheTags);

/** The watched tags' revisions as this process last saw them (src/server/cache/revisions.ts). */
function tableVersion() {
  const seen = seenRevisions();
  return WATCHED_TAGS.map((tag) => seen.get(tag) ?? 0).join(',');
}

type Snapshot = { version: string; map: Map<string, string>; loading?: Promise<Map<string, string>> };
const holder = globalThis as { __agencyRedirects?: Snapshot };

/**
 * Where `path` redirects to, or undefined. The proxy asks for every public GET it passes to Next.js,
 * so it answers from a copy of the whole table (small: one row per rename), read again only when a
 * watched tag's revision moves: a change on another instance shows within the cache_tags poll's
 * second, one made on this instance drops the copy at once (recordMove, deleteRedirect). No database
 * read while nothing changes.
 */
export async function findRedirect(path: string): Promise<string | undefined> {
  let snapshot = holder.__agencyRedirects;
  const version = tableVersion();
  if (!snapshot || snapshot.version !== version) {
    const loading =
      snapshot?.loading ??
      (async () => {
        const rows = await (await db()).selectFrom('redirects').select(['from_path', 'to_path']).execute();
        return new Map(rows.map((r) => [r.from_path, r.to_path]));
      })();
    const pending: Snapshot = snapshot ? { ...snapshot, loading } : { version: '', map: new Map(), loading };
    holder.__agencyRedirects = pending;
    try {
      const map = await loading;
      // The version read before the table: a change committed meanwhile moves it, and the next
      // request reads again.
      snapshot = { version, map };
      if (holder.__agencyRedirects === pending) holder.__agencyRedirects = snapshot;
    } catch (error) {
      if (holder.__agencyRedirects === pending) holder.__agencyRedirects = undefined;
      throw error;
    }
  }
  return snapshot.map.get(path);
}
