import { Link } from '@/components/ui/link';
import { getSiteSettings } from '@/server/data/site-settings';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { DesktopNav } from './services-menu';

/** Site header: logo to /, desktop navigation from lg, the overlay menu below lg. */
export async function SiteHeader() {
  const { name } = await getSiteSettings();
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-ink/90 backdrop-blur-md">
      <Container className="flex h-20 items-center justify-between gap-6">
        <Link href="/" aria-label={`${name} home`} className="rounded-full">
          <Logo />
        </Link>
        <DesktopNav />
        <MobileMenu brand={name} />
      </Container>
    </header>
  );
}
