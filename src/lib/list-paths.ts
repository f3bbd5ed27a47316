import { slugify } from './slugify';

/**
 * Where the public lists keep their filters and page number: in the path, so that every list page
 * is prerendered and cached like any other page (docs/decisions/120-list-filters-in-the-path.md).
 *
 *   /blog  /blog/page/2
 *   /portfolio  /portfolio/page/2  /portfolio/category/<category>  /portfolio/year/<yyyy>
 *   /portfolio/category/<category>/year/<yyyy>  (each of them + /page/<n>)
 *   /talent  /talent/page/2  /talent/category/<category>  /talent/category/<category>/page/<n>
 *
 * Only a search by name (/talent?q=) reads the query string. Page 1 has no /page segment.
 */
export const LIST_FILTERS = {
  '/blog': [],
  '/portfolio': ['category', 'year'],
  '/talent': ['category'],
} as const satisfies Record<string, readonly ('category' | 'year')[]>;

export type ListBase = keyof typeof LIST_FILTERS;
export type ListFilter = { category?: string; year?: string; page?: number };

export const PAGE_MAX = 10_000;

/** How many items one page of a public list shows (the pages and the proxy's check agree on it). */
export const LIST_PAGE_SIZE = 12;

export function isListBase(path: string): path is ListBase {
  return Object.hasOwn(LIST_FILTERS, path);
}

/** A category as it appears in a path: 'Brand Activation' → 'brand-activation'. */
export function categorySegment(category: string) {
  return slugify(category);
}

/** The canonical path of one page of a list, e.g. `/portfolio/category/festival/year/2024/page/2`. */
export function listPath(base: ListBase, { category, year, page }: ListFilter = {}) {
  const segment = category ? categorySegment(category) : '';
  return [
    base,
    segment ? `/category/${segment}` : '',
    year ? `/year/${year}` : '',
    page && page > 1 ? `/page/${page}` : '',
  ].join('');
}

/** The page number a `/page/<n>` segment names: 2 to 10,000 in plain digits, else null (page 1 is the list's own path). */
export function pageSegment(value: string) {
  const page = /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 0;
  return page >= 2 && page <= PAGE_MAX ? page : null;
}

/** The category among `categories` whose path segment this is, or undefined. */
export function categoryFromSegment(categories: readonly string[], segment: string) {
  return categories.find((category) => categorySegment(category) === segment);
}
