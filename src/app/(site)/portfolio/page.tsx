import Link from 'next/link';
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
      <section className="mx-auto max-w-6xl px-6 pb-10 pt-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-400">Our Work</p>
        <h1 className="mt-3 font-display text-5xl md:text-6xl">Stories We&apos;ve Told on Stage</h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-300">
          From 30,000-capacity festivals to intimate brand moments: every production, its challenge, and the impact it made.
        </p>
      </section>
      <section className="mx-auto max-w-6xl px-6 pb-20" aria-label="Case studies">
        <PortfolioResults searchParams={searchParams} />
      </section>
      <PortfolioStats />
      <section className="mx-auto max-w-4xl px-6 py-20 text-center">
        <h2 className="font-display text-4xl">Your Project Could Be Next</h2>
        <p className="mt-4 text-stone-300">Tell us what you&apos;re planning and we&apos;ll show you how we&apos;d make it unforgettable.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link href="/contact" className="rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-950">
            Start a Project
          </Link>
          <Link href="/contact" className="rounded-full border border-white/30 px-6 py-3 font-semibold">
            Request a Quote
          </Link>
        </div>
      </section>
    </>
  );
}
