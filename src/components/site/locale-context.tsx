'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { localizePath } from '@/lib/i18n/site-paths.mjs';

/*
 * The page's language for the public site's client leaves (links, forms), set once by the root
 * layout from the path (decision 160); English outside it. Only a two-letter code travels: the strings
 * come from the server as props. The context also carries the function that puts a site path in the
 * language, so the site's Link (bundled with several parts of each page) does not carry its own copy.
 */
type PageLocale = { locale: string; localize: (path: string) => string };

const LocaleContext = createContext<PageLocale>({ locale: 'en', localize: (path) => path });

export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const value = useMemo(() => ({ locale, localize: (path: string) => localizePath(locale, path) }), [locale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

export function usePageLocale() {
  return useContext(LocaleContext).locale;
}

/** A site path in the page's language: /talent on a French page is /fr/talent. */
export function useLocalize() {
  return useContext(LocaleContext).localize;
}
