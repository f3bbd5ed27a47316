import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldClasses } from '@/components/ui/form';
import { PageHero } from '@/components/ui/page-hero';
import { Section, SectionHeading } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { statsFor } from '@/lib/site-settings';
import { getSiteSettings } from '@/server/data/site-settings';
import { categorySegment, listPath } from '@/lib/list-paths';
import { getTalentCategories, getTalentList } from '@/server/data/public';
import {
  assertWithinPages,
  categoryOf,
  laterPageParams,
  listTitle,
  NONE,
  pageOf,
  type ListRouteProps,
  type ListSegments,
} from '@/server/data/list-route';
import { pageParam, textParam, type SearchParams } from '@/server/data/params';
import { Pagination, PastTheEnd } from '../portfolio/pagination';
import { StatGrid, toStat } from '../portfolio/stats';
import { TalentCard } from './talent-card';
import { TalentFaq } from './talent-faq';

/*
 * The talent roster: /talent, /talent/category/<c>, each with /page/<n>, prerendered
 * (docs/decisions/120-list-filters-in-the-path.md); and a search by name, /talent?q=…, which the
 * proxy renders per request through /talent/search (src/server/list-urls.ts).
 */

const description =
  'DJs, musicians, models, influencers, comedians and MCs represented by Ngoma Entertainment. Search the roster and book African talent for your event.';

async function talentFilter(segments: ListSegments) {
  const categories = await getTalentCategories();
  return { categories, category: categoryOf(categories, segments.category) ?? '', page: pageOf(segments) };
}

export async function talentMetadata({ params }: ListRouteProps): Promise<Metadata> {
  const { category, page } = await talentFilter(await params);
  return pageMetadata({
    title: listTitle('Talent Roster', [category], page),
    description,
    path: listPath('/talent', { category, page }),
  });
}

/** Search results are not pages of their own for search engines: the roster is. */
export const talentSearchMetadata = () =>
  pageMetadata({
    title: 'Talent Roster',
    description,
    path: '/talent',
    noindex: true,
  });

/** Every category and the first pages of the whole roster; one sample of a category's later page. */
export async function talentStaticParams(...segments: (keyof ListSegments)[]) {
  const categories = (await getTalentCategories()).map(categorySegment).filter(Boolean);
  if (segments.length === 2) return [{ category: categories[0] ?? NONE, page: '2' }];
  if (segments[0] === 'category') return (categories.length ? categories : [NONE]).map((category) => ({ category }));
  return laterPageParams((await getTalentList({ q: '', category: '' }, 1)).pageCount);
}

export async function TalentList({ params }: ListRouteProps) {
  const { categories, category, page } = await talentFilter(await params);
  const result = await getTalentList({ q: '', category }, page);
  assertWithinPages(result);
  return (
    <TalentFrame>
      <TalentResults
        categories={categories}
        q=""
        category={category}
        result={result}
        hrefOf={(n) => listPath('/talent', { category, page: n })}
      />
    </TalentFrame>
  );
}

/** A search by name: reads the query string, so it renders per request. */
export async function TalentSearch({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = textParam(params, 'q');
  const category = textParam(params, 'category');
  const [categories, result] = await Promise.all([
    getTalentCategories(),
    getTalentList({ q, category }, pageParam(params)),
  ]);
  const hrefOf = (page: number) => {
    const query = new URLSearchParams({
      q,
      ...(category ? { category } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    });
    return `/talent?${query}`;
  };
  return (
    <TalentFrame>
      {result.page > result.pageCount ? (
        <PastTheEnd href={hrefOf(1)} />
      ) : (
        <TalentResults categories={categories} q={q} category={category} result={result} hrefOf={hrefOf} />
      )}
    </TalentFrame>
  );
}

function TalentResults({
  categories,
  q,
  category,
  result,
  hrefOf,
}: {
  categories: string[];
  q: string;
  category: string;
  result: Awaited<ReturnType<typeof getTalentList>>;
  hrefOf: (page: number) => string;
}) {
  const filtered = Boolean(q || category);
  return (
    <>
      {/* A GET form: without JavaScript a category alone lands on its path through the proxy's
          308, a name on /talent?q=… (src/server/list-urls.ts). */}
      <form
        method="get"
        action="/talent"
        role="search"
        aria-label="Filter talent"
        className="mb-10 flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-clay p-5"
      >
        <label className="flex min-w-60 flex-1 flex-col gap-2 text-sm font-semibold text-sand">
          Search by name
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={80}
            placeholder="e.g. Nomvula"
            className={fieldClasses}
          />
        </label>
        <label className="flex flex-col gap-2 text-sm font-semibold text-sand">
          Category
          <select name="category" defaultValue={category} className={fieldClasses}>
            <option value="">All talent</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses({ size: 'md' })}>
          Filter Talent
        </button>
        {filtered ? (
          <Link href="/talent" className="py-3 text-sm text-muted underline hover:text-gold">
            Clear
          </Link>
        ) : null}
      </form>

      {result.items.length === 0 ? (
        <div className="py-20 text-center" role="status">
          <h2 className="font-display text-3xl font-extrabold">
            {filtered ? 'No talent matches your search.' : 'Our Roster is Growing!'}
          </h2>
          <p className="mt-3 text-muted">
            {filtered ? 'Try another name or category.' : "We're signing new talent. Check back soon."}
          </p>
        </div>
      ) : (
        <>
          <p className="sr-only" role="status">
            {result.total} {result.total === 1 ? 'artist' : 'artists'}
          </p>
          <h2 className="sr-only">The roster</h2>
          {/* Two to a row from the smallest phone: a roster is scanned, not read (talent-card.tsx). */}
          <ul className="grid grid-cols-2 gap-4 sm:gap-8 lg:grid-cols-3">
            {result.items.map((t, index) => (
              <li key={t.id}>
                <TalentCard talent={t} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} pageCount={result.pageCount} hrefOf={hrefOf} label="Roster pages" />
        </>
      )}
    </>
  );
}

/** What every roster page shows around the list: hero, reach, booking panels and FAQ. */
async function TalentFrame({ children }: { children: ReactNode }) {
  const site = await getSiteSettings();
  const reach = statsFor(site, 'talent').map((stat) => toStat(stat.value, stat.label));
  return (
    <>
      <PageHero
        eyebrow="Talent Roster"
        title="The Voices Shaping African Culture"
        lead="DJs, musicians, models, influencers, comedians and MCs: artists we manage, develop and book across the continent and the world."
      />
      <Section aria-label="Roster">{children}</Section>
      {reach.length ? <StatGrid label="Our roster's reach" stats={reach} /> : null}
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
