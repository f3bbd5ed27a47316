import 'server-only';
import { contentTypes } from '@/lib/content-types';
import type { ContentTypeShape } from '@/lib/content-types/define';
import { addressState } from '@/server/public-addresses';
import { findRedirect } from '@/server/repositories/redirects';
import { logError } from '@/server/log';
import { listPageState } from '@/server/list-pages';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales.mjs';

/** What slugify() can produce; anything else cannot name an item, so it is answered without a query. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Routes beside a [slug] that the proxy's matcher also catches. */
const STATIC_SIBLINGS = new Set(['/blog/rss.xml', '/events/rss.xml']);

type DetailRoute = { pattern: RegExp; type: ContentTypeShape };

/**
 * The detail addresses of every content type with public pages, from its definition: its
 * `publicPath` with the slug as the one variable segment, and its `subpages` below it.
 */
const detailRoutes: DetailRoute[] = Object.values(contentTypes as Record<string, ContentTypeShape>).flatMap((type) => {
  if (!type.publicPath) return [];
  const marker = 'slug-marker';
  const [before, after = ''] = type.publicPath(marker).split(marker).map(escapeRegExp);
  const below = type.subpages.length ? `(/(?:${type.subpages.map(escapeRegExp).join('|')}))?` : '()';
  return [{ pattern: new RegExp(`^(${before}([^/]+)${after})${below}$`), type }];
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The detail address `pathname` names: its type, slug, the item's own page and the subpage, if any. */
function detailOf(pathname: string) {
  if (STATIC_SIBLINGS.has(pathname)) return undefined;
  for (const { pattern, type } of detailRoutes) {
    const match = pattern.exec(pathname);
    if (match) return { type, page: match[1]!, slug: match[2]!, subpage: match[3] ?? '' };
  }
  return undefined;
}

type Target = { path: string; status: 404 | 410 };

export type PublicReadAnswer =
  { kind: 'render' } | { kind: 'missing'; target: string; status: 404 | 410 } | { kind: 'redirect'; location: string };

/**
 * What the proxy does with a public GET (docs/decisions/092-redirects.md): a detail whose item is
 * public renders; otherwise a recorded redirect for the path (a renamed item, or one the admin
 * added) answers 301; otherwise an unknown or hidden detail answers 404 (410 for a closed job) as
 * below. Paths that are not details are redirected only if the admin said so. A redirect check that
 * fails lets the page decide. A filtered or later page of a list that does not exist (an unknown
 * category, a page past the last) answers 404 the same way (src/server/list-pages.ts).
 */
export async function publicReadAnswer(
  pathname: string,
  search: URLSearchParams,
  locale: string = DEFAULT_LOCALE,
): Promise<PublicReadAnswer> {
  if (pathname === MISSING_PATH) {
    const closed = search.get('closed') === '1';
    const target = missingPath(search.get('kind') ?? '', closed, search.get('list') === '1');
    return { kind: 'missing', target, status: closed ? 410 : 404 };
  }
  const detail = detailOf(pathname);
  const target = detail ? await detailTarget(detail.type, detail.slug, locale) : await listTarget(pathname);
  if (target === EXISTS) return { kind: 'render' };
  const location = await redirectFor(pathname, detail);
  if (location) return { kind: 'redirect', location };
  return target ? { kind: 'missing', target: target.path, status: target.status } : { kind: 'render' };
}

/**
 * For page-view counting (src/server/analytics/pages.ts): whether `pathname` is the detail address of
 * a public item (true), of no public item (false), or no detail address at all (undefined).
 */
export async function isPublicDetail(pathname: string): Promise<boolean | undefined> {
  const detail = detailOf(pathname);
  if (!detail) return undefined;
  return (await detailTarget(detail.type, detail.slug)) === EXISTS;
}

/** A redirect's target for the path, or for the item page a subpage belongs to (/talent/x/book). */
async function redirectFor(pathname: string, detail: ReturnType<typeof detailOf>) {
  try {
    const exact = await findRedirect(pathname);
    if (exact || !detail?.subpage) return exact;
    const base = await findRedirect(detail.page);
    // Only a redirect to another item page of the same type carries the subpage along.
    return base && detailOf(base)?.type === detail.type ? `${base}${detail.subpage}` : undefined;
  } catch (error) {
    logError('proxy.redirect_check.failed', error, { path: pathname });
    return undefined;
  }
}

/** The detail's item is public: it renders, whatever redirect may name its path. */
const EXISTS = 'exists';

/**
 * How a detail address of `type` is answered: `exists` for a public item; `/missing?kind=<kind>`
 * (404) for one that does not exist or is hidden; `…&closed=1` (410) for a hidden item of a type whose
 * hidden items have closed (`hiddenAnswer: 'gone'`). Answered from the process's copy of the type's
 * addresses (src/server/public-addresses.ts): no database read while nothing changed. A slug the type
 * reserves belongs to a page of its own (the open application). Under another language a slug may
 * also be an item's published translation there (decision 162). If the database does not answer, the
 * page renders and decides (it calls notFound() itself for an unknown slug).
 */
async function detailTarget(
  type: ContentTypeShape,
  slug: string,
  locale: string = DEFAULT_LOCALE,
): Promise<Target | typeof EXISTS | null> {
  if (type.slug.reserved && Object.hasOwn(type.slug.reserved, slug)) return EXISTS;
  if (!SLUG.test(slug)) return missing(type, false);
  try {
    const state = await addressState(type, slug, locale);
    if (state === 'public') return EXISTS;
    return missing(type, state === 'hidden' && type.hiddenAnswer === 'gone');
  } catch (error) {
    logError('proxy.detail_check.failed', error, { type: type.kind });
    return null;
  }
}

/**
 * How a list page with a filter or page segment is answered: `exists`, `/missing?kind=<kind>&list=1`
 * (404) for one that does not exist, null for any other path or when the database does not answer
 * (the page decides).
 */
async function listTarget(pathname: string): Promise<Target | typeof EXISTS | null> {
  try {
    const state = await listPageState(pathname);
    if (!state) return null;
    return state.exists ? EXISTS : { path: missingPath(state.kind, false, true), status: 404 };
  } catch (error) {
    logError('proxy.list_check.failed', error, { path: pathname });
    return null;
  }
}

const MISSING_PATH = '/missing';

function missing(type: ContentTypeShape, closed: boolean): Target {
  return { path: missingPath(type.kind, closed), status: closed ? 410 : 404 };
}

/** `list`: a page of the kind's list, not one of its items. */
function missingPath(kind: string, closed: boolean, list = false) {
  return `${MISSING_PATH}?kind=${encodeURIComponent(kind)}${closed ? '&closed=1' : ''}${list ? '&list=1' : ''}`;
}
