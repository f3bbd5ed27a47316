'use client';

import { SiteErrorContent } from '@/components/site/error-content';

/** A public page that failed to render, inside the public frame (the lists have their own, with the designed toast). */
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  return <SiteErrorContent retry={retry} />;
}
