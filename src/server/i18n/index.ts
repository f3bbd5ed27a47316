import { locale as localeParam } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from '@/lib/i18n/locales.mjs';
import { formatterFor, translatorFor, type Namespace } from './translate';

export { formatterFor, translatorFor };

/*
 * Interface strings and formats for the pages (decision 160). Server components read the page's
 * language from the path's root parameter; route handlers, actions and e-mails name it
 * (./translate.ts: Next gives them no root parameters). Client leaves get their strings as props:
 * no catalogue and no translation library is sent to the browser.
 */

/** The page's language: the public site's [locale] segment, English elsewhere (admin, previews). */
export async function currentLocale(): Promise<Locale> {
  const value = await localeParam();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The translator of one namespace in the page's language. */
export async function getT<N extends Namespace>(namespace: N) {
  return translatorFor(await currentLocale(), namespace);
}

/** Dates, numbers, lists and relative times in the page's language (Intl, through use-intl). */
export async function getFormatter() {
  return formatterFor(await currentLocale());
}

/** A site path in the page's language: /talent on a French page is /fr/talent. */
export async function localHref(path: string) {
  return localizePath(await currentLocale(), path);
}
