import 'server-only';
import { db } from '../db/client';
import type { JobPostingRow } from '../db/schema';
import {
  containsText,
  DuplicateSlugError,
  isUniqueViolation,
  nowIso,
  pageBounds,
  toPage,
  type PageRequest,
} from './shared';

export type JobPosting = JobPostingRow;
export type JobPostingInput = Omit<JobPosting, 'id' | 'created_at' | 'updated_at'>;

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

export async function listJobPostingsForAdmin(request: PageRequest & { q?: string } = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 20, ...request });
  let query = (await db()).selectFrom('job_postings');
  if (request.q?.trim()) query = query.where(containsText('title', request.q.trim()));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows, Number(count.n), page, pageSize);
}

export async function createJobPosting(input: JobPostingInput) {
  const now = nowIso();
  try {
    return await (
      await db()
    )
      .insertInto('job_postings')
      .values({ ...input, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

export async function updateJobPosting(id: number, input: Partial<JobPostingInput>) {
  try {
    return await (
      await db()
    )
      .updateTable('job_postings')
      .set({ ...input, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
    throw error;
  }
}

export async function deleteJobPosting(id: number) {
  return (await db()).deleteFrom('job_postings').where('id', '=', id).returning(['id', 'slug']).executeTakeFirst();
}
