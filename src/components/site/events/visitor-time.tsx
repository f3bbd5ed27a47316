'use client';

import { useSyncExternalStore } from 'react';
import { formatTime, wallTimeOf } from '@/lib/site-time';

const noChange = () => () => {};
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || '';
const noZone = () => '';

/**
 * An event time on the visitor's own clock, beside the venue's that the server prints: "Your time:
 * 6 Dec, 00:30 GMT+5:30". The server and the hydrating render print nothing (the visitor's zone is
 * the browser's), then React renders again on the browser's zone: nothing before first paint, nothing
 * without JavaScript (the venue's time, labelled, is there), and nothing when the visitor's clock
 * reads the same as the venue's. Two lines' height is reserved, so filling it moves nothing: in the
 * four narrow columns at 1024 px, or with the year (an event next year), the line wraps.
 */
export function VisitorTime({
  instant,
  venueZone,
  label = 'Your time:',
}: {
  instant: string;
  venueZone: string;
  /** "Your time:" in the page's language (the server passes it: no catalogue in the browser). */
  label?: string;
}) {
  const zone = useSyncExternalStore(noChange, visitorZone, noZone);
  const differs = zone !== '' && wallTimeOf(instant, zone) !== wallTimeOf(instant, venueZone);
  return (
    <span className="mt-1 block min-h-10 text-sm font-normal text-muted" data-testid="visitor-time">
      {differs ? `${label} ${formatTime(instant, zone, 'short')}` : ''}
    </span>
  );
}
