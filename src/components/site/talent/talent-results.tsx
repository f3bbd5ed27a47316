import { buttonClasses } from '@/components/ui/button';
import Link from 'next/link';
import { fieldClasses } from '@/components/ui/form';
import { getTalentCategories, getTalentList } from '@/server/data/public';
import { listHref, pageParam, textParam, type SearchParams } from '@/server/data/params';
import { Pagination, PastTheEnd } from '../portfolio/pagination';
import { TalentCard } from './talent-card';

/** Search form and matching talent; reads the query string, so it renders per request. */
export async function TalentResults({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = textParam(params, 'q');
  const category = textParam(params, 'category');
  const page = pageParam(params);
  const [categories, result] = await Promise.all([getTalentCategories(), getTalentList({ q, category }, page)]);
  const filtered = Boolean(q || category);

  return (
    <>
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

      {result.items.length === 0 && result.total > 0 ? (
        <PastTheEnd href={listHref('/talent', { q, category })} />
      ) : result.items.length === 0 ? (
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
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((t, index) => (
              <li key={t.id}>
                <TalentCard talent={t} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            path="/talent"
            page={result.page}
            pageCount={result.pageCount}
            params={{ q, category }}
            label="Roster pages"
          />
        </>
      )}
    </>
  );
}
