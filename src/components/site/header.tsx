import { Link } from '@/components/ui/link';
import { getSiteSettings } from '@/server/data/site-settings';
import { headerNavigation } from '@/content/navigation';
import { getT } from '@/server/i18n';
import { Container } from '@/components/ui/container';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { DesktopNav } from './services-menu';

/** Site header: logo to /, desktop navigation from lg, the languages from sm, the overlay menu below lg. */
export async function SiteHeader() {
  const [{ name }, t, nav] = await Promise.all([getSiteSettings(), getT('Language'), getT('Nav')]);
  const links = headerNavigation(nav);
  const menuWords = {
    home: nav('home', { name }),
    open: nav('openMenu'),
    siteMap: nav('siteMapMenu'),
    menu: nav('menu'),
    close: nav('closeMenu'),
    services: nav('services'),
    navLabel: nav('mobileLabel'),
  };
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-ink/90 backdrop-blur-md">
      <Container className="flex h-20 items-center justify-between gap-6">
        <Link href="/" aria-label={menuWords.home} className="rounded-full">
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          <DesktopNav links={links} label={nav('mainLabel')} servicesLabel={nav('services')} />
          <LanguageSwitcher label={t('switcherLabel')} className="max-sm:hidden" />
          <MobileMenu links={links} words={menuWords} languageLabel={t('switcherLabel')} />
        </div>
      </Container>
    </header>
  );
}
