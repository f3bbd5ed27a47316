/** Header and footer navigation, with the words and targets the site was designed with. */
export type NavLink = { label: string; href: string };
export type ServiceNavLink = NavLink & { description: string };

/** Shown before the Services dropdown; pageNav follows it. */
export const aboutNav: NavLink = { label: 'About', href: '/about' };

/** The header links after the Services dropdown. */
export const pageNav: NavLink[] = [
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Talent', href: '/talent' },
  { label: 'Events', href: '/events' },
  { label: 'Blog', href: '/blog' },
];

export const servicesNav: ServiceNavLink[] = [
  {
    label: 'For Brands',
    description: 'Authentic cultural engagement and experiential marketing',
    href: '/services/for-brands',
  },
  {
    label: 'For Promoters',
    description: 'Flawless event production and tour management at any scale',
    href: '/services/for-promoters',
  },
  {
    label: 'For Artists',
    description: 'Career management and global opportunities for talent',
    href: '/services/for-artists',
  },
  {
    label: 'Specialized Services',
    description: 'Consulting, licensing, and bespoke solutions',
    href: '/services/specialized',
  },
];

export const contactNav: NavLink = { label: 'Contact Us', href: '/contact' };

export const footerQuickLinks: NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Talent Roster', href: '/talent' },
  { label: 'Events', href: '/events' },
  { label: 'Blog', href: '/blog' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
];

export const footerServiceLinks: NavLink[] = [
  { label: 'Talent Management', href: '/services/for-artists' },
  { label: 'Event Production', href: '/services/for-promoters' },
  { label: 'Experiential Marketing', href: '/services/for-brands' },
  { label: 'Specialized Services', href: '/services/specialized' },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
];
