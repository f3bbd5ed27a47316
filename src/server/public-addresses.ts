import 'server-only';
import type { ContentTypeShape } from '../lib/content-types/define';
import { addressCopies, type AddressState } from './cache/address-copies';
import { seenRevisions } from './cache/revisions';
import { contentRepository } from './repositories/content';

/**
 * Which slugs of a content type have a public page, and which exist but are hidden: asked by the
 * proxy on every request for a detail address (src/server/missing-detail.ts), so answered from this
 * process's copy, not the database. A copy is good while the type's cache tag keeps the revision it
 * was read at: a save on this instance (invalidate()), on another one (the `cache_tags` poll, within a
 * second) or a publishing window opening (the schedule tick) changes it, as for the cached pages;
 * and a write through the generic repository drops this process's copy at once.
 */
/** The state of `slug`'s address in `type`, or undefined when no item has that slug. */
export async function addressState(type: ContentTypeShape, slug: string): Promise<AddressState | undefined> {
  // The revision is taken before the read starts: a change committed during the read bumps it, and
  // the next request reads again.
  const revision = seenRevisions().get(type.tag);
  let copy = addressCopies.get(type.kind);
  // A publishing window that opens or closes by itself also ends the copy, at that moment: the
  // schedule tick that bumps the revision may come a little later, and the lists' caches expire at
  // the boundary by themselves, so a list could otherwise show a post whose address still answers 404.
  if (!copy || copy.revision !== revision || Date.now() >= copy.expiresAt) {
    const states = read(type);
    copy = { tag: type.tag, revision, states: states.then(({ states }) => states), expiresAt: Infinity };
    const pending = copy;
    void states.then(
      ({ changesAt }) => (pending.expiresAt = changesAt),
      () => undefined,
    );
    addressCopies.set(type.kind, copy);
    const current = copy;
    // A failed read is not kept: the next request tries again.
    current.states.catch(() => addressCopies.get(type.kind) === current && addressCopies.delete(type.kind));
  }
  return (await copy.states).get(slug);
}

async function read(type: ContentTypeShape) {
  const rows = await contentRepository(type).listAddresses();
  const states = new Map(rows.map((row) => [row.slug, row.live ? ('public' as const) : ('hidden' as const)]));
  const boundaries = rows.flatMap((row) => (row.changes_at ? [Date.parse(row.changes_at)] : []));
  return { states, changesAt: boundaries.length ? Math.min(...boundaries) : Infinity };
}
