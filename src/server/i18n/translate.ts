import { createFormatter, createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import { localeInfo, type Locale } from '@/lib/i18n/locales.mjs';
import { messagesFor, type Messages } from '@/messages';

/*
 * Translators and formats in a named language: for route handlers, e-mails and scripts, which have
 * no route to read the language from (src/server/i18n/index.ts reads it for pages).
 */

export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The translator of one namespace in a given language (ICU messages: plurals, selects, numbers). */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  const formats = localeInfo(locale).formats;
  return createTranslator({ locale: formats, messages: messagesFor(locale), namespace, timeZone: TIME_ZONE });
}

/** Dates, numbers, lists and relative times in a given language (Intl, through use-intl). */
export function formatterFor(locale: Locale) {
  return createFormatter({ locale: localeInfo(locale).formats, timeZone: TIME_ZONE });
}

// The agency's clock (Johannesburg) unless a call names another zone (an event's own city).
const TIME_ZONE = 'Africa/Johannesburg';
