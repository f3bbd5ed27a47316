'use client';

import { useState } from 'react';
import { Glyph } from '@/components/ui/glyph';

/**
 * "Copy link": a plain link to the page, so without JavaScript (or without clipboard access) it is a
 * link a visitor can press and hold, or right-click, to copy; with them, a click copies the address
 * and says so (visibly and to screen readers).
 */
export type CopyLinkWords = { copy: string; copied: string; copiedStatus: string; failed: string };

export function CopyLink({ url, words, className }: { url: string; words: CopyLinkWords; className?: string }) {
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
        {state === 'copied' ? <Glyph name="check" /> : <Glyph name="link-2" />}
        {state === 'copied' ? words.copied : words.copy}
      </a>
      <span role="status" className="sr-only">
        {state === 'copied' ? words.copiedStatus : state === 'failed' ? words.failed : ''}
      </span>
    </>
  );
}
