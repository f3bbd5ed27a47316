import 'server-only';
import { isMissingKind, type MissingKind } from '@/content/missing';
import { OPEN_APPLICATION_SLUG } from '@/lib/schemas/inquiries';
import { findPublishedPostBySlug } from '@/server/repositories/blog-posts';
import { findPublishedCaseStudyBySlug } from '@/server/repositories/case-studies';
import { findActiveJobPostingBySlug } from '@/server/repositories/job-postings';
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

/**
 * Where a request for `pathname` must be answered with a 404 instead: `/missing?kind=<kind>` for a
 * detail page whose item does not exist (one indexed read), or null to render the page as asked. If
 * the database does not answer, the page renders and decides (it calls notFound() itself for an
 * unknown slug). /missing asked for directly gets the same 404.
 */
export async function missingDetailTarget(pathname: string, search: URLSearchParams): Promise<string | null> {
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
      return (await route.exists(slug)) ? null : missingTarget(route.kind);
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
