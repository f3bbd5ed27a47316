import 'server-only';
import { db } from '../db/client';
import type { JobPostingRow } from '../db/schema';
import { pageBounds, toPage, type PageRequest } from './shared';

/*
 * The careers page's public reads, typed for it. Writes, the admin's list and reads by id go
 * through the generic content repository (content.ts).
 */

export type JobPosting = JobPostingRow;

/** Open positions for the careers page, newest first. */
export async function listActiveJobPostings(request: PageRequest = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 50, ...request });
  const query = (await db()).selectFrom('job_postings').where('is_active', '=', true);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows, Number(count.n), page, pageSize);
}

export async function findActiveJobPostingBySlug(slug: string) {
  return (await db())
    .selectFrom('job_postings')
    .selectAll()
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
}
