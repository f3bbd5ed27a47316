import { buttonClasses } from '@/components/ui/button';
import Link from 'next/link';
import { fieldClasses } from '@/components/ui/form';
import { getCaseStudyFacets, getPublishedCaseStudies } from '@/server/data/public';
import { listHref, pageParam, textParam, yearParam, type SearchParams } from '@/server/data/params';
import { CaseStudyCard } from './case-study-card';
import { Pagination, PastTheEnd } from './pagination';

/**
 * The filter form and the matching case studies. Reads the query string, so it renders per request;
 * the data itself comes from the cache, keyed by the filter values.
 */
export async function PortfolioResults({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const category = textParam(params, 'category');
  const year = yearParam(params);
  const page = pageParam(params);
  const [facets, result] = await Promise.all([getCaseStudyFacets(), getPublishedCaseStudies({ category, year }, page)]);
  const filtered = Boolean(category || year);

  return (
    <>
      <form
        method="get"
        action="/portfolio"
        role="search"
        aria-label="Filter projects"
        // Sticky under the header (h-20) while the list scrolls by (a "sticky bar" by design); on a
        // phone the two selects share a row so the bar stays low.
        className="sticky top-20 z-30 mb-10 grid grid-cols-2 items-end gap-3 rounded-2xl border border-line bg-clay p-3 shadow-lg shadow-ink/40 sm:flex sm:flex-wrap sm:gap-4 sm:p-5"
      >
        <label className="flex min-w-0 flex-col gap-2 text-sm font-semibold text-sand">
          Category
          <select name="category" defaultValue={category} className={fieldClasses}>
            <option value="">All categories</option>
            {facets.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-2 text-sm font-semibold text-sand">
          Year
          <select name="year" defaultValue={year} className={fieldClasses}>
            <option value="">All years</option>
            {facets.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex items-center gap-4">
          <button type="submit" className={buttonClasses({ size: 'md' })}>
            Filter Projects
          </button>
          {filtered ? (
            <Link href="/portfolio" className="py-3 text-sm text-muted underline hover:text-gold">
              Clear filters
            </Link>
          ) : null}
        </div>
      </form>

      {result.items.length === 0 && result.total > 0 ? (
        <PastTheEnd href={listHref('/portfolio', { category, year })} />
      ) : result.items.length === 0 ? (
        <div className="py-20 text-center" role="status">
          <h2 className="font-display text-3xl font-extrabold">
            {filtered ? 'No projects match these filters.' : 'Case Studies Coming Soon!'}
          </h2>
          <p className="mt-3 text-muted">
            {filtered ? 'Try another category or year.' : "We're documenting our latest productions. Check back soon."}
          </p>
        </div>
      ) : (
        <>
          <p className="sr-only" role="status">
            {result.total} {result.total === 1 ? 'project' : 'projects'}
          </p>
          <h2 className="sr-only">Case studies</h2>
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {result.items.map((c, index) => (
              <li key={c.id} className="relative">
                <CaseStudyCard caseStudy={c} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            path="/portfolio"
            page={result.page}
            pageCount={result.pageCount}
            params={{ category, year }}
            label="Portfolio pages"
          />
        </>
      )}
    </>
  );
}
