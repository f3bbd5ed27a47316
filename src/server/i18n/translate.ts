import { createFormatter, createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import { localeInfo, type Locale } from '@/lib/i18n/locales.mjs';
import { messagesFor, type Messages } from '@/messages';

/*
 * Translators and formats in a named language: for route handlers, e-mails and scripts, which have
 * no route to read the language from (src/server/i18n/index.ts reads it for pages).
 */

export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The translator of one namespace in a given language (ICU messages: plurals, selects, numbers).
 * Made once per language and namespace, and kept: a translator parses each message the first time it
 * is used and keeps the result, so a page rendered per request (the contact page's forms) does not
 * parse its strings again each time. It holds no state of a request.
 */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  const key = `${locale}:${namespace}`;
  let translator = translators.get(key) as ReturnType<typeof createTranslatorFor<N>> | undefined;
  if (!translator) translators.set(key, (translator = createTranslatorFor(locale, namespace)));
  return translator;
}

/** At most languages × namespaces of them. */
const translators = new Map<string, unknown>();

function createTranslatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  const formats = localeInfo(locale).formats;
  return createTranslator({ locale: formats, messages: messagesFor(locale), namespace, timeZone: TIME_ZONE });
}

/** Dates, numbers, lists and relative times in a given language (Intl, through use-intl); one per language. */
export function formatterFor(locale: Locale) {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = createFormatter({ locale: localeInfo(locale).formats, timeZone: TIME_ZONE });
    formatters.set(locale, formatter);
  }
  return formatter;
}

const formatters = new Map<Locale, ReturnType<typeof createFormatter>>();

// The agency's clock (Johannesburg) unless a call names another zone (an event's own city).
const TIME_ZONE = 'Africa/Johannesburg';
