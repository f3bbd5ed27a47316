import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../cache/tags';
import {
  findPublishedPostBySlug,
  listLatestPosts,
  listPostsForFeed,
  listPublishedPosts,
  listPublishedPostSlugs,
} from '../repositories/blog-posts';
import {
  findPublishedCaseStudyBySlug,
  listCaseStudyFacets,
  listPublishedCaseStudies,
  listPublishedCaseStudySlugs,
  listRelatedCaseStudies,
  type CaseStudyFilter,
} from '../repositories/case-studies';
import { listActiveJobPostings } from '../repositories/job-postings';
import { findTalentBySlug, listTalent, listTalentCategories, listTalentSlugs, type TalentFilter } from '../repositories/talent';
import { readingTime, renderMarkdown } from '../markdown';

/*
 * Cached reads for public pages. Every function here is 'use cache' with the tag of the entity it
 * reads, so a public request touches the database only after an admin change invalidated it
 * (src/server/cache/invalidate.ts; across instances: docs/decisions/005-caching.md).
 * Pages read data only through here: an uncached read would be baked into the build's prerender.
 * Arguments are part of the cache key: pass plain, normalised values (see src/lib/list-params.ts).
 */

// ---- Case studies ---------------------------------------------------------------------------------

export async function getFeaturedCaseStudies(limit = 4) {
  'use cache';
  cacheTag(cacheTags.caseStudies);
  cacheLife('max');
  return (await listPublishedCaseStudies({}, { pageSize: limit })).items;
}

export async function getPublishedCaseStudies(filter: CaseStudyFilter, page: number) {
  'use cache';
  cacheTag(cacheTags.caseStudies);
  cacheLife('max');
  return listPublishedCaseStudies(filter, { page, pageSize: 12 });
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
  const caseStudy = await findPublishedCaseStudyBySlug(slug);
  if (!caseStudy) return undefined;
  return { caseStudy, related: await listRelatedCaseStudies(caseStudy, 3) };
}

export async function getCaseStudySlugs() {
  'use cache';
  cacheTag(cacheTags.caseStudies);
  cacheLife('max');
  return listPublishedCaseStudySlugs();
}

// ---- Talent ---------------------------------------------------------------------------------------

export async function getTalentList(filter: TalentFilter, page: number) {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  return listTalent(filter, { page, pageSize: 12 });
}

export async function getTalentCategories() {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  return listTalentCategories();
}

export async function getTalent(slug: string) {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  return findTalentBySlug(slug);
}

export async function getTalentSlugs() {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  return listTalentSlugs();
}

// ---- Blog -----------------------------------------------------------------------------------------

export async function getLatestPosts(limit = 3) {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  return listLatestPosts(limit);
}

export async function getPublishedPosts(page: number) {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  return listPublishedPosts({ page, pageSize: 12 });
}

/** The post with its body rendered to sanitized HTML, or undefined for an unknown or unpublished slug. */
export async function getPost(slug: string) {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  const post = await findPublishedPostBySlug(slug);
  if (!post) return undefined;
  return { ...post, html: renderMarkdown(post.content), minutes: readingTime(post.content) };
}

export async function getPostSlugs() {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  return listPublishedPostSlugs();
}

export async function getFeedPosts(limit = 20) {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  return (await listPostsForFeed(limit)).map((post) => ({ ...post, html: renderMarkdown(post.content) }));
}

// ---- Careers --------------------------------------------------------------------------------------

/**
 * The newest active job postings (at most 25: each carries its full description twice, in the page
 * and in its JSON-LD, so the page stays bounded) with descriptions rendered to sanitized HTML.
 */
export async function getOpenJobs() {
  'use cache';
  cacheTag(cacheTags.jobs);
  cacheLife('max');
  const page = await listActiveJobPostings({ pageSize: 25 });
  return page.items.map((job) => ({ ...job, html: renderMarkdown(job.description) }));
}
