import { PageViewBeacon } from '@/components/site/page-view-beacon';
import { SiteChrome } from '@/components/site/site-chrome';

/** Every public route sits inside this header and footer; its page views are counted (decision 147). */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteChrome>
      {children}
      <PageViewBeacon />
    </SiteChrome>
  );
}
