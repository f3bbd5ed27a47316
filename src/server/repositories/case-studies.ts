import 'server-only';
import { sql } from 'kysely';
import { db } from '../db/client';
import type { CaseStudyRow } from '../db/schema';
import {
  DuplicateSlugError,
  isUniqueViolation,
  nowIso,
  pageBounds,
  parseJsonArray,
  toPage,
  containsText,
  type PageRequest,
} from './shared';

export type CaseStudy = Omit<CaseStudyRow, 'gallery'> & { gallery: string[] };
export type CaseStudyInput = Omit<CaseStudy, 'id' | 'created_at' | 'updated_at'>;
export type CaseStudyFilter = { category?: string; year?: string };

function toCaseStudy(row: CaseStudyRow): CaseStudy {
  return { ...row, gallery: parseJsonArray<string>(row.gallery) };
}

function toRow(input: Partial<CaseStudyInput>) {
  const { gallery, ...rest } = input;
  return gallery === undefined ? rest : { ...rest, gallery: JSON.stringify(gallery) };
}

/** Published case studies, newest project first, optionally filtered by category and year. */
export async function listPublishedCaseStudies(filter: CaseStudyFilter = {}, request: PageRequest = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 24, ...request });
  let query = (await db()).selectFrom('case_studies').where('is_published', '=', true);
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
    .where('is_published', '=', true)
    .where('category', '<>', '')
    .orderBy('category')
    .execute();
  const dates = await database
    .selectFrom('case_studies')
    .select('project_date')
    .distinct()
    .where('is_published', '=', true)
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
    .where('is_published', '=', true)
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
    .where('is_published', '=', true)
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
    .select(['slug', 'updated_at'])
    .where('is_published', '=', true)
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

export async function createCaseStudy(input: CaseStudyInput) {
  const now = nowIso();
  try {
    const row = await (
      await db()
    )
      .insertInto('case_studies')
      .values({ ...toRow(input), created_at: now, updated_at: now } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCaseStudy(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

export async function updateCaseStudy(id: number, input: Partial<CaseStudyInput>) {
  try {
    const row = await (
      await db()
    )
      .updateTable('case_studies')
      .set({ ...toRow(input), updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toCaseStudy(row) : undefined;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
    throw error;
  }
}

export async function deleteCaseStudy(id: number) {
  const row = await (
    await db()
  )
    .deleteFrom('case_studies')
    .where('id', '=', id)
    .returning(['id', 'slug'])
    .executeTakeFirst();
  return row;
}
