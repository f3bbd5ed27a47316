'use client';

import { useState } from 'react';
import { isWallTime, wallTimeOf, wallTimeToIso, zoneAbbreviation } from '@/lib/site-time';
import { inputClass } from './form-kit';

/**
 * A date and time on the site's clock, whatever the operator's own device says: the
 * `datetime-local` input shows and sends the wall-clock time in `timeZone`, which the server reads
 * on the same clock (src/lib/site-time.ts), and names the zone beside it ("Johannesburg time, SAST").
 * Works as it is without JavaScript; with it, the zone's name follows a change of daylight saving.
 */
export function DateTimeInput({
  common,
  initial,
  timeZone,
}: {
  common: { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  /** The stored instant (ISO-8601), or a wall-clock time sent back after a refusal; '' when empty. */
  initial: string;
  timeZone: string;
}) {
  const [value, setValue] = useState(() => (isWallTime(initial) ? initial : wallTimeOf(initial, timeZone)));
  // An empty input is named by the zone as it is now.
  const [openedAt] = useState(() => Date.now());
  const zoneId = `${common.id}-zone`;
  const at = wallTimeToIso(value, timeZone) ?? openedAt;
  // "Johannesburg time, SAST"; a zone without a place (UTC) by its name alone.
  const place = timeZone.includes('/') ? `${timeZone.split('/').pop()!.replaceAll('_', ' ')} time, ` : '';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input
        {...common}
        aria-describedby={[common['aria-describedby'], zoneId].filter(Boolean).join(' ')}
        type="datetime-local"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={`${inputClass} max-w-64`}
      />
      <span id={zoneId} className="text-sm text-stone-600" data-testid="time-zone">
        {place}
        {zoneAbbreviation(at, timeZone)}
      </span>
    </div>
  );
}
