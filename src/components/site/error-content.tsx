'use client';

import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useSiteErrorWords } from './error-words';

/**
 * What a visitor sees when a public page fails to render: the site's stage, a retry and a way home.
 * Never the error itself: its message and stack stay in the server log.
 */
export function SiteErrorContent({ retry }: { retry: () => void }) {
  const words = useSiteErrorWords();
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
