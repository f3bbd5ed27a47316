'use client';

import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Tailwind's `lg`: from here the desktop navigation takes over and an open menu closes. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * What the browser's popover does not do for the full-screen phone menu (mobile-menu.tsx), added
 * once scripts run: focus moves into the menu when it opens; Tab and Shift+Tab wrap inside it
 * (the page behind is covered, so focus must not wander there); choosing a link closes it (a
 * client-side navigation keeps the header, and so the open menu, in place); growing past `lg`
 * closes it. Listeners only, no state and no markup.
 */
export function MobileMenuEnhancer({ menuId }: { menuId: string }) {
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!menu || !('hidePopover' in menu)) return;
    const close = () => {
      if (menu.matches(':popover-open')) menu.hidePopover();
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') menu.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const items = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === menu)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWidth = () => desktop.matches && close();
    menu.addEventListener('toggle', onToggle);
    menu.addEventListener('click', onClick);
    menu.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWidth);
    return () => {
      menu.removeEventListener('toggle', onToggle);
      menu.removeEventListener('click', onClick);
      menu.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWidth);
    };
  }, [menuId]);
  return null;
}
