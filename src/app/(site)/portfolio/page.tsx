import { CtaBand } from '@/components/site/cta-band';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { PortfolioResults } from '@/components/site/portfolio/portfolio-results';
import { PortfolioStats } from '@/components/site/portfolio/stats';
import type { SearchParams } from '@/server/data/params';

export const metadata = pageMetadata({
  title: 'Portfolio',
  description:
    'Festivals, tours and brand activations produced by Ngoma Entertainment across Africa and beyond: the challenge, the solution and the impact of each project.',
  path: '/portfolio',
});

/**
 * Rendered whole per request, without a static shell: the list depends on the query string, and a
 * streamed <Suspense> hole only appears with JavaScript (its HTML arrives hidden and a script swaps
 * it in). Filters and search must work without JavaScript, so this route blocks until the list is
 * ready (from the cache: a few milliseconds). See docs/decisions/005-caching.md.
 */
export const instant = false;

export default function PortfolioPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <>
      <PageHero
        eyebrow="Our Work"
        title="Stories We've Told on Stage"
        lead="From 30,000-capacity festivals to intimate brand moments: every production, its challenge, and the impact it made."
      />
      <Section aria-label="Case studies">
        <PortfolioResults searchParams={searchParams} />
      </Section>
      <PortfolioStats />
      <CtaBand
        title="Your Project Could Be Next"
        lead="Tell us what you're planning and we'll show you how we'd make it unforgettable."
      >
        <ButtonLink href="/contact" variant="ink" size="lg">
          Start a Project
        </ButtonLink>
        <ButtonLink href="/contact" variant="ink-outline" size="lg">
          Request a Quote
        </ButtonLink>
      </CtaBand>
    </>
  );
}
