import type { Messages } from '@/messages';
import type { translatorFor } from '@/server/i18n/translate';

/*
 * Header and footer navigation, with the targets the site was designed with. The words are message
 * keys of the site catalogue (src/messages/<language>/site.json, namespaces Nav and Footer); hrefs
 * stay English, the site's Link puts the page's language in front of them (decision 160).
 */
export type NavLink = { label: string; href: string };
export type ServiceNavLink = NavLink & { description: string };

type NavKey = keyof Messages['Nav'];
type FooterKey = keyof Messages['Footer'];

/** Shown before the Services dropdown; pageNav follows it. */
const aboutNav = { key: 'about', href: '/about' } as const satisfies { key: NavKey; href: string };

/** The header links after the Services dropdown. */
const pageNav = [
  { key: 'portfolio', href: '/portfolio' },
  { key: 'talent', href: '/talent' },
  { key: 'events', href: '/events' },
  { key: 'blog', href: '/blog' },
] as const satisfies readonly { key: NavKey; href: string }[];

const servicesNav = [
  { key: 'forBrands', description: 'forBrandsDescription', href: '/services/for-brands' },
  { key: 'forPromoters', description: 'forPromotersDescription', href: '/services/for-promoters' },
  { key: 'forArtists', description: 'forArtistsDescription', href: '/services/for-artists' },
  { key: 'specialized', description: 'specializedDescription', href: '/services/specialized' },
] as const satisfies readonly { key: NavKey; description: NavKey; href: string }[];

const contactNav = { key: 'contactUs', href: '/contact' } as const satisfies { key: NavKey; href: string };

const footerQuickLinks = [
  { key: 'aboutUs', href: '/about' },
  { key: 'portfolio', href: '/portfolio' },
  { key: 'talentRoster', href: '/talent' },
  { key: 'events', href: '/events' },
  { key: 'blog', href: '/blog' },
  { key: 'careers', href: '/careers' },
  { key: 'contact', href: '/contact' },
] as const satisfies readonly { key: FooterKey; href: string }[];

const footerServiceLinks = [
  { key: 'talentManagement', href: '/services/for-artists' },
  { key: 'eventProduction', href: '/services/for-promoters' },
  { key: 'experientialMarketing', href: '/services/for-brands' },
  { key: 'specializedServices', href: '/services/specialized' },
] as const satisfies readonly { key: FooterKey; href: string }[];

const legalLinks = [
  { key: 'privacy', href: '/privacy' },
  { key: 'terms', href: '/terms' },
] as const satisfies readonly { key: FooterKey; href: string }[];

type NavT = ReturnType<typeof translatorFor<'Nav'>>;
type FooterT = ReturnType<typeof translatorFor<'Footer'>>;

/** The header's links in the page's language (the Nav namespace). */
export function headerNavigation(t: NavT) {
  const link = ({ key, href }: { key: NavKey; href: string }): NavLink => ({ label: t(key), href });
  return {
    about: link(aboutNav),
    pages: pageNav.map(link),
    services: servicesNav.map(({ key, description, href }): ServiceNavLink => ({
      label: t(key),
      description: t(description),
      href,
    })),
    contact: link(contactNav),
  };
}

/** The footer's links in the page's language (the Footer namespace). */
export function footerNavigation(t: FooterT) {
  const link = ({ key, href }: { key: FooterKey; href: string }): NavLink => ({ label: t(key), href });
  return {
    quick: footerQuickLinks.map(link),
    services: footerServiceLinks.map(link),
    legal: legalLinks.map(link),
  };
}
