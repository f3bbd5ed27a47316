import 'server-only';
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

/** How long this process answers from its copy of the table: another instance's change shows within this. */
const SNAPSHOT_MS = 5_000;
type Snapshot = { at: number; map: Map<string, string>; loading?: Promise<Map<string, string>> };
const holder = globalThis as { __agencyRedirects?: Snapshot };

/**
 * Where `path` redirects to, or undefined. The proxy asks for every public GET it passes to Next.js,
 * so the table is read whole at most every few seconds (it is small: one row per rename) rather
 * than once per request; a change made on this instance drops the copy at once (recordMove).
 */
export async function findRedirect(path: string, now = Date.now()): Promise<string | undefined> {
  let snapshot = holder.__agencyRedirects;
  if (!snapshot || now - snapshot.at > SNAPSHOT_MS) {
    const loading =
      snapshot?.loading ??
      (async () => {
        const rows = await (await db()).selectFrom('redirects').select(['from_path', 'to_path']).execute();
        return new Map(rows.map((r) => [r.from_path, r.to_path]));
      })();
    const pending: Snapshot = snapshot ? { ...snapshot, loading } : { at: 0, map: new Map(), loading };
    holder.__agencyRedirects = pending;
    try {
      const map = await loading;
      snapshot = { at: now, map };
      if (holder.__agencyRedirects === pending) holder.__agencyRedirects = snapshot;
    } catch (error) {
      if (holder.__agencyRedirects === pending) holder.__agencyRedirects = undefined;
      throw error;
    }
  }
  return snapshot.map.get(path);
}
