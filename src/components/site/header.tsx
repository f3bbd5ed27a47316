import { Link } from '@/components/ui/link';
import { getSiteSettings } from '@/server/data/site-settings';
import { getT } from '@/server/i18n';
import { Container } from '@/components/ui/container';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { DesktopNav } from './services-menu';

/** Site header: logo to /, desktop navigation from lg, the languages from sm, the overlay menu below lg. */
export async function SiteHeader() {
  const [{ name }, t] = await Promise.all([getSiteSettings(), getT('Language')]);
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-ink/90 backdrop-blur-md">
      <Container className="flex h-20 items-center justify-between gap-6">
        <Link href="/" aria-label={`${name} home`} className="rounded-full">
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          <DesktopNav />
          <LanguageSwitcher label={t('switcherLabel')} className="max-sm:hidden" />
          <MobileMenu brand={name} languageLabel={t('switcherLabel')} />
        </div>
      </Container>
    </header>
  );
}
