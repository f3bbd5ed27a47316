'use client';

import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useSiteErrorWords } from '../error-words';

/**
 * What a public list shows when its data could not be loaded: the designed destructive toast (its
 * title, and a plain description) and the same words on the page, with a retry. Never the error
 * itself: no stack traces or database details for visitors.
 */
export function ListError({
  list,
  reset,
}: {
  /** Whose words (the SiteError namespace, through the frame's context). */
  list: 'talent' | 'profile' | 'blog' | 'portfolio';
  reset: () => void;
}) {
  const words = useSiteErrorWords();
  const title = words.lists?.[list] ?? words.heading;
  // The talent pages' toast says "Error" above the heading; the others show the heading above the message.
  const toastTitle = list === 'talent' || list === 'profile' ? (words.lists?.toastTitle ?? title) : title;
  const message = words.text;
  useEffect(() => {
    toast({ title: toastTitle, description: toastTitle === title ? message : title, variant: 'destructive' });
  }, [title, toastTitle, message]);
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h2 className="font-display text-3xl">{title}</h2>
      <p className="mt-3 text-muted">{message}</p>
      <button type="button" onClick={reset} className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        {words.retry}
      </button>
    </div>
  );
}
