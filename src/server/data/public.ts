import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../cache/tags';
import {
  findPublishedPostBySlug,
  listHomePosts,
  listPostsForFeed,
  listPublishedPosts,
} from '../repositories/blog-posts';
import {
  findPublishedCaseStudyBySlug,
  listCaseStudyFacets,
  listHomeCaseStudies,
  listPublishedCaseStudies,
  listRelatedCaseStudies,
  type CaseStudyFilter,
} from '../repositories/case-studies';
import { listActiveJobPostings } from '../repositories/job-postings';
import {
  findPublishedEventBySlug,
  listPastEvents,
  listUpcomingEventCities,
  listUpcomingEvents,
  type Event,
} from '../repositories/events';
import { linkLineup, type RosterEntry } from '../../lib/event-lineup';
import {
  findTalentBySlug,
  listHomeTalent,
  listTalent,
  listTalentCategories,
  listTalentNames,
  type TalentFilter,
} from '../repositories/talent';
import { contentRepository } from '../repositories/content';
import { translationRepository } from '../repositories/translations';
import { contentTypes, type ContentKind } from '../../lib/content-types';
import { readingTime } from '../markdown';
import { LIST_PAGE_SIZE } from '../../lib/list-paths';
import { listFocalPoints } from '../repositories/media';
import { findAuthorProfile } from '../repositories/admin-users';
import { localizedItem, localizedList } from './localized';
import { caseStudyFilterArg, localeArg, pageArg, slugArg, talentFilterArg } from './params';
import type { Locale } from '../../lib/i18n/locales.mjs';

/*
 * Cached reads for public pages. Every function here is 'use cache' with the tag of the entity it
 * reads, so a public request touches the database only after an admin change invalidated it
 * (src/server/cache/invalidate.ts; across instances: docs/decisions/005-caching.md).
 * Pages read data only through here: an uncached read would be baked into the build's prerender.
 * Arguments are part of the cache key: pass plain, normalised values (src/server/data/params.ts).
 *
 * Each function is also a server endpoint: Next.js registers 'use cache' functions as server
 * references, and a POST with `Next-Action: <id>` runs them with arguments of the caller's choosing
 * (docs/decisions/069-cached-functions-are-endpoints.md). So every argument is parsed again here
 * (a bad one reads as "not found" or the first page, never as "no limit"), sizes are fixed
 * constants rather than parameters, and nothing costly but a bounded read happens inside: Markdown
 * is rendered by the pages, whose output is cached by URL.
 */

/** How many items the fixed-size lists show. */
const FEATURED_CASE_STUDIES = 4;
const LATEST_POSTS = 3;
const HOME_TALENT = 4;
const FEED_POSTS = 20;

// ---- Case studies ---------------------------------------------------------------------------------

export async function getFeaturedCaseStudies() {
  'use cache';
  cacheTag(cacheTags.caseStudies);
  cacheLife('max');
  return localizedList(contentTypes['case-studies'], await listHomeCaseStudies(FEATURED_CASE_STUDIES));
}

export async function getPublishedCaseStudies(filter: CaseStudyFilter, page: number) {
  'use cache';
  cacheTag(cacheTags.caseStudies);
  cacheLife('max');
  const result = await listPublishedCaseStudies(caseStudyFilterArg(filter), {
    page: pageArg(page),
    pageSize: LIST_PAGE_SIZE,
  });
  return { ...result, items: await localizedList(contentTypes['case-studies'], result.items) };
}

export async function getCaseStudyFacets() {
  'use cache';
  cacheTag(cacheTags.caseStudies);
  cacheLife('max');
  return listCaseStudyFacets();
}

/** The case study and its related projects, or undefined for an unknown or unpublished slug. */
export async function getCaseStudy(slug: string) {
  'use cache';
  cacheTag(cacheTags.caseStudies);
  cacheLife('max');
  const checked = slugArg(slug);
  const caseStudy = checked && (await localizedItem(contentTypes['case-studies'], checked, findPublishedCaseStudyBySlug));
  if (!caseStudy) return undefined;
  const related = await localizedList(contentTypes['case-studies'], await listRelatedCaseStudies(caseStudy, 3));
  return { caseStudy, related };
}

// ---- Talent ---------------------------------------------------------------------------------------

export async function getTalentList(filter: TalentFilter, page: number) {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  const result = await listTalent(talentFilterArg(filter), { page: pageArg(page), pageSize: LIST_PAGE_SIZE });
  return { ...result, items: await localizedList(contentTypes.talent, result.items) };
}

/** The talent the operator featured on the home page, in their order (none: the home page shows none). */
export async function getHomeTalent() {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  return localizedList(contentTypes.talent, await listHomeTalent(HOME_TALENT));
}

export async function getTalentCategories() {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  return listTalentCategories();
}

/**
 * A talent profile by its slug in the page's language, its translated fields laid over the English.
 * Route handlers (no root parameters) pass the language: the press kit and photos pass English.
 */
export async function getTalent(slug: string, locale?: Locale) {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  const checked = slugArg(slug);
  return checked ? localizedItem(contentTypes.talent, checked, findTalentBySlug, localeArg(locale)) : undefined;
}

// ---- Blog -----------------------------------------------------------------------------------------

export async function getLatestPosts() {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  return localizedList(contentTypes.blog, await listHomePosts(LATEST_POSTS));
}

export async function getPublishedPosts(page: number) {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  const result = await listPublishedPosts({ page: pageArg(page), pageSize: LIST_PAGE_SIZE });
  return { ...result, items: await localizedList(contentTypes.blog, result.items) };
}

/**
 * The post (Markdown body: render with renderMarkdownSafely) in the page's language, or undefined for
 * an unknown or unpublished slug: a translated slug, or the English one (decision 162).
 */
export async function getPost(slug: string) {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  const checked = slugArg(slug);
  const post = checked && (await localizedItem(contentTypes.blog, checked, findPublishedPostBySlug));
  if (!post) return undefined;
  return { ...post, minutes: readingTime(post.content) };
}

/**
 * A post's author as the public site shows it (name, photo, bio; decision 152), read by the
 * account's id: undefined for no author or one without a name. Its own tag, so a profile change
 * renders the posts again without touching the posts' cache entries.
 */
export async function getAuthor(id: number | null) {
  'use cache';
  cacheTag(cacheTags.authors);
  cacheLife('max');
  const checked = typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  return checked === undefined ? undefined : findAuthorProfile(checked);
}

/** The newest published posts with their Markdown bodies, for the RSS feed. */
export async function getFeedPosts() {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  return listPostsForFeed(FEED_POSTS);
}

// ---- Careers --------------------------------------------------------------------------------------

/**
 * The newest active job postings (at most 25: each carries its full description twice, in the page
 * and in its JSON-LD, so the page stays bounded), descriptions in Markdown.
 */
export async function getOpenJobs() {
  'use cache';
  cacheTag(cacheTags.jobs);
  cacheLife('max');
  const items = (await listActiveJobPostings({ pageSize: 25 })).items;
  // Translated title, type and description (decision 162); the slug stays English: the apply page
  // and its form find a posting by it.
  const localized = await localizedList(contentTypes.jobs, items);
  return localized.map((job, index) => ({ ...job, slug: items[index]!.slug }));
}

// ---- Uploads ----------------------------------------------------------------------------------------

/**
 * The focal points the operator set in the media library, by upload hash (a centred one is left
 * out): one cached read for every image on every public page, dropped when a focal point changes
 * or an upload is deleted (the uploads tag). See src/server/images.ts.
 */
export async function getFocalPoints() {
  'use cache';
  cacheTag(cacheTags.uploads);
  cacheLife('max');
  return listFocalPoints();
}

// ---- Any content type ---------------------------------------------------------------------------

/**
 * The public items of a content type, newest first, with what the sitemap needs: for prerendering
 * the detail pages and for /sitemap.xml.
 */
export async function getPublicAddresses(kind: ContentKind) {
  'use cache';
  const type = contentTypes[kind];
  cacheTag(type.tag);
  cacheLife('max');
  return (await contentRepository(type).listAddresses()).filter((address) => address.live);
}

/**
 * The published translations' slugs of a content type, one query for the type (the sitemap's
 * translated addresses, decision 162). Under the type's tag, which a translation's save invalidates.
 */
export async function getPublishedTranslationSlugs(kind: ContentKind) {
  'use cache';
  const type = contentTypes[kind];
  cacheTag(type.tag);
  cacheLife('max');
  if (!type.translations.length) return [];
  return (await translationRepository(type).listAll())
    .filter((translation) => translation.is_published)
    .map(({ item_id, locale, slug }) => ({ item_id, locale, slug }));
}

// ---- Events ---------------------------------------------------------------------------------------

/*
 * "Upcoming" is read when the cached function runs (an event that has not ended then). The result
 * stays cached until the events tag changes: a save, a delete, or the schedule tick when an event's
 * end passes (`boundaries: ['ends_at']` in the definition, src/server/schedule.ts). So a cached
 * /events drops an event at its end within a tick, without a deploy or a read per request.
 */

/** Published upcoming events, soonest first; in one city (as the list names it) when given. */
/** Route handlers (no root parameters) pass the language; pages leave it to the page's. */
export async function getUpcomingEvents(city: string = '', locale?: Locale) {
  'use cache';
  cacheTag(cacheTags.events, cacheTags.talent);
  cacheLife('max');
  const [events, roster] = await Promise.all([listUpcomingEvents(textArg(city)), listRoster()]);
  const localized = await localizedList(contentTypes.events, events, localeArg(locale));
  return localized.map((event) => withLineup(event, roster));
}

/** The cities with upcoming events (the filter links). */
export async function getUpcomingEventCities() {
  'use cache';
  cacheTag(cacheTags.events);
  cacheLife('max');
  return listUpcomingEventCities();
}

/** One page of the past events archive, latest first. */
export async function getPastEvents(page: number) {
  'use cache';
  cacheTag(cacheTags.events);
  cacheLife('max');
  const result = await listPastEvents({ page: pageArg(page), pageSize: LIST_PAGE_SIZE });
  return { ...result, items: await localizedList(contentTypes.events, result.items) };
}

/** A published event with its lineup linked to the roster, or undefined. */
export async function getEvent(slug: string, locale?: Locale) {
  'use cache';
  cacheTag(cacheTags.events, cacheTags.talent);
  cacheLife('max');
  const checked = slugArg(slug);
  const event =
    checked && (await localizedItem(contentTypes.events, checked, findPublishedEventBySlug, localeArg(locale)));
  return event ? withLineup(event, await listRoster()) : undefined;
}

/** A roster artist's upcoming shows: the upcoming events whose lineup names them (their profile lists them). */
export async function getUpcomingEventsFor(talentSlug: string, locale?: Locale) {
  'use cache';
  cacheTag(cacheTags.events, cacheTags.talent);
  cacheLife('max');
  const checked = slugArg(talentSlug);
  if (!checked) return [];
  const [events, roster] = await Promise.all([listUpcomingEvents(), listRoster()]);
  const shows = events.map((event) => withLineup(event, roster)).filter((event) => event.acts.some((a) => a.slug === checked));
  return localizedList(contentTypes.events, shows, localeArg(locale));
}

async function listRoster(): Promise<RosterEntry[]> {
  return (await listTalentNames()).map(({ slug, name }) => ({ slug, name }));
}

function withLineup<E extends Event>(event: E, roster: readonly RosterEntry[]) {
  return { ...event, acts: linkLineup(event.lineup, roster) };
}

function textArg(value: unknown) {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}
