'use client';

import { Check, Link2 } from 'lucide-react';
import { useState } from 'react';

/**
 * "Copy link": a plain link to the page, so without JavaScript (or without clipboard access) it is a
 * link a visitor can press and hold, or right-click, to copy; with them, a click copies the address
 * and says so (visibly and to screen readers).
 */
export function CopyLink({ url, className }: { url: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <>
      <a
        href={url}
        className={className}
        onClick={(event) => {
          if (!navigator.clipboard?.writeText) return;
          event.preventDefault();
          navigator.clipboard.writeText(url).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
        onBlur={() => setState('idle')}
      >
        {state === 'copied' ? <Check aria-hidden /> : <Link2 aria-hidden />}
        {state === 'copied' ? 'Link copied' : 'Copy link'}
      </a>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? 'Link copied to the clipboard.'
          : state === 'failed'
            ? 'Could not copy: press and hold the link to copy it.'
            : ''}
      </span>
    </>
  );
}
