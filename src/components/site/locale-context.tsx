'use client';

import { createContext, useContext, type ReactNode } from 'react';

/*
 * The page's language for the public site's client leaves (links, forms), set once by the root
 * layout from the path (decision 160); English outside it. Server components read it from the root parameter instead
 * (src/server/i18n). Only a two-letter code travels: the strings come from the server as props.
 */
const LocaleContext = createContext<string>('en');

export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function usePageLocale() {
  return useContext(LocaleContext);
}
