import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { getT } from '@/server/i18n';
import { SiteErrorWordsProvider } from './error-words';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';

/**
 * The public frame: skip link, header, main landmark, footer and the toast region. Used by the
 * (site) and preview layouts and by src/app/global-not-found.tsx, so unknown paths render inside it.
 */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const [t, e] = await Promise.all([getT('Chrome'), getT('SiteError')]);
  const errorWords = {
    heading: e('heading'),
    text: e('text'),
    retry: e('retry'),
    backHome: e('backHome'),
    lists: {
      talent: e('talentList'),
      profile: e('profile'),
      blog: e('blogList'),
      portfolio: e('portfolioList'),
      toastTitle: e('toastTitle'),
    },
  };
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-gold px-5 py-3 font-semibold text-ink transition-transform focus:translate-y-0"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <SiteErrorWordsProvider words={errorWords}>{children}</SiteErrorWordsProvider>
      </main>
      <SiteFooter />
      <LazyToaster />
    </>
  );
}
