'use client';

import { Check, Link2 } from 'lucide-react';
import { useState } from 'react';

/**
 * "Copy link": a plain link to the page, so without JavaScript (or without clipboard access) it is a
 * link a visitor can press and hold, or right-click, to copy; with them, a click copies the address
 * and says so (visibly and to screen readers).
 */
/** The words, in the page's language (ShareLinks passes them: no catalogue in the browser). */
type CopyLinkLabels = { copy: string; copied: string; copiedStatus: string; failedStatus: string };

const ENGLISH: CopyLinkLabels = {
  copy: 'Copy link',
  copied: 'Link copied',
  copiedStatus: 'Link copied to the clipboard.',
  failedStatus: 'Could not copy: press and hold the link to copy it.',
};

export function CopyLink({
  url,
  className,
  labels = ENGLISH,
}: {
  url: string;
  className?: string;
  labels?: CopyLinkLabels;
}) {
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
        {state === 'copied' ? labels.copied : labels.copy}
      </a>
      <span role="status" className="sr-only">
        {state === 'copied' ? labels.copiedStatus : state === 'failed' ? labels.failedStatus : ''}
      </span>
    </>
  );
}
