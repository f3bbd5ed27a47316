import 'server-only';
import type { ContentTypeShape } from '../lib/content-types/define';
import { addressCopies, type AddressState } from './cache/address-copies';
import { seenRevisions } from './cache/revisions';
import { contentRepository } from './repositories/content';
import { translationRepository } from './repositories/translations';
import { DEFAULT_LOCALE } from '../lib/i18n/locales.mjs';

/**
 * Which slugs of a content type have a public page, and which exist but are hidden: asked by the
 * proxy on every request for a detail address (src/server/missing-detail.ts), so answered from this
 * process's copy, not the database. A copy is good while the type's cache tag keeps the revision it
 * was read at: a save on this instance (invalidate()), on another one (the `cache_tags` poll, within a
 * second) or a publishing window opening (the schedule tick) changes it, as for the cached pages;
 * and a write through the generic repository drops this process's copy at once.
 */
/**
 * The state of `slug`'s address in `type` in a language, or undefined when no item has that slug. Under
 * French or Swahili a slug is an item's published translation there (decision 162) or, failing that,
 * its English slug (the page shows the translation, or the English with a notice).
 */
export async function addressState(
  type: ContentTypeShape,
  slug: string,
  locale: string = DEFAULT_LOCALE,
): Promise<AddressState | undefined> {
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
  const states = await copy.states;
  return (locale !== DEFAULT_LOCALE ? states.get(translatedKey(locale, slug)) : undefined) ?? states.get(slug);
}

/** Where a translated slug is kept in a copy: beside the English slugs, under its language. */
const translatedKey = (locale: string, slug: string) => `${locale}:${slug}`;

async function read(type: ContentTypeShape) {
  const [rows, translations] = await Promise.all([
    contentRepository(type).listAddresses(),
    type.translations.length ? translationRepository(type).listAll() : [],
  ]);
  const states = new Map(rows.map((row) => [row.slug, row.live ? ('public' as const) : ('hidden' as const)]));
  // A published translation's slug is as public as its item; an unpublished one names nothing.
  const liveById = new Map(rows.map((row) => [row.id, row.live]));
  for (const translation of translations) {
    const live = liveById.get(translation.item_id);
    if (!translation.is_published || live === undefined) continue;
    states.set(translatedKey(translation.locale, translation.slug), live ? 'public' : 'hidden');
  }
  const boundaries = rows.flatMap((row) => (row.changes_at ? [Date.parse(row.changes_at)] : []));
  return { states, changesAt: boundaries.length ? Math.min(...boundaries) : Infinity };
}
