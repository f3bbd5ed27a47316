import 'server-only';
import { isMissingKind, type MissingKind } from '@/content/missing';
import { OPEN_APPLICATION_SLUG } from '@/lib/schemas/inquiries';
import { findPublishedPostBySlug } from '@/server/repositories/blog-posts';
import { findPublishedCaseStudyBySlug } from '@/server/repositories/case-studies';
import { findActiveJobPostingBySlug } from '@/server/repositories/job-postings';
import { findRedirect } from '@/server/repositories/redirects';
import { findTalentBySlug } from '@/server/repositories/talent';

/** What slugify() can produce; anything else cannot name an item, so it is answered without a query. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Routes beside a [slug] that the proxy's matcher also catches. */
const STATIC_SIBLINGS = new Set(['/blog/rss.xml']);

const detailRoutes: { pattern: RegExp; kind: MissingKind; exists: (slug: string) => Promise<boolean> }[] = [
  {
    pattern: /^\/talent\/([^/]+)(?:\/book)?$/,
    kind: 'talent',
    exists: async (slug) => Boolean(await findTalentBySlug(slug)),
  },
  { pattern: /^\/blog\/([^/]+)$/, kind: 'blog', exists: async (slug) => Boolean(await findPublishedPostBySlug(slug)) },
  {
    pattern: /^\/portfolio\/([^/]+)$/,
    kind: 'portfolio',
    exists: async (slug) => Boolean(await findPublishedCaseStudyBySlug(slug)),
  },
  {
    pattern: /^\/careers\/([^/]+)\/apply$/,
    kind: 'careers',
    exists: async (slug) => slug === OPEN_APPLICATION_SLUG || Boolean(await findActiveJobPostingBySlug(slug)),
  },
];

export type PublicReadAnswer =
  { kind: 'render' } | { kind: 'missing'; target: string } | { kind: 'redirect'; location: string };

/**
 * What the proxy does with a public GET (docs/decisions/092-redirects.md): a detail whose item
 * exists renders; otherwise a recorded redirect for the path (a renamed item, or one the admin
 * added) answers 301; otherwise an unknown detail answers 404 as above. Paths that are not details
 * are redirected only if the admin said so. A redirect check that fails lets the page decide.
 */
export async function publicReadAnswer(pathname: string, search: URLSearchParams): Promise<PublicReadAnswer> {
  const target = await detailTarget(pathname, search);
  if (target === EXISTS) return { kind: 'render' };
  if (pathname === MISSING_PATH) return { kind: 'missing', target: target! };
  const location = await redirectFor(pathname);
  if (location) return { kind: 'redirect', location };
  return target ? { kind: 'missing', target } : { kind: 'render' };
}

/** A redirect's target for the path, or for the detail page a sub-page belongs to (/talent/x/book). */
async function redirectFor(pathname: string) {
  try {
    const exact = await findRedirect(pathname);
    if (exact) return exact;
    const sub = /^(\/talent\/[^/]+)(\/book)$/.exec(pathname);
    if (!sub) return undefined;
    const base = await findRedirect(sub[1]!);
    return base?.startsWith('/talent/') ? `${base}${sub[2]}` : undefined;
  } catch (error) {
    console.error('[proxy] redirect check failed:', (error as Error).message);
    return undefined;
  }
}

/** The detail's item exists: it renders, whatever redirect may name its path. */
const EXISTS = 'exists';

/**
 * Where a request for `pathname` must be answered with a 404 instead: `/missing?kind=<kind>` for a
 * detail page whose item does not exist (one indexed read), `exists` for one that does, or null for any other path. If
 * the database does not answer, the page renders and decides (it calls notFound() itself for an
 * unknown slug). /missing asked for directly gets the same 404.
 */
async function detailTarget(pathname: string, search: URLSearchParams): Promise<string | null> {
  if (pathname === MISSING_PATH) {
    const kind = search.get('kind') ?? '';
    return missingTarget(isMissingKind(kind) ? kind : 'talent');
  }
  if (STATIC_SIBLINGS.has(pathname)) return null;
  for (const route of detailRoutes) {
    const slug = route.pattern.exec(pathname)?.[1];
    if (slug === undefined) continue;
    if (!SLUG.test(slug)) return missingTarget(route.kind);
    try {
      return (await route.exists(slug)) ? EXISTS : missingTarget(route.kind);
    } catch (error) {
      console.error('[proxy] detail check failed:', (error as Error).message);
      return null;
    }
  }
  return null;
}

const MISSING_PATH = '/missing';

function missingTarget(kind: MissingKind) {
  return `${MISSING_PATH}?kind=${kind}`;
}
