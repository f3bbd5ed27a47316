import { Link } from '@/components/ui/link';
import type { headerNavigation, NavLink } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button';
import { navLinkClass, ServicesDropdown } from './services-dropdown';

function PlainItem({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.href} className={navLinkClass}>
        {link.label}
      </Link>
    </li>
  );
}

/**
 * Desktop navigation (from the lg breakpoint): About, the Services dropdown (a 2-column grid from
 * md), Portfolio, Talent, Blog and the Contact Us button. Server-rendered; only the dropdown is a
 * client leaf.
 */
export function DesktopNav({
  links,
  label,
  servicesLabel,
}: {
  links: ReturnType<typeof headerNavigation>;
  label: string;
  servicesLabel: string;
}) {
  const { about: aboutNav, pages: pageNav, services, contact: contactNav } = links;
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <PlainItem link={aboutNav} />
        <li className="relative">
          <ServicesDropdown label={servicesLabel} services={services} />
        </li>
        {pageNav.map((link) => (
          <PlainItem key={link.href} link={link} />
        ))}
        <li className="ml-3">
          <Link href={contactNav.href} className={buttonClasses({ size: 'sm' })}>
            {contactNav.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
