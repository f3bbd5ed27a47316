import 'server-only';
import type { ContentTypeShape } from '../../lib/content-types/define';
import { HOME_ORDER_MAX } from '../../lib/content-types/define';
import { sql, type Transaction } from 'kysely';
import { db } from '../db/client';
import { isSqlite } from '../db/dialect';
import type { Database } from '../db/schema';
import { contentRepository, contentTables } from './content';
import { resolveActor, type Actor } from './lifecycle';

/*
 * The home page's curation (docs/decisions/135-curated-home-page.md): which items of a type with
 * `homeFields()` are featured, and in which order. The public reads (featured, live, lowest Home
 * Order first, the newest published when none is) are in the types' own modules; this is the
 * admin's side: the list's Feature, Remove, Up and Down buttons.
 */

type HomeMove = 'feature' | 'remove' | 'up' | 'down';

/** The featured items of a type as the admin orders them (public or not), lowest Home Order first. */
export async function listFeatured(
  type: ContentTypeShape,
  trx?: Transaction<Database>,
): Promise<{ id: number; home_order: number }[]> {
  const rows = await (
    await contentTables(trx)
  )
    .selectFrom(type.table)
    .select(['id', 'home_order'])
    .where('featured_on_home', '=', true)
    .orderBy('home_order')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), home_order: Number(row.home_order) }));
}

/**
 * Features, removes or moves one item; the featured items are numbered 1, 2, 3… again in their new
 * order. Each item whose place changes is saved through the content repository, so each change is a
 * revision (who and when), like an edit. The whole move is one transaction that holds off any other
 * move of the same type until it commits (SQLite: its write lock, decision 173; PostgreSQL: a lock
 * on the type's curation), so two operators pressing buttons at once never leave two items on one
 * place. Resolves to 'missing' when there is no such item, and 'unmoved' when there is nothing to do
 * (the first item up, an item that is not featured).
 */
export async function moveOnHome(
  type: ContentTypeShape,
  id: number,
  move: HomeMove,
  actor?: Actor,
): Promise<'moved' | 'unmoved' | 'missing'> {
  const repository = contentRepository(type);
  const authorId = await resolveActor(actor); // before the transaction: it may read the session
  const author = authorId === null ? null : { id: authorId };
  const database = await db();
  return database.transaction().execute(async (trx) => {
    if (!isSqlite(database))
      await sql`select pg_advisory_xact_lock(hashtext(${`home-order:${type.table}`}))`.execute(trx);
    const item = await repository.findById(id, trx);
    if (!item) return 'missing';
    const featured = await listFeatured(type, trx); // nothing else moves them until the commit
    const order = featured.map((row) => row.id);
    const at = order.indexOf(id);
    if (move === 'feature') {
      if (at !== -1) return 'unmoved';
      order.push(id);
    } else if (move === 'remove') {
      if (at === -1) return 'unmoved';
      order.splice(at, 1);
      await repository.update(id, { featured_on_home: false, home_order: 0 }, author, trx);
    } else {
      const to = move === 'up' ? at - 1 : at + 1;
      if (at === -1 || to < 0 || to >= order.length) return 'unmoved';
      [order[at], order[to]] = [order[to]!, order[at]!];
    }
    const current = new Map(featured.map((row) => [row.id, row.home_order]));
    for (const [index, rowId] of order.entries()) {
      const place = Math.min(index + 1, HOME_ORDER_MAX);
      if (current.get(rowId) === place) continue;
      await repository.update(rowId, { featured_on_home: true, home_order: place }, author, trx);
    }
    return 'moved';
  });
}
