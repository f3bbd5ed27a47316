import { locale as localeParam } from 'next/root-params';
import { createFormatter, createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from '@/lib/i18n/locales.mjs';
import { messagesFor, type Messages } from '@/messages';

/*
 * Interface strings and formats for the server (decision 160). Server components read the page's
 * language from the path's root parameter; route handlers, actions and e-mails pass it (Next gives
 * them no root parameters). Client leaves get their strings as props: no catalogue and no
 * translation library is sent to the browser.
 */

/** The page's language: the public site's [locale] segment, English elsewhere (admin, previews). */
export async function currentLocale(): Promise<Locale> {
  const value = await localeParam();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The translator of one namespace in a given language. */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace, timeZone: TIME_ZONE });
}

/** The translator of one namespace in the page's language. */
export async function getT<N extends Namespace>(namespace: N) {
  return translatorFor(await currentLocale(), namespace);
}

/** Dates, numbers, lists and relative times in the page's language (Intl, through use-intl). */
export async function getFormatter() {
  return formatterFor(await currentLocale());
}

export function formatterFor(locale: Locale) {
  return createFormatter({ locale, timeZone: TIME_ZONE });
}

/** A site path in the page's language: /talent on a French page is /fr/talent. */
export async function localHref(path: string) {
  return localizePath(await currentLocale(), path);
}

// The agency's clock (Johannesburg); event times say their own zone where it differs.
const TIME_ZONE = 'Africa/Johannesburg';
