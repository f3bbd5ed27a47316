import 'server-only';
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../../lib/i18n/locales.mjs';
import type { ContentTypeShape } from '../../lib/content-types/define';
import { currentLocale } from '../i18n';
import { contentRepository } from '../repositories/content';
import { isTranslationLocale, translated, translationRepository, type Translation } from '../repositories/translations';

/*
 * The page's language applied to content (docs/decisions/162-translated-content.md), for the cached
 * reads of ./public.ts: the language is read from the root parameter, so it is part of their cache
 * key, and their type's tag covers the translations too (a translation's save invalidates it).
 */

/** What a detail read adds to an item: the language it is shown in and its address in each language. */
type LocalizedInfo = {
  /** The language the item's text is in: the page's, or English when it has no published translation. */
  language: Locale;
  /** The page is in another language but the item is not translated there: shown in English, with a notice. */
  untranslated: boolean;
  /** The item's page in each language (the hreflang alternates): its translated slug where it has one. */
  paths: Record<Locale, string>;
  /** The item's English slug (`slug` is the one of the page's language): what other items link it by. */
  englishSlug: string;
};

/**
 * One public item by the slug of its page in the page's language: a published translation's slug
 * there, or the English slug. `findBySlug` is the type's own published read by English slug, so the
 * item's visibility stays its own. The item comes back with the translation's fields and slug laid
 * over the English, or English and `untranslated`.
 */
export async function localizedItem<T extends { id: number; slug: string }>(
  type: ContentTypeShape,
  slug: string,
  findBySlug: (slug: string) => Promise<T | undefined>,
  /** The language, for callers without root parameters (route handlers); else the page's. */
  language?: Locale,
): Promise<(T & LocalizedInfo) | undefined> {
  const locale = language ?? (await currentLocale());
  const translations = translationRepository(type);
  let item: T | undefined;
  if (isTranslationLocale(locale) && type.translations.length) {
    const translation = await translations.findPublishedBySlug(locale, slug);
    const row = translation && (await contentRepository(type).findById(translation.item_id));
    item = row ? await findBySlug(row.slug) : undefined;
  }
  item ??= await findBySlug(slug);
  if (!item) return undefined;
  const published = type.translations.length ? await translations.listFor(item.id) : {};
  const live = (code: Locale) => {
    const translation = isTranslationLocale(code) ? published[code] : undefined;
    return translation?.is_published ? translation : undefined;
  };
  const pathOf = (code: Locale) => {
    const own = type.publicPath?.(live(code)?.slug ?? item.slug) ?? '/';
    return localizePath(code, own);
  };
  const paths = Object.fromEntries(LOCALES.map((code) => [code, pathOf(code)])) as Record<Locale, string>;
  const translation = live(locale);
  return {
    ...translated(item, translation),
    language: translation ? locale : DEFAULT_LOCALE,
    untranslated: locale !== DEFAULT_LOCALE && !translation,
    paths,
    englishSlug: item.slug,
  };
}

/**
 * A list of items in the page's language: each with a published translation there gets its fields
 * and slug (so its link is the translated page); the others stay English, flagged `untranslated`
 * (every language lists every item: decision 162).
 */
export async function localizedList<T extends { id: number; slug: string }>(
  type: ContentTypeShape,
  items: readonly T[],
  /** The language, for callers without root parameters (route handlers); else the page's. */
  language?: Locale,
): Promise<(T & { untranslated: boolean })[]> {
  const locale = language ?? (await currentLocale());
  if (!isTranslationLocale(locale) || !type.translations.length) {
    return items.map((item) => ({ ...item, untranslated: false }));
  }
  const found: Map<number, Translation> = await translationRepository(type).findPublishedFor(
    locale,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const translation = found.get(item.id);
    return { ...translated(item, translation), untranslated: !translation };
  });
}
