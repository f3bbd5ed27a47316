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
import { getLocalSiteSettings } from '@/server/data/site-settings';
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
import { getT, localHref } from '@/server/i18n';
import { listPageLabel, Pagination, PastTheEnd } from '../portfolio/pagination';
import { StatGrid, toStat } from '../portfolio/stats';
import { TalentCard } from './talent-card';
import { TalentFaq } from './talent-faq';

/*
 * The talent roster: /talent, /talent/category/<c>, each with /page/<n>, prerendered
 * (docs/decisions/120-list-filters-in-the-path.md); and a search by name, /talent?q=…, which the
 * proxy renders per request through /talent/search (src/server/list-urls.ts).
 */

async function talentFilter(segments: ListSegments) {
  const categories = await getTalentCategories();
  return { categories, category: categoryOf(categories, segments.category) ?? '', page: pageOf(segments) };
}

export async function talentMetadata({ params }: ListRouteProps): Promise<Metadata> {
  const { category, page } = await talentFilter(await params);
  const t = await getT('Talent');
  return pageMetadata({
    title: listTitle(t('title'), [category], page, await listPageLabel()),
    description: t('description'),
    path: listPath('/talent', { category, page }),
  });
}

/** Search results are not pages of their own for search engines: the roster is. */
export async function talentSearchMetadata() {
  const t = await getT('Talent');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/talent', noindex: true });
}

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

async function TalentResults({
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
  const [t, action] = await Promise.all([getT('Talent'), localHref('/talent')]);
  return (
    <>
      {/* A GET form: without JavaScript a category alone lands on its path through the proxy's
          308, a name on /talent?q=… (src/server/list-urls.ts). */}
      <form
        method="get"
        action={action}
        role="search"
        aria-label={t('filterLabel')}
        className="mb-10 flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-clay p-5"
      >
        <label className="flex min-w-60 flex-1 flex-col gap-2 text-sm font-semibold text-sand">
          {t('searchByName')}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={80}
            placeholder={t('searchPlaceholder')}
            className={fieldClasses}
          />
        </label>
        <label className="flex flex-col gap-2 text-sm font-semibold text-sand">
          {t('category')}
          <select name="category" defaultValue={category} className={fieldClasses}>
            <option value="">{t('allTalent')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses({ size: 'md' })}>
          {t('filter')}
        </button>
        {filtered ? (
          <Link href="/talent" className="py-3 text-sm text-muted underline hover:text-gold">
            {t('clear')}
          </Link>
        ) : null}
      </form>

      {result.items.length === 0 ? (
        <div className="py-20 text-center" role="status">
          <h2 className="font-display text-3xl font-extrabold">{filtered ? t('noMatchTitle') : t('emptyTitle')}</h2>
          <p className="mt-3 text-muted">{filtered ? t('noMatchLead') : t('emptyLead')}</p>
        </div>
      ) : (
        <>
          <p className="sr-only" role="status">
            {t('count', { count: result.total })}
          </p>
          <h2 className="sr-only">{t('listHeading')}</h2>
          {/* Two to a row from the smallest phone: a roster is scanned, not read (talent-card.tsx). */}
          <ul className="grid grid-cols-2 gap-4 sm:gap-8 lg:grid-cols-3">
            {result.items.map((t, index) => (
              <li key={t.id}>
                <TalentCard talent={t} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} pageCount={result.pageCount} hrefOf={hrefOf} label={t('pagesLabel')} />
        </>
      )}
    </>
  );
}

/** What every roster page shows around the list: hero, reach, booking panels and FAQ. */
async function TalentFrame({ children }: { children: ReactNode }) {
  const [site, t] = await Promise.all([getLocalSiteSettings(), getT('Talent')]);
  const reach = statsFor(site, 'talent').map((stat) => toStat(stat.value, stat.label));
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('heroTitle')} lead={t('heroLead')} />
      <Section aria-label={t('rosterLabel')}>{children}</Section>
      {reach.length ? <StatGrid label={t('reachLabel')} stats={reach} /> : null}
      <Section containerClassName="grid gap-6 md:grid-cols-2">
        <Card accent="gold">
          <h2 className="font-display text-3xl font-extrabold">{t('bookTitle')}</h2>
          <p className="mt-3 text-muted">{t('bookLead', { response: site.bookingResponse })}</p>
          <Link href="/contact#promoter-form" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
            {t('bookCta')}
          </Link>
        </Card>
        <Card accent="coral">
          <h2 className="font-display text-3xl font-extrabold">{t('nextTitle')}</h2>
          <p className="mt-3 text-muted">{t('nextLead')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/contact#artist-form" className={buttonClasses({ size: 'lg' })}>
              {t('submitEpk')}
            </Link>
            <Link href="/services/for-artists" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('representation')}
            </Link>
          </div>
        </Card>
      </Section>
      <Section tone="night" aria-labelledby="talent-faq" containerClassName="max-w-3xl">
        <SectionHeading id="talent-faq" title={t('faqTitle')} align="center" />
        <TalentFaq />
      </Section>
    </>
  );
}
