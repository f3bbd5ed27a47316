import Link from 'next/link';
import { Suspense } from 'react';
import { pageMetadata } from '@/content/metadata';
import { PortfolioResults, ResultsSkeleton } from '@/components/site/portfolio/portfolio-results';
import { PortfolioStats } from '@/components/site/portfolio/stats';
import type { SearchParams } from '@/server/data/params';

export const metadata = pageMetadata({
  title: 'Portfolio',
  description:
    'Festivals, tours and brand activations produced by Ngoma Entertainment across Africa and beyond: the challenge, the solution and the impact of each project.',
  path: '/portfolio',
});

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
        <Suspense fallback={<ResultsSkeleton label="Loading projects" />}>
          <PortfolioResults searchParams={searchParams} />
        </Suspense>
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
