import 'server-only';
import { sql } from 'kysely';
import { caseStudies } from '../../lib/content-types/case-studies';
import { db } from '../db/client';
import type { CaseStudyRow } from '../db/schema';
import { decodeRow, encodeFields, type ContentInput, type Decoded } from './content-columns';
import {
  deleteRevisionsOf,
  liveAt,
  publicPath,
  recordMove,
  recordRevision,
  resolveActor,
  withIsoWindow,
  type Actor,
} from './lifecycle';
import {
  DuplicateSlugError,
  isUniqueViolation,
  nowIso,
  pageBounds,
  toPage,
  containsText,
  type PageRequest,
} from './shared';

export type CaseStudy = Decoded<CaseStudyRow, typeof caseStudies>;
export type CaseStudyInput = ContentInput<Omit<CaseStudy, 'id' | 'created_at' | 'updated_at'>, typeof caseStudies>;
export type CaseStudyFilter = { category?: string; year?: string };

function toCaseStudy(row: CaseStudyRow): CaseStudy {
  return decodeRow(caseStudies, row);
}

/** Published case studies, newest project first, optionally filtered by category and year. */
export async function listPublishedCaseStudies(filter: CaseStudyFilter = {}, request: PageRequest = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 24, ...request });
  let query = (await db()).selectFrom('case_studies').where(liveAt());
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.year && /^\d{4}$/.test(filter.year)) {
    query = query
      .where('project_date', '>=', `${filter.year}-01-01`)
      .where('project_date', '<=', `${filter.year}-12-31`);
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('project_date', (ob) => ob.desc().nullsLast())
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toCaseStudy), Number(count.n), page, pageSize);
}

/** Categories and years that published case studies use, for the portfolio filters. */
export async function listCaseStudyFacets() {
  const database = await db();
  const categories = await database
    .selectFrom('case_studies')
    .select('category')
    .distinct()
    .where(liveAt())
    .where('category', '<>', '')
    .orderBy('category')
    .execute();
  const dates = await database
    .selectFrom('case_studies')
    .select('project_date')
    .distinct()
    .where(liveAt())
    .where('project_date', 'is not', null)
    .execute();
  // Years derived here rather than in SQL: substr() on a PostgreSQL date does not exist.
  const years = [...new Set(dates.map((r) => String(r.project_date).slice(0, 4)))].sort().reverse();
  return { categories: categories.map((r) => r.category), years };
}

export async function findPublishedCaseStudyBySlug(slug: string) {
  const row = await (
    await db()
  )
    .selectFrom('case_studies')
    .selectAll()
    .where('slug', '=', slug)
    .where(liveAt())
    .executeTakeFirst();
  return row ? toCaseStudy(row) : undefined;
}

/** Other published case studies, same category first. */
export async function listRelatedCaseStudies(caseStudy: Pick<CaseStudy, 'id' | 'category'>, limit = 3) {
  const rows = await (
    await db()
  )
    .selectFrom('case_studies')
    .selectAll()
    .where(liveAt())
    .where('id', '<>', caseStudy.id)
    .orderBy(sql`case when category = ${caseStudy.category} then 0 else 1 end`)
    .orderBy('project_date', (ob) => ob.desc().nullsLast())
    .limit(limit)
    .execute();
  return rows.map(toCaseStudy);
}

export async function listPublishedCaseStudySlugs() {
  return (await db())
    .selectFrom('case_studies')
    .select(['slug', 'updated_at', 'noindex'])
    .where(liveAt())
    .orderBy('project_date', 'desc')
    .execute();
}

/** Admin: every case study, newest first, with optional title search. */
export async function listCaseStudiesForAdmin(request: PageRequest & { q?: string } = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 20, ...request });
  let query = (await db()).selectFrom('case_studies');
  if (request.q?.trim()) query = query.where(containsText('title', request.q.trim()));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toCaseStudy), Number(count.n), page, pageSize);
}

/** Any case study by id, published or not (the admin's preview and revisions). */
export async function findCaseStudyById(id: number) {
  const row = await (await db()).selectFrom('case_studies').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toCaseStudy(row) : undefined;
}

export async function createCaseStudy(input: CaseStudyInput, actor?: Actor) {
  const authorId = await resolveActor(actor);
  const now = nowIso();
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('case_studies')
        .values({ ...encodeFields(caseStudies, withIsoWindow(input)), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      const item = toCaseStudy(row);
      await recordRevision(trx, 'case-studies', item, authorId);
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

/** Saves, records a revision and, when a published case study's slug changes, a redirect (one transaction). */
export async function updateCaseStudy(id: number, input: Partial<CaseStudyInput>, actor?: Actor) {
  const authorId = await resolveActor(actor);
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('case_studies')
        .select(['slug', 'is_published'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return undefined;
      const row = await trx
        .updateTable('case_studies')
        .set({ ...encodeFields(caseStudies, withIsoWindow(input)), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      if (current.is_published && row.slug !== current.slug) {
        await recordMove(trx, publicPath('case-studies', current.slug), publicPath('case-studies', row.slug));
      }
      const item = toCaseStudy(row);
      await recordRevision(trx, 'case-studies', item, authorId);
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
    throw error;
  }
}

export async function deleteCaseStudy(id: number) {
  return (await db()).transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('case_studies').where('id', '=', id).returning(['id', 'slug']).executeTakeFirst();
    if (row) await deleteRevisionsOf(trx, 'case-studies', id);
    return row;
  });
}
