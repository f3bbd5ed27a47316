'use client';

import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorStage } from '@/components/site/error-stage';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

/**
 * The root layout itself failed: this replaces it, so it draws its own document (without the header
 * and footer). Every page loads this module, so it takes only the error screens' stage: the way home
 * is a plain link (a full load, the surest way back after the layout failed), not the site's Link.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body className="min-h-dvh bg-ink font-sans text-sand antialiased">
        <title>Something went wrong</title>
        <main id="main">
          <ErrorStage
            words={ENGLISH}
            retry={retry}
            home={
              // A full load on purpose: next/link would put its code in every page (this module's chunk).
              // eslint-disable-next-line @next/next/no-html-link-for-pages
              <a href="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                {ENGLISH.backHome}
              </a>
            }
          />
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
