import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import type { SiteErrorWords } from './error-words';

/**
 * The error screens' stage: heading, text, a retry and the way home given by the caller. Apart from
 * error-content.tsx so that global-error.tsx, whose code every page loads, draws the same screen
 * without the site's Link, next/link and the page-language context (it has no page language).
 */
export function ErrorStage({
  words,
  retry,
  home,
}: {
  words: Pick<SiteErrorWords, 'heading' | 'text' | 'retry'>;
  retry: () => void;
  home: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className="glow-stage absolute inset-0 -z-10" />
      <Container className="py-24 sm:py-32">
        <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-6xl">{words.heading}</h1>
        <p className="mt-5 max-w-xl text-lg text-muted">{words.text}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <button type="button" onClick={retry} className={buttonClasses({ size: 'lg' })}>
            {words.retry}
          </button>
          {home}
        </div>
      </Container>
    </section>
  );
}
