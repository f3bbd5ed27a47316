'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { sendPageView } from './visit';

/**
 * Counts a page view, after the page has painted and hydrated, on the first load and on every soft
 * navigation (docs/decisions/147-first-party-analytics.md): one navigator.sendBeacon to /api/v with
 * the path, and the visit's first touch (entry address and referrer), nothing else. No cookie, no
 * storage, nothing at all under Do Not Track or Global Privacy Control; without JavaScript nothing is
 * counted. Renders nothing.
 */
export function PageViewBeacon() {
  const pathname = usePathname();
  useEffect(() => {
    sendPageView();
  }, [pathname]);
  return null;
}
