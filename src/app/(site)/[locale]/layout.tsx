import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageViewBeacon } from '@/components/site/page-view-beacon';
import { LanguageSuggestion, type SuggestionCopy } from '@/components/site/language-suggestion';
import { currentLocale, translatorFor } from '@/server/i18n';
import { LocaleProvider } from '@/components/site/locale-context';
import { SiteChrome } from '@/components/site/site-chrome';
import { isLocale, LOCALE_INFO, LOCALES } from '@/lib/i18n/locales.mjs';
import { RootDocument, rootMetadata, rootViewport } from '../../root-document';

/*
 * The public site's root: its language is the path's first segment (decision 160). English has none
 * in the address (/about): the proxy rewrites it to /en/about, so every language is prerendered the
 * same way, and <html lang> and every string follow the path, never a cookie or a header.
 */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  return rootMetadata(await currentLocale());
}

export const viewport = rootViewport;

/** Every public route sits inside this header and footer; its page views are counted (decision 147). */
// Another first segment never gets here: the proxy sends unknown paths to /en/…, where no route
// matches and the 404 document answers (src/app/global-not-found.tsx).
export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <RootDocument lang={locale}>
      <LocaleProvider locale={locale}>
        <SiteChrome>
          {children}
          <PageViewBeacon />
          <LanguageSuggestion copy={suggestionCopy()} />
        </SiteChrome>
      </LocaleProvider>
    </RootDocument>
  );
}

/** The suggestion in each language's own words (a few dozen bytes a language). */
function suggestionCopy(): SuggestionCopy {
  return Object.fromEntries(
    LOCALE_INFO.map((info) => {
      const t = translatorFor(info.code, 'Language');
      return [
        info.code,
        {
          text: t('suggestion'),
          link: t('suggestionLink'),
          dismiss: t('dismiss'),
        },
      ];
    }),
  );
}
