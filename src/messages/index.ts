import type { Locale } from '@/lib/i18n/locales.mjs';
import enCommon from './en/common.json';
import enForms from './en/forms.json';
import frCommon from './fr/common.json';
import frForms from './fr/forms.json';
import swCommon from './sw/common.json';
import enSite from './en/site.json';
import frSite from './fr/site.json';
import swSite from './sw/site.json';
import enLists from './en/lists.json';
import frLists from './fr/lists.json';
import swLists from './sw/lists.json';
import swForms from './sw/forms.json';

/*
 * The interface strings, one catalogue per language, each in files by area (common, site, forms…)
 * so a page's strings are found by where they show. English is complete by definition: its shape is
 * the type of every key (src/server/i18n), and a key missing from French or Swahili falls back to it
 * (a unit test lists the missing ones; review.json lists the strings a native speaker should still read).
 * A new area is one import per language here.
 */

export const englishMessages = { ...enCommon, ...enSite, ...enLists, ...enForms };

export type Messages = typeof englishMessages;

type Partial<T> = { [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K] };

const catalogues: Record<Locale, Partial<Messages>> = {
  en: englishMessages,
  fr: { ...frCommon, ...frSite, ...frLists, ...frForms },
  sw: { ...swCommon, ...swSite, ...swLists, ...swForms },
};

/** A language's catalogue with English under it, key by key (merged once per language; do not change it). */
export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) merged.set(locale, (messages = deepMerge(englishMessages, catalogues[locale] ?? {}) as Messages));
  return messages;
}

const merged = new Map<Locale, Messages>();

/** A language's own strings, without the English fallback (for the completeness test). */
export function ownMessages(locale: Locale) {
  return catalogues[locale];
}

function deepMerge(base: object, over: object): object {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] =
      value && typeof value === 'object' && under && typeof under === 'object' ? deepMerge(under, value) : value;
  }
  return out;
}
