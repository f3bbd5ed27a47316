'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { localizePath } from '@/lib/i18n/site-paths.mjs';
import { pathWithoutLocale } from './language-switcher';
import type { SuggestionWords } from './language-suggestion';
import { Glyph } from '@/components/ui/glyph';

/** The suggestion itself (language-suggestion.tsx decides whether to show it): fixed at the bottom. */
export default function LanguageNotice({
  code,
  words,
  onDismiss,
}: {
  code: string;
  words: SuggestionWords;
  onDismiss: () => void;
}) {
  const path = pathWithoutLocale(usePathname() ?? '/');
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    // Room below the footer while the notice shows, so it never covers the page's last links.
    // Below the footer, nothing above moves.
    const height = notice.current?.offsetHeight;
    if (!height) return;
    document.body.style.paddingBottom = `${height + 24}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <aside
      ref={notice}
      lang={code}
      aria-label={words.text}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-line bg-clay p-3 pl-5 text-sm text-sand shadow-xl"
    >
      <p className="flex-1">
        {words.text}{' '}
        <a href={localizePath(code, path)} hrefLang={code} className="font-semibold text-gold underline">
          {words.link}
        </a>
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={words.dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:text-gold"
      >
        <Glyph name="x" className="size-5" />
      </button>
    </aside>
  );
}
