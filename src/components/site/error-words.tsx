'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type SiteErrorWords = {
  heading: string;
  text: string;
  retry: string;
  backHome: string;
  /** The lists' and the profile's own headings (their error boundaries), and the toast's title. */
  lists?: { talent: string; profile: string; blog: string; portfolio: string; toastTitle: string };
};

/*
 * An error boundary is a client component that Next renders with only the error and a retry, so its
 * words come from the public frame (site-chrome.tsx) through this context, in the page's language
 * (the SiteError namespace of the site catalogue); global-error.tsx, outside the frame, gives its own.
 * No default words: this module is in every page's code, several times over.
 * A module of its own: the frame loads it on every page, the error screens only when they show.
 */
const WordsContext = createContext<SiteErrorWords | null>(null);

export function SiteErrorWordsProvider({ words, children }: { words: SiteErrorWords; children?: ReactNode }) {
  return <WordsContext value={words}>{children}</WordsContext>;
}

export function useSiteErrorWords() {
  const words = useContext(WordsContext);
  if (!words) throw new Error('An error screen outside SiteErrorWordsProvider');
  return words;
}
