'use client';

import { useState } from 'react';

/** The stored instant as the operator's own wall-clock time, as a `datetime-local` input shows it. */
function toLocalInput(iso: string) {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const offset = new Date(ms).getTimezoneOffset() * 60_000;
  return new Date(ms - offset).toISOString().slice(0, 16);
}

/** The typed wall-clock time, read in the operator's time zone, as ISO-8601 UTC ('' when empty). */
function toIso(local: string) {
  if (!local) return '';
  const ms = new Date(local).getTime(); // a date-time without a zone is local time
  return Number.isFinite(ms) ? new Date(ms).toISOString() : local;
}

/**
 * A date and time in the operator's own time zone: the visible `datetime-local` input has no zone,
 * so the field posts a hidden ISO-8601 value converted here. (The server reads a value without a
 * zone in the site's time zone: see src/lib/site-time.ts.)
 */
export function DateTimeInput({
  common,
  initial,
}: {
  common: { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  initial: string;
}) {
  const { name, ...rest } = common;
  const [local, setLocal] = useState(() => toLocalInput(initial));
  return (
    <>
      <input
        {...rest}
        type="datetime-local"
        value={local}
        onChange={(event) => setLocal(event.target.value)}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 aria-invalid:border-red-600"
      />
      <input type="hidden" name={name} value={toIso(local)} />
    </>
  );
}
