'use client';

import Link from 'next/link';

/**
 * An admin page that failed to render, inside the admin shell. The reference (Next's digest of a
 * server error) matches the line in the server log; the message and stack are never shown.
 */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-lg border border-stone-200 bg-white p-6 md:p-8">
      <h1 className="font-display text-2xl font-semibold">This page could not be loaded</h1>
      <p className="mt-2 text-stone-700">
        Something went wrong on the server. Try again; if it keeps happening, the server log has the details.
      </p>
      {typeof digest === 'string' ? <p className="mt-2 text-sm text-stone-500">Reference: {digest}</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={retry}
          className="rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          Try again
        </button>
        <Link
          href="/admin"
          className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-amber-600"
        >
          Back to the dashboard
        </Link>
      </div>
    </div>
  );
}
