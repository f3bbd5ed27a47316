import type { Metadata } from 'next';
import { SiteChrome } from '@/components/site/site-chrome';
import { RootDocument, rootMetadata, rootViewport } from '../root-document';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata()), robots: { index: false, follow: false } };
}

export const viewport = rootViewport;

/**
 * A blocking route, as the admin (decision 110): each preview renders completely before it is sent,
 * so it shows without JavaScript (its <Suspense> is written inline, not streamed behind a script).
 */
export const instant = false;

/**
 * Previews of drafts and unsaved edits, inside the public frame so they look as they will. Only the
 * signed-in admin gets here (src/proxy.ts and requireAdmin() in each page); answers are
 * `private, no-store` (next.config.mjs), so no cache or proxy keeps /preview.
 */
export default function PreviewLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument lang="en">
      <SiteChrome>{children}</SiteChrome>
    </RootDocument>
  );
}
