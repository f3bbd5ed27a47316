'use client';

import { NavigationMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { aboutNav, contactNav, pageNav, servicesNav } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button';

const linkClass =
  'rounded-full px-3 py-2 text-[0.95rem] font-semibold text-sand transition-colors hover:text-gold';

/**
 * Desktop navigation (from the lg breakpoint): the four page links, the Services dropdown (a
 * 2-column grid from md) and the Contact Us button. Radix NavigationMenu gives the keyboard model;
 * the delays are the spec's (open after 100 ms, 300 ms pointer grace).
 */
export function DesktopNav() {
  return (
    <NavigationMenu.Root delayDuration={100} skipDelayDuration={300} className="relative hidden lg:block" aria-label="Main">
      <NavigationMenu.List className="flex items-center gap-1">
        {[aboutNav].map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={`${linkClass} group inline-flex items-center gap-1`}>
            Services
            <ChevronDown aria-hidden className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-3 w-[min(40rem,90vw)] animate-fade-in rounded-2xl border border-line bg-night p-3 shadow-2xl shadow-black/60">
            <ul className="grid gap-2 md:grid-cols-2">
              {servicesNav.map((service) => (
                <li key={service.href}>
                  <NavigationMenu.Link asChild>
                    <Link
                      href={service.href}
                      className="block h-full rounded-xl p-4 transition-colors hover:bg-clay focus-visible:bg-clay"
                    >
                      <span className="block font-display text-lg font-bold text-sand">{service.label}</span>
                      <span className="mt-1 block text-sm leading-snug text-muted">{service.description}</span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {pageNav.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item className="ml-3">
          <NavigationMenu.Link asChild>
            <Link href={contactNav.href} className={buttonClasses({ size: 'sm' })}>
              {contactNav.label}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
