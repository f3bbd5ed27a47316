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
 * (the SiteError namespace of the site catalogue). English outside the frame (global-error.tsx).
 * A module of its own: the frame loads it on every page, the error screens only when they show.
 */
const WordsContext = createContext<SiteErrorWords>({
  heading: 'The show hit a snag.',
  text: 'Something went wrong on our side. Please try again in a moment.',
  retry: 'Try again',
  backHome: 'Back to Home',
});

export function SiteErrorWordsProvider({ words, children }: { words: SiteErrorWords; children: ReactNode }) {
  return <WordsContext value={words}>{children}</WordsContext>;
}

export function useSiteErrorWords() {
  return useContext(WordsContext);
}
