'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export type SiteErrorWords = { heading: string; text: string; retry: string; backHome: string };

/*
 * An error boundary is a client component that Next renders with only the error and a retry, so its
 * words come from the public frame (site-chrome.tsx) through this context, in the page's language
 * (the SiteError namespace of the site catalogue). English outside the frame.
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

/**
 * What a visitor sees when a public page fails to render: the site's stage, a retry and a way home.
 * Never the error itself: its message and stack stay in the server log.
 */
export function SiteErrorContent({ retry }: { retry: () => void }) {
  const words = useContext(WordsContext);
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className="glow-stage absolute inset-0 -z-10" />
      <Container className="py-24 sm:py-32">
        <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-6xl">{words.heading}</h1>
        <p className="mt-5 max-w-xl text-lg text-muted">{words.text}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button size="lg" onClick={retry}>
            {words.retry}
          </Button>
          <ButtonLink href="/" variant="outline" size="lg">
            {words.backHome}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
