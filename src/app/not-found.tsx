import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';
import { SiteChrome } from '@/components/site/site-chrome';

export const metadata = notFoundMetadata;

/**
 * Any URL no route matches: Next serves this page, prerendered, with HTTP 404. It draws the public
 * header and footer itself (it sits outside the (site) group). A catch-all route calling notFound()
 * was tried first, but Next 16 answered it with an empty error shell rendered only on the client
 * (docs/decisions/013-unknown-paths-404.md).
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
