'use client';

import { buttonClasses } from '@/components/ui/button';
/**
 * What a public list shows when its data could not be loaded: the spec's error title and a plain
 * message (never the error itself: no stack traces or database details for visitors).
 */
export function ListError({ title, reset }: { title: string; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h2 className="font-display text-3xl">{title}</h2>
      <p className="mt-3 text-muted">Something went wrong on our side. Please try again in a moment.</p>
      <button type="button" onClick={reset} className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        Try again
      </button>
    </div>
  );
}
