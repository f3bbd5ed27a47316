'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import { useLocalize } from '@/components/site/locale-context';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * Whether the visitor asked to save data, or the browser rates the connection slower than 4G.
 * Browsers without the Network Information API (Safari, Firefox) say nothing.
 */
function savingDataOrSlow() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || (connection.effectiveType !== undefined && connection.effectiveType !== '4g');
}

/**
 * next/link for the public site, prefetching on intent instead of on sight: a route is prefetched
 * once the pointer rests on its link, a finger touches it or the keyboard focuses it, and never on
 * Save-Data or a slow connection. Next's default prefetches every link that scrolls into view: 16
 * routes on the home page, about 140 KB that compete with the page itself on a slow phone link and
 * spend the visitor's data on pages they mostly never open
 * (docs/decisions/126-intent-prefetch-and-css-reveal.md). Intent turns Next's own prefetching on for
 * this link, which then fetches the route as it does for any visible link.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, href, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  // A site path keeps the page's language (/talent on a French page goes to /fr/talent; decision 160).
  const localize = useLocalize();
  const localHref = typeof href === 'string' ? localize(href) : href;
  const noteIntent = () => {
    if (!intent && !savingDataOrSlow()) setIntent(true);
  };
  return (
    <NextLink
      {...props}
      href={localHref}
      prefetch={intent ? props.prefetch : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        noteIntent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        noteIntent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        noteIntent();
      }}
    />
  );
}
