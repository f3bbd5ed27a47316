'use client';

import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';

/**
 * What a public list shows when its data could not be loaded: the designed destructive toast (its
 * title, and a plain description) and the same words on the page, with a retry. Never the error
 * itself: no stack traces or database details for visitors.
 */
export function ListError({
  title,
  toastTitle = title,
  reset,
}: {
  title: string;
  /** The toast title where it differs from the page's heading (talent: 'Error'). */
  toastTitle?: string;
  reset: () => void;
}) {
  useEffect(() => {
    toast({ title: toastTitle, description: toastTitle === title ? MESSAGE : title, variant: 'destructive' });
  }, [title, toastTitle]);
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h2 className="font-display text-3xl">{title}</h2>
      <p className="mt-3 text-muted">{MESSAGE}</p>
      <button type="button" onClick={reset} className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        Try again
      </button>
    </div>
  );
}

const MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
