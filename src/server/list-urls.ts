import { NextResponse } from 'next/server';
import { localizePath, type Locale } from '@/lib/i18n/locales.mjs';
import { isListBase, LIST_FILTERS, listPath, pageSegment, type ListBase, type ListFilter } from '@/lib/list-paths';

/** Where a search by name renders (per request); visitors only ever see /talent?q=… */
export const TALENT_SEARCH_PATH = '/talent/search';

/** `/portfolio/category/festival/page/0` → list `/portfolio`, filters `/category/festival`, page `0`. */
const PAGE_IN_PATH = /^(\/(?:blog|portfolio|talent))((?:\/category\/[^/]+)?(?:\/year\/[^/]+)?)\/page\/([^/]+)$/;

/**
 * The answer to a GET of a list URL that is not in its canonical form
 * (docs/decisions/120-list-filters-in-the-path.md), or undefined to render it as it is:
 * - a filter or page in the query string (old links, the no-JavaScript filter forms) → 308 to its path;
 *   unusable values are dropped (`?page=0`, `?page=1e3`, `?page[]=2`, `?year=abc` → the list without them);
 * - `/page/1` or a page segment that is not a number from 2 to 10,000 → 308 to the path without it;
 * - `/talent?q=<name>` → rendered per request by the search route, at the same URL.
 * Other query parameters (utm_…) are kept. No database read here: an unknown category or a page past
 * the end answers 404 after this (src/server/list-pages.ts).
 */
export function listUrlAnswer(
  url: URL,
  pathname: string = url.pathname,
  locale: Locale = 'en',
): NextResponse | undefined {
  // `pathname` is the path without its language prefix (decision 160); answers keep the language.
  const redirectTo = (path: string, search: URLSearchParams) => {
    const to = new URL(localizePath(locale, path), url);
    to.search = search.toString();
    return NextResponse.redirect(to, 308);
  };
  if (pathname === TALENT_SEARCH_PATH) return redirectTo('/talent', url.searchParams);
  const pageInPath = PAGE_IN_PATH.exec(pathname);
  if (pageInPath) {
    const [, base, filters, page] = pageInPath;
    return pageSegment(page!) ? undefined : redirectTo(`${base}${filters}`, url.searchParams);
  }
  if (!isListBase(pathname)) return undefined;
  const base: ListBase = pathname;
  const listKeys = new Set<string>(['page', ...LIST_FILTERS[base], ...(base === '/talent' ? ['q'] : [])]);
  // `page[]=2` and the like are list parameters too, spelled the way some form libraries do.
  const keyOf = (name: string) => name.replace(/\[[^\]]*\]$/, '');
  const values = new Map<string, string>();
  const rest = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    const key = keyOf(name);
    if (!listKeys.has(key)) rest.append(name, value);
    else if (name === key && !values.has(key)) values.set(key, value.trim());
  }
  if (values.get('q')) return NextResponse.rewrite(new URL(`/${locale}${TALENT_SEARCH_PATH}${url.search}`, url));
  if (rest.size === url.searchParams.size) return undefined;
  const filter: ListFilter = { page: pageSegment(values.get('page') ?? '') ?? 1 };
  if (listKeys.has('category')) filter.category = values.get('category')?.slice(0, 80);
  const year = values.get('year');
  if (listKeys.has('year') && year && /^\d{4}$/.test(year)) filter.year = year;
  return redirectTo(listPath(base, filter), rest);
}
