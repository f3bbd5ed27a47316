import type { Locale } from '@/lib/i18n/locales.mjs';
import frLegal from './fr/legal.json';
import frPages from './fr/pages.json';
import swLegal from './sw/legal.json';
import swPages from './sw/pages.json';

/*
 * The shipped copy in French and Swahili (docs/decisions/164-pages-in-each-language.md): each
 * language maps the English words of a seed (the editable pages' sections, the site settings' words)
 * to its own, as gettext does. The seeds stay one definition in English; a language's seed is that
 * definition with its words looked up here. `*.review.json` beside each file lists the entries a
 * native speaker should still read. tests/unit/content-translations.test.ts keeps them complete.
 */
export const contentTranslations: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  fr: { ...frPages, ...frLegal },
  sw: { ...swPages, ...swLegal },
};

/** English words of the shipped copy in `locale`; the English itself when there is no translation. */
export function shippedTranslation(locale: Locale, english: string): string {
  return locale === 'en' ? english : (contentTranslations[locale][english] ?? english);
}
