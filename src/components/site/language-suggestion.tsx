'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { usePageLocale } from './locale-context';

/** Each language's own words for the suggestion: it is read by someone who prefers that language. */
export type SuggestionWords = { text: string; link: string; dismiss: string };
export type SuggestionCopy = Record<string, SuggestionWords>;

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
  // Nothing on the server and in the first render (the page is the same for everyone); then the
  // browser's preference, unless dismissed.
  const preferred = useSyncExternalStore(
    subscribe,
    () => preferredLanguage(copy),
    () => undefined,
  );
  const suggested = preferred && preferred !== locale && copy[preferred] ? preferred : undefined;
  // The notice's own code loads only for a visitor it speaks to.
  if (!suggested) return null;
  return (
    <Suspense>
      <LanguageNotice code={suggested} words={copy[suggested]!} onDismiss={dismiss} />
    </Suspense>
  );
}

const LanguageNotice = lazy(() => import('./language-notice'));

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('languagechange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('languagechange', listener);
  };
}

/** The first of the browser's languages the site has (those `copy` speaks), or undefined once dismissed. */
function preferredLanguage(copy: SuggestionCopy) {
  if (dismissed) return undefined;
  try {
    if (localStorage.getItem(DISMISSED)) return undefined;
  } catch {
    // Storage refused (private mode): suggest anyway; the visitor can still close it.
  }
  return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => code in copy);
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
