import { Link } from '@/components/ui/link';
import type { headerNavigation } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from './logo';
import { MobileMenuEnhancer } from './mobile-menu-enhancer';
import { LanguageSwitcher } from './language-switcher';
import { Glyph } from '@/components/ui/glyph';

/** One header per page, so one menu: a fixed id the buttons can name. */
const MENU_ID = 'site-menu';
/** Where a browser without the popover API goes instead: the footer's links (footer.tsx). */
const SITE_MAP = '#footer-quick-links';
const roundButton =
  'size-12 items-center justify-center rounded-full border border-line text-sand hover:border-gold hover:text-gold';

/**
 * Small-screen navigation that works from the first paint, with or without JavaScript: the menu
 * button opens a full-screen `popover` (popovertarget), which the browser shows in the top layer,
 * closes on Escape or with the close button (popovertargetaction="hide") and returns focus from.
 * It slides in from the right (CSS, `.mobile-menu` in globals.css). Its links are plain links, so
 * they navigate before hydration too. Once scripts run, MobileMenuEnhancer adds the rest of a
 * modal's manners. No client state: docs/decisions/128-native-phone-menu-and-visual-regression.md.
 */
export function MobileMenu({
  links,
  words,
  languageLabel,
}: {
  links: ReturnType<typeof headerNavigation>;
  words: {
    home: string;
    open: string;
    siteMap: string;
    menu: string;
    close: string;
    services: string;
    navLabel: string;
  };
  languageLabel: string;
}) {
  const { about: aboutNav, pages: pageNav, services: servicesNav, contact: contactNav } = links;
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label={words.open}
        aria-haspopup="dialog"
        className={`hidden supports-[selector(:popover-open)]:max-lg:inline-flex ${roundButton}`}
      >
        <Glyph name="menu" className="size-6" />
      </button>
      {/* Safari before 17 (iPhones held at iOS 16) has no popover: a link to the footer's links instead. */}
      <a
        href={SITE_MAP}
        aria-label={words.siteMap}
        className={`hidden not-supports-[selector(:popover-open)]:max-lg:inline-flex ${roundButton}`}
      >
        <Glyph name="menu" className="size-6" />
      </a>
      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={words.menu}
        className="mobile-menu fixed inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain border-0 bg-ink p-0 text-sand lg:hidden not-supports-[selector(:popover-open)]:hidden"
      >
        <div className="flex min-h-full flex-col">
          <div aria-hidden className="pattern-beads h-2 w-full shrink-0" />
          <div className="flex items-center justify-between px-5 py-4">
            <Link href="/" aria-label={words.home}>
              <Logo />
            </Link>
            <button
              type="button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              aria-label={words.close}
              className={`inline-flex ${roundButton}`}
            >
              <Glyph name="x" className="size-6" />
            </button>
          </div>
          <nav aria-label={words.navLabel} className="flex flex-1 flex-col px-5 pt-4 pb-10">
            <ul className="grid gap-1">
              <li>
                <Link
                  href={aboutNav.href}
                  className="block py-3 font-display text-3xl font-extrabold text-sand hover:text-gold"
                >
                  {aboutNav.label}
                </Link>
              </li>
              <li className="py-3">
                <p className="font-display text-3xl font-extrabold text-sand" id={`${MENU_ID}-services`}>
                  {words.services}
                </p>
                <ul aria-labelledby={`${MENU_ID}-services`} className="mt-2 grid gap-1 border-l-2 border-gold/60 pl-4">
                  {servicesNav.map((service) => (
                    <li key={service.href}>
                      <Link href={service.href} className="block py-2">
                        <span className="block text-lg font-semibold text-sand">{service.label}</span>
                        <span className="block text-sm text-muted">{service.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              {pageNav.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="block py-3 font-display text-3xl font-extrabold text-sand hover:text-gold"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link href={contactNav.href} className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}>
              {contactNav.label}
            </Link>
          </nav>
          <LanguageSwitcher label={languageLabel} className="px-5 pb-8" />
        </div>
      </div>
      <MobileMenuEnhancer menuId={MENU_ID} />
    </>
  );
}
