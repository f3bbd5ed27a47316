import Link from 'next/link';
import { pageMetadata } from '@/content/metadata';
import { site } from '@/content/site';
import { StatGrid } from '@/components/site/portfolio/stats';
import { TalentFaq } from '@/components/site/talent/talent-faq';
import { TalentResults } from '@/components/site/talent/talent-results';
import type { SearchParams } from '@/server/data/params';

export const metadata = pageMetadata({
  title: 'Talent Roster',
  description:
    'DJs, musicians, models, influencers, comedians and MCs represented by Ngoma Entertainment. Search the roster and book African talent for your event.',
  path: '/talent',
});

/**
 * Rendered whole per request, without a static shell: the list depends on the query string, and a
 * streamed <Suspense> hole only appears with JavaScript (its HTML arrives hidden and a script swaps
 * it in). Filters and search must work without JavaScript, so this route blocks until the list is
 * ready (from the cache: a few milliseconds). See docs/decisions/005-caching.md.
 */
export const instant = false;

export default function TalentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const reach = [
    { value: site.rosterReach.socialReach, label: 'Social Reach' },
    { value: site.rosterReach.countries, label: 'Countries' },
    { value: site.rosterReach.brandPartnerships, label: 'Brand Partnerships' },
    { value: site.rosterReach.annualPerformances, label: 'Annual Performances' },
  ];
  return (
    <>
      <section className="mx-auto max-w-6xl px-6 pb-10 pt-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-400">Talent Roster</p>
        <h1 className="mt-3 font-display text-5xl md:text-6xl">The Voices Shaping African Culture</h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-300">
          DJs, musicians, models, influencers, comedians and MCs: artists we manage, develop and book across the continent and the world.
        </p>
      </section>
      <section className="mx-auto max-w-6xl px-6 pb-20" aria-label="Roster">
        <TalentResults searchParams={searchParams} />
      </section>
      <StatGrid label="Our roster's reach" stats={reach} />
      <section className="mx-auto grid max-w-6xl gap-8 px-6 py-20 md:grid-cols-2">
        <div className="rounded-2xl border border-white/10 p-8">
          <h2 className="font-display text-3xl">Book Our Talent</h2>
          <p className="mt-3 text-stone-300">
            Looking for the perfect act for your festival, brand activation or private event? Tell us about it and we&apos;ll respond within{' '}
            {site.bookingResponse}.
          </p>
          <Link href="/contact" className="mt-6 inline-block rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-950">
            Make a Booking Inquiry
          </Link>
        </div>
        <div className="rounded-2xl border border-white/10 p-8">
          <h2 className="font-display text-3xl">Are You Next?</h2>
          <p className="mt-3 text-stone-300">
            We&apos;re always looking for the next generation of African talent. Send us your EPK and tell us where you want to go.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/contact" className="rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-950">
              Submit Your EPK
            </Link>
            <Link href="/services/for-artists" className="rounded-full border border-white/30 px-6 py-3 font-semibold">
              Representation Options
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="talent-faq" className="mx-auto max-w-3xl px-6 pb-24">
        <h2 id="talent-faq" className="mb-8 text-center font-display text-4xl">
          Frequently Asked Questions
        </h2>
        <TalentFaq />
      </section>
    </>
  );
}
