import 'server-only';
import { LRUCache } from 'lru-cache';
import { contentTypes } from '@/lib/content-types';
import { categoryFromSegment, LIST_PAGE_SIZE, pageSegment } from '@/lib/list-paths';
import { seenRevisions } from './cache/revisions';
import { listPublishedPosts } from './repositories/blog-posts';
import { listCaseStudyFacets, listPublishedCaseStudies } from './repositories/case-studies';
import { listPastEvents, listUpcomingEventCities } from './repositories/events';
import { listTalent, listTalentCategories } from './repositories/talent';

/**
 * Whether a filtered or later page of a public list exists (docs/decisions/120-list-filters-in-the-path.md):
 * an unknown category, year or city, or a page past the last, answers 404 with the not-found page in
 * the server HTML, like an unknown detail (src/server/missing-detail.ts). The list page's own
 * notFound() would give, under Next 16 with cacheComponents, an empty document that only JavaScript
 * fills in (docs/decisions/070-not-found-pages.md). The rules are the list pages' own
 * (src/server/data/list-route.ts): a segment names one of the values in use, and a page is at most the
 * page count.
 */
type List = {
  /** The content type whose not-found words and list the 404 page shows. */
  kind: 'blog' | 'case-studies' | 'talent' | 'events';
  pattern: RegExp;
  exists: (segments: (string | undefined)[]) => Promise<boolean>;
};

const withinPages = (page: string | undefined, result: { pageCount: number }) =>
  page === undefined || (pageSegment(page) ?? Infinity) <= result.pageCount;
/** The page count is the same on every page: the first one is asked for, whichever page the path names. */
const FIRST_PAGE = { page: 1, pageSize: LIST_PAGE_SIZE };
const named = (values: readonly string[], segment: string | undefined) =>
  segment === undefined ? '' : categoryFromSegment(values, segment);

const lists: List[] = [
  {
    kind: 'blog',
    pattern: /^\/blog\/page\/([^/]+)$/,
    exists: async ([page]) => withinPages(page, await listPublishedPosts(FIRST_PAGE)),
  },
  {
    kind: 'case-studies',
    pattern: /^\/portfolio(?:\/category\/([^/]+))?(?:\/year\/([^/]+))?(?:\/page\/([^/]+))?$/,
    exists: async ([categorySegment, year, page]) => {
      const facets = await listCaseStudyFacets();
      const category = named(facets.categories, categorySegment);
      if (category === undefined || (year !== undefined && !facets.years.includes(year))) return false;
      return withinPages(page, await listPublishedCaseStudies({ category, year: year ?? '' }, FIRST_PAGE));
    },
  },
  {
    kind: 'talent',
    pattern: /^\/talent(?:\/category\/([^/]+))?(?:\/page\/([^/]+))?$/,
    exists: async ([categorySegment, page]) => {
      const category = named(await listTalentCategories(), categorySegment);
      if (category === undefined) return false;
      return withinPages(page, await listTalent({ q: '', category }, FIRST_PAGE));
    },
  },
  {
    kind: 'events',
    pattern: /^\/events\/city\/([^/]+)$/,
    exists: async ([city]) => named(await listUpcomingEventCities(), city) !== undefined,
  },
  {
    kind: 'events',
    pattern: /^\/events\/past\/page\/([^/]+)$/,
    exists: async ([page]) => withinPages(page, await listPastEvents(FIRST_PAGE)),
  },
];

/**
 * Answers kept per path while the list's cache tag keeps its revision (a save here or on another
 * instance changes it), and a minute at most: upcoming events become past ones, and a scheduled post
 * appears, without a save.
 */
const answers = new LRUCache<string, Promise<boolean>>({ max: 2_000, ttl: 60_000 });

/**
 * For a path of a public list with a filter or a page segment: its content type's kind and whether
 * that page exists. undefined for any other path, the lists' first pages included (they always render).
 * A failed read is not kept, and rejects: the caller lets the page decide.
 */
export async function listPageState(pathname: string): Promise<{ kind: List['kind']; exists: boolean } | undefined> {
  for (const list of lists) {
    const match = list.pattern.exec(pathname);
    if (!match) continue;
    const segments = match.slice(1);
    if (segments.every((segment) => segment === undefined)) return undefined;
    const key = `${seenRevisions().get(contentTypes[list.kind].tag) ?? 0} ${pathname}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = list.exists(segments);
      answers.set(key, answer);
      answer.catch(() => answers.get(key) === answer && answers.delete(key));
    }
    return { kind: list.kind, exists: await answer };
  }
  return undefined;
}
