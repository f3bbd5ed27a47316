import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { CtaBand } from '@/components/site/cta-band';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/form';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { categorySegment, listPath } from '@/lib/list-paths';
import { getCaseStudyFacets, getPublishedCaseStudies } from '@/server/data/public';
import {
  assertWithinPages,
  categoryOf,
  laterPageParams,
  listTitle,
  NONE,
  pageOf,
  yearOf,
  type ListRouteProps,
  type ListSegments,
} from '@/server/data/list-route';
import { CaseStudyCard } from './case-study-card';
import { getT, localHref } from '@/server/i18n';
import { listPageLabel, Pagination } from './pagination';
import { PortfolioStats } from './stats';
import { Glyph } from '@/components/ui/glyph';

/*
 * The portfolio list, one module for all its routes: /portfolio, /portfolio/category/<c>,
 * /portfolio/year/<y>, /portfolio/category/<c>/year/<y>, each with /page/<n>
 * (src/lib/list-paths.ts). Filters and page come from the path, so every one of them is a
 * prerendered page (docs/decisions/120-list-filters-in-the-path.md).
 */

async function portfolioFilter(segments: ListSegments) {
  const facets = await getCaseStudyFacets();
  const category = categoryOf(facets.categories, segments.category) ?? '';
  const year = yearOf(facets.years, segments.year) ?? '';
  return { facets, category, year, page: pageOf(segments) };
}

export async function portfolioMetadata({ params }: ListRouteProps): Promise<Metadata> {
  const { category, year, page } = await portfolioFilter(await params);
  const t = await getT('Portfolio');
  return pageMetadata({
    title: listTitle(t('title'), [category, year], page, await listPageLabel()),
    description: t('description'),
    path: listPath('/portfolio', { category, year, page }),
  });
}

/**
 * The params the build prerenders for a route with these segments: every category and every year,
 * the first pages of the whole list; one sample of each combination (Next checks the route with it),
 * the others render on their first request and are then cached like the rest.
 */
export async function portfolioStaticParams(...segments: (keyof ListSegments)[]) {
  const facets = await getCaseStudyFacets();
  const categories = facets.categories.map(categorySegment).filter(Boolean);
  const only = segments.length === 1 ? segments[0] : undefined;
  if (only === 'category') return (categories.length ? categories : [NONE]).map((category) => ({ category }));
  if (only === 'year') return (facets.years.length ? facets.years : [NONE]).map((year) => ({ year }));
  if (only === 'page') return laterPageParams((await getPublishedCaseStudies({ category: '', year: '' }, 1)).pageCount);
  const sample: Required<ListSegments> = { category: categories[0] ?? NONE, year: facets.years[0] ?? NONE, page: '2' };
  return [Object.fromEntries(segments.map((segment) => [segment, sample[segment]]))];
}

export async function PortfolioList({ params }: ListRouteProps) {
  const { facets, category, year, page } = await portfolioFilter(await params);
  const result = await getPublishedCaseStudies({ category, year }, page);
  assertWithinPages(result);
  const filtered = Boolean(category || year);
  const [t, action] = await Promise.all([getT('Portfolio'), localHref('/portfolio')]);

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('heroTitle')} lead={t('heroLead')} />
      <Section aria-label={t('listLabel')}>
        {/* On a phone the filters fold into one "Filter" chip (a <details>, no script); from sm the
            panel is always open and its summary hidden (`.filter-panel` in globals.css). Sticky
            under the header (h-20) while the list scrolls by. */}
        <details className="filter-panel sticky top-20 z-30 mb-10 w-fit open:w-full sm:w-auto">
          <summary className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full border border-line bg-clay px-5 font-semibold text-sand shadow-lg shadow-ink/40 hover:border-gold">
            <Glyph name="sliders-horizontal" className="size-4 text-gold" />
            {t('filterChip')}
            <span className="font-normal text-muted">
              {filtered ? [category, year].filter(Boolean).join(' · ') : t('allProjects')}
            </span>
          </summary>
          {/* A GET form: without JavaScript it asks for /portfolio?category=…&year=…, which the proxy
              answers with a 308 to the filter's path (src/server/list-urls.ts). */}
          <form
            method="get"
            action={action}
            role="search"
            aria-label={t('filterLabel')}
            className="mt-2 grid gap-3 rounded-2xl border border-line bg-clay p-4 shadow-lg shadow-ink/40 sm:mt-0 sm:flex sm:flex-wrap sm:items-end sm:gap-4 sm:p-5"
          >
            <label className="flex min-w-0 flex-col gap-2 text-sm font-semibold text-sand">
              {t('category')}
              <select name="category" defaultValue={category} className={fieldClasses}>
                <option value="">{t('allCategories')}</option>
                {facets.categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex min-w-0 flex-col gap-2 text-sm font-semibold text-sand">
              {t('year')}
              <select name="year" defaultValue={year} className={fieldClasses}>
                <option value="">{t('allYears')}</option>
                {facets.years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex items-center gap-4">
              <button type="submit" className={buttonClasses({ size: 'md' })}>
                {t('filter')}
              </button>
              {filtered ? (
                <Link href="/portfolio" className="py-3 text-sm text-muted underline hover:text-gold">
                  {t('clear')}
                </Link>
              ) : null}
            </div>
          </form>
        </details>

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
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {result.items.map((c, index) => (
                <li key={c.id} className="relative">
                  <CaseStudyCard caseStudy={c} priority={index === 0} />
                </li>
              ))}
            </ul>
            <Pagination
              page={result.page}
              pageCount={result.pageCount}
              hrefOf={(n) => listPath('/portfolio', { category, year, page: n })}
              label={t('pagesLabel')}
            />
          </>
        )}
      </Section>
      <PortfolioStats />
      <CtaBand title={t('ctaTitle')} lead={t('ctaLead')}>
        <ButtonLink href="/contact" variant="ink" size="lg">
          {t('startProject')}
        </ButtonLink>
        <ButtonLink href="/contact" variant="ink-outline" size="lg">
          {t('requestQuote')}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
