import { SiteChrome } from '@/components/site/site-chrome';

/** Every public route sits inside this header and footer. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
