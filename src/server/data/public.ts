import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../cache/tags';
import { listLatestPosts } from '../repositories/blog-posts';
import { listPublishedCaseStudies } from '../repositories/case-studies';

/*
 * Cached reads for public pages. Every function here is 'use cache' with the tag of the entity it
 * reads, so a public request touches the database only after an admin change invalidated it.
 * (Owned by the data-driven pages issue; extend here rather than reading repositories from pages.)
 */

export async function getLatestPosts(limit = 3) {
  'use cache';
  cacheTag(cacheTags.posts);
  cacheLife('max');
  return listLatestPosts(limit);
}

export async function getFeaturedCaseStudies(limit = 4) {
  'use cache';
  cacheTag(cacheTags.caseStudies);
  cacheLife('max');
  return (await listPublishedCaseStudies({}, { pageSize: limit })).items;
}
