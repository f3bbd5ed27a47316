import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../cache/tags';
import { findActiveJobPostingBySlug, listActiveJobPostings } from '../repositories/job-postings';
import { findTalentBySlug, listTalentSlugs } from '../repositories/talent';
import { slugArg } from './params';

/*
 * Cached reads for the booking and application forms (pages stay static; admin saves invalidate by tag).
 * Like src/server/data/public.ts, each is also a server endpoint taking any JSON: slugs are checked.
 */

export async function getTalentForBooking(slug: string) {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  const checked = slugArg(slug);
  const talent = checked && (await findTalentBySlug(checked));
  return talent ? { slug: talent.slug, name: talent.name, category: talent.category, location: talent.location } : null;
}

export async function getTalentSlugsForBooking() {
  'use cache';
  cacheTag(cacheTags.talent);
  cacheLife('max');
  return (await listTalentSlugs()).map((t) => t.slug);
}

export async function getOpenJob(slug: string) {
  'use cache';
  cacheTag(cacheTags.jobs);
  cacheLife('max');
  const checked = slugArg(slug);
  const job = checked && (await findActiveJobPostingBySlug(checked));
  return job ? { slug: job.slug, title: job.title, location: job.location, type: job.type } : null;
}

export async function getOpenJobSlugs() {
  'use cache';
  cacheTag(cacheTags.jobs);
  cacheLife('max');
  return (await listActiveJobPostings({ pageSize: 100 })).items.map((j) => j.slug);
}
