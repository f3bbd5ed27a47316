import Link from 'next/link';

/**
 * notFound() with no nearer page: only the previews (src/app/preview), for an unknown item or link;
 * the public pages and the admin have their own, and unmatched URLs get src/app/global-not-found.tsx.
 * Kept small: without it Next.js puts its default 404 page, styles included, in the RSC payload of
 * every page (twice: the root and the public route group).
 */
export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl p-8">
      <h1 className="font-display text-3xl font-extrabold">Page Not Found</h1>
      <p className="mt-4">
        <Link href="/" className="underline">
          Back to Home
        </Link>
      </p>
    </main>
  );
}
