import 'server-only';
import type { ContentTypeShape } from '../../lib/content-types/define';
import { HOME_ORDER_MAX } from '../../lib/content-types/define';
import { contentRepository, contentTables } from './content';
import type { Actor } from './lifecycle';

/*
 * The home page's curation (docs/decisions/135-curated-home-page.md): which items of a type with
 * `homeFields()` are featured, and in which order. The public reads (featured, live, lowest Home
 * Order first, the newest published when none is) are in the types' own modules; this is the
 * admin's side: the list's Feature, Remove, Up and Down buttons.
 */

type HomeMove = 'feature' | 'remove' | 'up' | 'down';

/** The featured items of a type as the admin orders them (public or not), lowest Home Order first. */
export async function listFeatured(type: ContentTypeShape): Promise<{ id: number; home_order: number }[]> {
  const rows = await (
    await contentTables()
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
 * revision (who and when), like an edit. Resolves to 'missing' when there is no such item, and
 * 'unmoved' when there is nothing to do (the first item up, an item that is not featured).
 */
export async function moveOnHome(
  type: ContentTypeShape,
  id: number,
  move: HomeMove,
  actor?: Actor,
): Promise<'moved' | 'unmoved' | 'missing'> {
  const repository = contentRepository(type);
  const item = await repository.findById(id);
  if (!item) return 'missing';
  const order = (await listFeatured(type)).map((row) => row.id);
  const at = order.indexOf(id);
  if (move === 'feature') {
    if (at !== -1) return 'unmoved';
    order.push(id);
  } else if (move === 'remove') {
    if (at === -1) return 'unmoved';
    order.splice(at, 1);
    await repository.update(id, { featured_on_home: false, home_order: 0 } as never, actor);
  } else {
    const to = move === 'up' ? at - 1 : at + 1;
    if (at === -1 || to < 0 || to >= order.length) return 'unmoved';
    [order[at], order[to]] = [order[to]!, order[at]!];
  }
  const featured = await listFeatured(type);
  const current = new Map(featured.map((row) => [row.id, row.home_order]));
  for (const [index, rowId] of order.entries()) {
    const place = Math.min(index + 1, HOME_ORDER_MAX);
    if (current.get(rowId) === place) continue;
    await repository.update(rowId, { featured_on_home: true, home_order: place } as never, actor);
  }
  return 'moved';
}
