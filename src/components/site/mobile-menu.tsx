'use client';

import { Menu, X } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { aboutNav, contactNav, pageNav, servicesNav } from '@/content/navigation';
import { site } from '@/content/site';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from './logo';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Tailwind's `lg`: from here the desktop navigation takes over and an open menu closes. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * Small-screen navigation: a menu button opening a full-screen native <dialog> (showModal) that
 * slides in from the right over 0.3 s (CSS in globals.css, `.mobile-menu`). The browser makes the
 * page inert, closes on Escape and shows the backdrop; this component adds what it does not: focus
 * moved in on open and back to the button on close, Tab wrapping inside, any link closing the menu,
 * and closing when the window grows past `lg`. The contents are rendered on first open (the server
 * HTML carries only the closed, empty dialog), so without JavaScript nothing is open or visible.
 * No dialog library: docs/decisions/015-phone-menu-native-dialog.md.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [rendered, setRendered] = useState(false);
  const dialogId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Open after the contents are committed (first open renders them); before paint, so the slide starts at once.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && dialogRef.current?.close();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  const close = () => dialogRef.current?.close();

  /** Every way out (Escape, the close button, a link, growing to desktop) ends in the native close event. */
  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  /** Choosing any link closes the menu; the link's own handler (client navigation) has already run. */
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if ((event.target as Element).closest('a[href]')) close();
  };

  /** The modal page is inert, but Tab past the last element would leave for the browser's UI: wrap. */
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => {
          setRendered(true);
          setOpen(true);
        }}
        className="inline-flex size-12 items-center justify-center rounded-full border border-line text-sand hover:border-gold hover:text-gold lg:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-label="Menu"
        onClose={onClose}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="mobile-menu fixed inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain border-0 bg-ink p-0 text-sand"
      >
        {rendered ? (
          <div className="flex min-h-full flex-col">
            <div aria-hidden className="pattern-beads h-2 w-full shrink-0" />
            <div className="flex items-center justify-between px-5 py-4">
              <Link href="/" aria-label={`${site.name} home`}>
                <Logo />
              </Link>
              <button
                type="button"
                onClick={close}
                className="inline-flex size-12 items-center justify-center rounded-full border border-line text-sand hover:border-gold hover:text-gold"
                aria-label="Close menu"
              >
                <X aria-hidden className="size-6" />
              </button>
            </div>
            <nav aria-label="Mobile" className="flex flex-1 flex-col px-5 pt-4 pb-10">
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
                  <p className="font-display text-3xl font-extrabold text-sand" id={`${dialogId}-services`}>
                    Services
                  </p>
                  <ul
                    aria-labelledby={`${dialogId}-services`}
                    className="mt-2 grid gap-1 border-l-2 border-gold/60 pl-4"
                  >
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
          </div>
        ) : null}
      </dialog>
    </>
  );
}
