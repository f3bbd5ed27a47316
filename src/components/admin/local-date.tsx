'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** A timestamp as a date in the viewer's own locale and time zone (the server shows the ISO date). */
export function LocalDate({ iso }: { iso: string | null | undefined }) {
  const onClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!iso) return <span>—</span>;
  return <time dateTime={iso}>{onClient ? new Date(iso).toLocaleDateString() : iso.slice(0, 10)}</time>;
}
