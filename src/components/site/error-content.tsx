'use client';

import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/**
 * What a visitor sees when a public page fails to render: the site's stage, a retry and a way home.
 * Never the error itself: its message and stack stay in the server log.
 */
export function SiteErrorContent({ retry }: { retry: () => void }) {
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className="glow-stage absolute inset-0 -z-10" />
      <Container className="py-24 sm:py-32">
        <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-6xl">The show hit a snag.</h1>
        <p className="mt-5 max-w-xl text-lg text-muted">
          Something went wrong on our side. Please try again in a moment.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button size="lg" onClick={retry}>
            Try again
          </Button>
          <ButtonLink href="/" variant="outline" size="lg">
            Back to Home
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
