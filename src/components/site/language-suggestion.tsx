'use client';

import { X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LOCALES, localizePath } from '@/lib/i18n/locales.mjs';
import { usePageLocale } from './locale-context';
import { pathWithoutLocale } from './language-switcher';

/** Each language's own words for the suggestion: it is read by someone who prefers that language. */
export type SuggestionCopy = Record<string, { text: string; link: string; dismiss: string }>;

const DISMISSED = 'language-suggestion-dismissed';

/**
 * When the browser prefers another of the site's languages than the page's (Accept-Language, as
 * navigator.languages), a small notice offers the same page in it (decision 160). It only suggests:
 * no redirect, so crawlers and shared links get the language they asked for, and the page is the
 * same for everyone (cached). Drawn after load, fixed at the bottom: nothing moves. Dismissed once,
 * it stays away (localStorage).
 */
export function LanguageSuggestion({ copy }: { copy: SuggestionCopy }) {
  const locale = usePageLocale();
  const path = pathWithoutLocale(usePathname() ?? '/');
  // Nothing on the server and in the first render (the page is the same for everyone); then the
  // browser's preference, unless dismissed.
  const preferred = useSyncExternalStore(subscribe, preferredLanguage, () => undefined);
  const suggested = preferred && preferred !== locale && copy[preferred] ? preferred : undefined;
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
  }, [suggested]);
  if (!suggested) return null;
  const words = copy[suggested]!;
  return (
    <aside
      ref={notice}
      lang={suggested}
      aria-label={words.text}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-line bg-clay p-3 pl-5 text-sm text-sand shadow-xl"
    >
      <p className="flex-1">
        {words.text}{' '}
        <a href={localizePath(suggested, path)} hrefLang={suggested} className="font-semibold text-gold underline">
          {words.link}
        </a>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={words.dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:text-gold"
      >
        <X aria-hidden className="size-5" />
      </button>
    </aside>
  );
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('languagechange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('languagechange', listener);
  };
}

/** The first of the browser's languages the site has, or undefined once the visitor dismissed the notice. */
function preferredLanguage() {
  if (dismissed) return undefined;
  try {
    if (localStorage.getItem(DISMISSED)) return undefined;
  } catch {
    // Storage refused (private mode): suggest anyway; the visitor can still close it.
  }
  return navigator.languages
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((code) => (LOCALES as readonly string[]).includes(code));
}

let dismissed = false;

function dismiss() {
  dismissed = true;
  try {
    localStorage.setItem(DISMISSED, '1');
  } catch {
    // Nothing to remember it in: it stays closed until the next page load.
  }
  for (const listener of listeners) listener();
}
