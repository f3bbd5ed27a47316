import Link from 'next/link';
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
        className="sticky top-0 z-10 mb-10 flex flex-wrap items-end gap-4 border-b border-white/10 bg-[#0b0a09]/90 py-4 backdrop-blur"
      >
        <label className="flex flex-col gap-1 text-sm">
          Category
          <select name="category" defaultValue={category} className="rounded-lg border border-white/20 bg-transparent px-3 py-2">
            <option value="">All categories</option>
            {facets.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Year
          <select name="year" defaultValue={year} className="rounded-lg border border-white/20 bg-transparent px-3 py-2">
            <option value="">All years</option>
            {facets.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-full bg-amber-400 px-5 py-2 font-semibold text-stone-950">
          Filter Projects
        </button>
        {filtered ? (
          <Link href="/portfolio" className="py-2 text-sm underline">
            Clear filters
          </Link>
        ) : null}
      </form>

      {result.items.length === 0 && result.total > 0 ? (
        <PastTheEnd href={listHref('/portfolio', { category, year })} />
      ) : result.items.length === 0 ? (
        <div className="py-20 text-center" role="status">
          <h2 className="font-display text-3xl">{filtered ? 'No projects match these filters.' : 'Case Studies Coming Soon!'}</h2>
          <p className="mt-3 text-stone-400">
            {filtered ? 'Try another category or year.' : "We're documenting our latest productions. Check back soon."}
          </p>
        </div>
      ) : (
        <>
          <p className="sr-only" role="status">
            {result.total} {result.total === 1 ? 'project' : 'projects'}
          </p>
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {result.items.map((c) => (
              <li key={c.id} className="relative">
                <CaseStudyCard caseStudy={c} />
              </li>
            ))}
          </ul>
          <Pagination path="/portfolio" page={result.page} pageCount={result.pageCount} params={{ category, year }} label="Portfolio pages" />
        </>
      )}
    </>
  );
}
