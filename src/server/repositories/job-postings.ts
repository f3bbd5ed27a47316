import 'server-only';
import type { jobs } from '../../lib/content-types/jobs';
import { db } from '../db/client';
import type { ContentInput } from './content-columns';
import type { JobPostingRow } from '../db/schema';
import { deleteRevisionsOf, publicPath, recordMove, recordRevision, resolveActor, type Actor } from './lifecycle';
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
export type JobPostingInput = ContentInput<Omit<JobPosting, 'id' | 'created_at' | 'updated_at'>, typeof jobs>;

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

/** A job posting by id, open or not (the admin's revisions). */
export async function findJobPostingById(id: number) {
  return (await db()).selectFrom('job_postings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createJobPosting(input: JobPostingInput, actor?: Actor) {
  const authorId = await resolveActor(actor);
  const now = nowIso();
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('job_postings')
        .values({ ...input, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordRevision(trx, 'jobs', row, authorId);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

/** Saves and records a revision; an open posting's new slug leaves a redirect from its old application form. */
export async function updateJobPosting(id: number, input: Partial<JobPostingInput>, actor?: Actor) {
  const authorId = await resolveActor(actor);
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('job_postings')
        .select(['slug', 'is_active'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return undefined;
      const row = await trx
        .updateTable('job_postings')
        .set({ ...input, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      if (current.is_active && row.slug !== current.slug) {
        await recordMove(trx, publicPath('jobs', current.slug), publicPath('jobs', row.slug));
      }
      await recordRevision(trx, 'jobs', row, authorId);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
    throw error;
  }
}

export async function deleteJobPosting(id: number) {
  return (await db()).transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('job_postings').where('id', '=', id).returning(['id', 'slug']).executeTakeFirst();
    if (row) await deleteRevisionsOf(trx, 'jobs', id);
    return row;
  });
}
