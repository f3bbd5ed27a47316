import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';

export const metadata = notFoundMetadata('en');

/**
 * notFound() called outside the public pages (which have src/app/(site)/not-found.tsx): the message
 * alone. Unmatched URLs get src/app/global-not-found.tsx, the message in the public frame. Kept small:
 * the root layout's not-found boundary travels in every page's RSC payload.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent locale="en" />
    </main>
  );
}
