import 'server-only';
import { notFound } from 'next/navigation';
import { categoryFromSegment, pageSegment } from '@/lib/list-paths';

/**
 * The path segments of a public list route (src/lib/list-paths.ts), as Next passes them: each route
 * has some of them, page 1 none (docs/decisions/120-list-filters-in-the-path.md).
 */
export type ListSegments = { category?: string; year?: string; page?: string };
export type ListRouteProps = { params: Promise<ListSegments> };

/** Pages of each list the build prerenders, the first included; later ones render on first request, then stay cached. */
const PRERENDERED_PAGES = 3;

/** A placeholder for a route with nothing to prerender: cacheComponents needs one sample; it answers 404. */
export const NONE = 'none';

/** The page the segments name: 1 without a /page segment; a malformed one (the proxy redirects those) is not found. */
export function pageOf(segments: ListSegments) {
  return segments.page === undefined ? 1 : (pageSegment(segments.page) ?? notFound());
}

/** The category the segment names among those in use; undefined without one; not found if unknown. */
export function categoryOf(categories: readonly string[], segment: string | undefined) {
  return segment === undefined ? undefined : (categoryFromSegment(categories, segment) ?? notFound());
}

/** The year segment if some item is of that year; undefined without one; not found otherwise. */
export function yearOf(years: readonly string[], segment: string | undefined) {
  return segment === undefined || years.includes(segment) ? segment : notFound();
}

/** A page past the last one (an old link, a shrunken list) is not found rather than an empty page of its own. */
export function assertWithinPages(result: { page: number; pageCount: number }) {
  if (result.page > result.pageCount) notFound();
}

/** `{ page }` params for the pages after the first that the build prerenders. */
export function laterPageParams(pageCount: number) {
  const pages = Array.from({ length: Math.min(pageCount, PRERENDERED_PAGES) - 1 }, (_, i) => ({ page: String(i + 2) }));
  return pages.length ? pages : [{ page: '2' }];
}

/**
 * 'Portfolio: Festival, 2024, page 2': the list's title with what narrows it. `pageLabel`: "page 2"
 * in the page's language (the Lists.titlePage string).
 */
export function listTitle(
  title: string,
  filters: (string | undefined)[],
  page: number,
  pageLabel: (page: number) => string = (n) => `page ${n}`,
) {
  const parts = [...filters.filter(Boolean), page > 1 ? pageLabel(page) : ''].filter(Boolean);
  return parts.length ? `${title}: ${parts.join(', ')}` : title;
}
