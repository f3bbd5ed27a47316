import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';
import { SiteChrome } from '@/components/site/site-chrome';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

export const metadata = notFoundMetadata('en');

/**
 * Any URL no route matches: Next answers it with this whole document, prerendered, with HTTP 404
 * (docs/decisions/133-global-not-found.md). A document of its own, not the root layout's not-found
 * boundary: that boundary's tree travels in the RSC payload of every page, and with the public frame
 * drawn around it, it carried a second header and footer in each page's HTML.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body className="min-h-dvh bg-ink font-sans text-sand antialiased">
        <SiteChrome>
          <NotFoundContent locale="en" />
        </SiteChrome>
      </body>
    </html>
  );
}
