import { buttonClasses } from '@/components/ui/button';
import Link from 'next/link';
import { pageMetadata } from '@/content/metadata';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Section, SectionHeading } from '@/components/ui/section';
import { site } from '@/content/site';
import { StatGrid, toStat } from '@/components/site/portfolio/stats';
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
    toStat(site.rosterReach.socialReach, 'Social Reach'),
    toStat(site.rosterReach.countries, 'Countries'),
    toStat(site.rosterReach.brandPartnerships, 'Brand Partnerships'),
    toStat(site.rosterReach.annualPerformances, 'Annual Performances'),
  ];
  return (
    <>
      <PageHero
        eyebrow="Talent Roster"
        title="The Voices Shaping African Culture"
        lead="DJs, musicians, models, influencers, comedians and MCs: artists we manage, develop and book across the continent and the world."
      />
      <Section aria-label="Roster">
        <TalentResults searchParams={searchParams} />
      </Section>
      <StatGrid label="Our roster's reach" stats={reach} />
      <Section containerClassName="grid gap-6 md:grid-cols-2">
        <Card accent="gold">
          <h2 className="font-display text-3xl font-extrabold">Book Our Talent</h2>
          <p className="mt-3 text-muted">
            Looking for the perfect act for your festival, brand activation or private event? Tell us about it and
            we&apos;ll respond within {site.bookingResponse}.
          </p>
          <Link href="/contact#promoter-form" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
            Make a Booking Inquiry
          </Link>
        </Card>
        <Card accent="coral">
          <h2 className="font-display text-3xl font-extrabold">Are You Next?</h2>
          <p className="mt-3 text-muted">
            We&apos;re always looking for the next generation of African talent. Send us your EPK and tell us where you
            want to go.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/contact#artist-form" className={buttonClasses({ size: 'lg' })}>
              Submit Your EPK
            </Link>
            <Link href="/services/for-artists" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Representation Options
            </Link>
          </div>
        </Card>
      </Section>
      <Section tone="night" aria-labelledby="talent-faq" containerClassName="max-w-3xl">
        <SectionHeading id="talent-faq" title="Frequently Asked Questions" align="center" />
        <TalentFaq />
      </Section>
    </>
  );
}
