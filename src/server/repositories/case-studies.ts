import 'server-only';
import { sql } from 'kysely';
import { caseStudies } from '../../lib/content-types/case-studies';
import { db } from '../db/client';
import type { CaseStudyRow } from '../db/schema';
import { decodeRow, type Decoded } from './content-columns';
import { liveAt } from './lifecycle';
import { pageBounds, toPage, type PageRequest } from './shared';

/*
 * The portfolio's public reads, typed for its pages. Writes, the admin's list and reads by id go
 * through the generic content repository (content.ts).
 */

export type CaseStudy = Decoded<CaseStudyRow, typeof caseStudies>;
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

/**
 * The home page's featured work (decision 135): the featured case studies that are live, lowest
 * Home Order first; the newest published ones when none is featured.
 */
export async function listHomeCaseStudies(limit: number) {
  const rows = await (
    await db()
  )
    .selectFrom('case_studies')
    .selectAll()
    .where(liveAt())
    .where('featured_on_home', '=', true)
    .orderBy('home_order')
    .orderBy('project_date', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const featured = rows.map(toCaseStudy);
  if (featured.length >= limit) return featured;
  // Fewer featured than places: the newest published fill the rest.
  const shown = new Set(featured.map((item) => item.id));
  const newest = (await listPublishedCaseStudies({}, { pageSize: limit + featured.length })).items.filter(
    (item) => !shown.has(item.id),
  );
  return [...featured, ...newest].slice(0, limit);
}
