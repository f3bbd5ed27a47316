'use client';

import { SiteErrorContent } from '@/components/site/error-content';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

/** The root layout itself failed: this replaces it, so it draws its own document (without the header and footer). */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body className="min-h-dvh bg-ink font-sans text-sand antialiased">
        <title>Something went wrong</title>
        <main id="main">
          <SiteErrorContent retry={retry} />
        </main>
      </body>
    </html>
  );
}
