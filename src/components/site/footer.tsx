import { Link } from '@/components/ui/link';
import { footerNavigation, type NavLink } from '@/content/navigation';
import { telHref } from '@/lib/site-settings';
import { getLocalSiteSettings } from '@/server/data/site-settings';
import { Container } from '@/components/ui/container';
import { Copyright } from './copyright';
import { LanguageSwitcher } from './language-switcher';
import { getT } from '@/server/i18n';
import { Logo } from './logo';
import { OfficeWhatsapp } from './office-whatsapp';
import { SocialIcon } from './social-icons';
import { Glyph } from '@/components/ui/glyph';

const linkClass = 'text-muted transition-colors hover:text-gold';

function FooterLinks({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-display text-lg font-bold text-sand">
        {title}
      </h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer exactly as specified: quick links, services, two offices, e-mail, socials, legal, copyright. */
export async function SiteFooter() {
  const [site, t, f, nav] = await Promise.all([getLocalSiteSettings(), getT('Language'), getT('Footer'), getT('Nav')]);
  const languageLabel = t('footerSwitcherLabel');
  const links = footerNavigation(f);
  return (
    <footer className="border-t border-line bg-night">
      <div aria-hidden className="pattern-beads h-3 w-full" />
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.6fr]">
        <div>
          <Link href="/" aria-label={nav('home', { name: site.name })} className="inline-block rounded-full">
            <Logo />
          </Link>
          <p className="mt-5 max-w-xs leading-relaxed text-muted">{site.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label={f('socialMedia')}>
            {site.socials.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={f('socialLink', { network: social.label })}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line text-sand transition-colors hover:border-gold hover:text-gold"
                >
                  <SocialIcon kind={social.kind} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-quick-links" title={f('quickLinks')} links={links.quick} />
        <FooterLinks id="footer-services" title={f('services')} links={links.services} />
        <div>
          <h2 className="font-display text-lg font-bold text-sand">{f('offices')}</h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {site.offices.map((office) => (
              <address key={office.city} className="not-italic">
                <p className="font-semibold text-sand">
                  {office.city}, {office.country}
                </p>
                <p className="mt-2 flex gap-2 text-sm leading-relaxed text-muted">
                  <Glyph name="map-pin" className="mt-0.5 size-4 shrink-0 text-gold" />
                  {office.address}
                </p>
                <p className="mt-2 flex gap-2 text-sm">
                  <Glyph name="phone" className="mt-0.5 size-4 shrink-0 text-gold" />
                  <a href={telHref(office.phone)} className={linkClass}>
                    {office.phone}
                  </a>
                </p>
                <OfficeWhatsapp
                  office={office}
                  brand={site.name}
                  words={{ label: f('whatsapp', { city: office.city }), newTab: f('opensInNewTab') }}
                  className="mt-1 flex items-center gap-2 text-sm"
                  iconClassName="size-4 shrink-0 text-gold"
                  linkClassName={`${linkClass} inline-flex min-h-6 items-center`}
                />
              </address>
            ))}
          </div>
          <p className="mt-6 flex gap-2 text-sm">
            <Glyph name="mail" className="mt-0.5 size-4 shrink-0 text-gold" />
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
          </p>
        </div>
      </Container>
      <div className="border-t border-line">
        <Container className="flex flex-col gap-4 py-6 text-sm text-muted md:flex-row md:items-center md:justify-between">
          <Copyright />
          <LanguageSwitcher label={languageLabel} />
          <ul className="flex gap-6">
            {links.legal.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
