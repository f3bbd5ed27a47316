'use client';

import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { aboutNav, contactNav, pageNav, servicesNav } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from './logo';

/**
 * Small-screen navigation: a menu button opening a full-screen overlay that slides in over 0.3 s.
 * Radix Dialog traps focus, closes on Escape and returns focus to the button; choosing any link
 * closes it (the links are wrapped in Dialog.Close).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-12 items-center justify-center rounded-full border border-line text-sand hover:border-gold hover:text-gold lg:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-ink data-[state=closed]:animate-menu-out data-[state=open]:animate-menu-in lg:hidden"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div aria-hidden className="pattern-beads h-2 w-full shrink-0" />
          <div className="flex items-center justify-between px-5 py-4">
            <Dialog.Close asChild>
              <Link href="/" aria-label="Ngoma Entertainment home">
                <Logo />
              </Link>
            </Dialog.Close>
            <Dialog.Close
              className="inline-flex size-12 items-center justify-center rounded-full border border-line text-sand hover:border-gold hover:text-gold"
              aria-label="Close menu"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex flex-1 flex-col px-5 pt-4 pb-10">
            <ul className="grid gap-1">
              <li>
                <Dialog.Close asChild>
                  <Link href={aboutNav.href} className="block py-3 font-display text-3xl font-extrabold text-sand hover:text-gold">
                    {aboutNav.label}
                  </Link>
                </Dialog.Close>
              </li>
              <li className="py-3">
                <p className="font-display text-3xl font-extrabold text-sand" id="mobile-services-heading">
                  Services
                </p>
                <ul aria-labelledby="mobile-services-heading" className="mt-2 grid gap-1 border-l-2 border-gold/60 pl-4">
                  {servicesNav.map((service) => (
                    <li key={service.href}>
                      <Dialog.Close asChild>
                        <Link href={service.href} className="block py-2">
                          <span className="block text-lg font-semibold text-sand">{service.label}</span>
                          <span className="block text-sm text-muted">{service.description}</span>
                        </Link>
                      </Dialog.Close>
                    </li>
                  ))}
                </ul>
              </li>
              {pageNav.map((link) => (
                <li key={link.href}>
                  <Dialog.Close asChild>
                    <Link href={link.href} className="block py-3 font-display text-3xl font-extrabold text-sand hover:text-gold">
                      {link.label}
                    </Link>
                  </Dialog.Close>
                </li>
              ))}
            </ul>
            <Dialog.Close asChild>
              <Link href={contactNav.href} className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}>
                {contactNav.label}
              </Link>
            </Dialog.Close>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
