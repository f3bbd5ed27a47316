'use client';

import { ListError } from '@/components/site/portfolio/list-error';

/** A talent profile that could not be loaded (not an unknown slug: that is a 404, src/proxy.ts). */
export default function TalentProfileError({ reset }: { error: Error; reset: () => void }) {
  return <ListError list="profile" reset={reset} />;
}
