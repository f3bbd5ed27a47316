'use client';

import { SiteErrorContent } from '@/components/site/error-content';
import { SiteErrorWordsProvider } from '@/components/site/error-words';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

/** The root layout itself failed: this replaces it, so it draws its own document (without the header and footer). */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body className="min-h-dvh bg-ink font-sans text-sand antialiased">
        <title>Something went wrong</title>
        <main id="main">
          <SiteErrorWordsProvider words={ENGLISH}>
            <SiteErrorContent retry={retry} />
          </SiteErrorWordsProvider>
        </main>
      </body>
    </html>
  );
}

/** Without the root layout there is no language: English (src/messages/en/site.json, SiteError). */
const ENGLISH = {
  heading: 'The show hit a snag.',
  text: 'Something went wrong on our side. Please try again in a moment.',
  retry: 'Try again',
  backHome: 'Back to Home',
};
