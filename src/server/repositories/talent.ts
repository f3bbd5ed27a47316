import 'server-only';
import { db } from '../db/client';
import type { TalentRow } from '../db/schema';
import {
  containsText,
  DuplicateSlugError,
  isUniqueViolation,
  nowIso,
  pageBounds,
  parseJsonArray,
  toPage,
  type PageRequest,
} from './shared';

export type TalentHighlight = { value: string; label: string };
export type Talent = Omit<TalentRow, 'gallery' | 'highlights'> & { gallery: string[]; highlights: TalentHighlight[] };
export type TalentInput = Omit<Talent, 'id' | 'created_at' | 'updated_at'>;
export type TalentFilter = { q?: string; category?: string };

export const TALENT_CATEGORIES = ['DJ', 'Musician', 'Model', 'Influencer', 'Comedian', 'MC'] as const;

function toTalent(row: TalentRow): Talent {
  return {
    ...row,
    gallery: parseJsonArray<string>(row.gallery),
    highlights: parseJsonArray<TalentHighlight>(row.highlights),
  };
}

function toRow(input: Partial<TalentInput>) {
  const { gallery, highlights, ...rest } = input;
  return {
    ...rest,
    ...(gallery === undefined ? {} : { gallery: JSON.stringify(gallery) }),
    ...(highlights === undefined ? {} : { highlights: JSON.stringify(highlights) }),
  };
}

/** The public roster, newest first; search by name (`q`) and filter by category. */
export async function listTalent(filter: TalentFilter = {}, request: PageRequest = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 24, ...request });
  let query = (await db()).selectFrom('talent');
  if (filter.q?.trim()) query = query.where(containsText('name', filter.q.trim()));
  if (filter.category) query = query.where('category', '=', filter.category);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toTalent), Number(count.n), page, pageSize);
}

/** Categories the roster uses, for the talent filter (the usual ones first, then any others). */
export async function listTalentCategories() {
  const rows = await (
    await db()
  )
    .selectFrom('talent')
    .select('category')
    .distinct()
    .where('category', '<>', '')
    .orderBy('category')
    .execute();
  const used = rows.map((r) => r.category);
  return [
    ...TALENT_CATEGORIES.filter((c) => used.includes(c)),
    ...used.filter((c) => !(TALENT_CATEGORIES as readonly string[]).includes(c)),
  ];
}

export async function findTalentBySlug(slug: string) {
  const row = await (await db()).selectFrom('talent').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toTalent(row) : undefined;
}

export async function listTalentSlugs() {
  return (await db()).selectFrom('talent').select(['slug', 'updated_at']).orderBy('created_at', 'desc').execute();
}

export async function createTalent(input: TalentInput) {
  const now = nowIso();
  try {
    const row = await (
      await db()
    )
      .insertInto('talent')
      .values({ ...toRow(input), created_at: now, updated_at: now } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTalent(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

export async function updateTalent(id: number, input: Partial<TalentInput>) {
  try {
    const row = await (
      await db()
    )
      .updateTable('talent')
      .set({ ...toRow(input), updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toTalent(row) : undefined;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
    throw error;
  }
}

export async function deleteTalent(id: number) {
  return (await db()).deleteFrom('talent').where('id', '=', id).returning(['id', 'slug']).executeTakeFirst();
}
