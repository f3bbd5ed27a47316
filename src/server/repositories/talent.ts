import 'server-only';
import { talent } from '../../lib/content-types/talent';
import { TALENT_CATEGORIES } from '../../lib/talent-categories';
import { db } from '../db/client';
import type { TalentRow } from '../db/schema';
import { decodeRow, encodeFields, type ContentInput, type Decoded } from './content-columns';
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

export type TalentHighlight = Talent['highlights'][number];
export type Talent = Decoded<TalentRow, typeof talent>;
export type TalentInput = ContentInput<Omit<Talent, 'id' | 'created_at' | 'updated_at'>, typeof talent>;
export type TalentFilter = { q?: string; category?: string };

function toTalent(row: TalentRow): Talent {
  return decodeRow(talent, row);
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
  return (await db())
    .selectFrom('talent')
    .select(['slug', 'updated_at', 'noindex'])
    .orderBy('created_at', 'desc')
    .execute();
}

/** A talent profile by id (the admin's preview and revisions). */
export async function findTalentById(id: number) {
  const row = await (await db()).selectFrom('talent').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toTalent(row) : undefined;
}

export async function createTalent(input: TalentInput, actor?: Actor) {
  const authorId = await resolveActor(actor);
  const now = nowIso();
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('talent')
        .values({ ...encodeFields(talent, input), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      const item = toTalent(row);
      await recordRevision(trx, 'talent', item, authorId);
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

/** Saves and records a revision; a new slug leaves a redirect from the old profile (always public). */
export async function updateTalent(id: number, input: Partial<TalentInput>, actor?: Actor) {
  const authorId = await resolveActor(actor);
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const current = await trx.selectFrom('talent').select(['slug']).where('id', '=', id).executeTakeFirst();
      if (!current) return undefined;
      const row = await trx
        .updateTable('talent')
        .set({ ...encodeFields(talent, input), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.slug !== current.slug) {
        await recordMove(trx, publicPath('talent', current.slug), publicPath('talent', row.slug));
      }
      const item = toTalent(row);
      await recordRevision(trx, 'talent', item, authorId);
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
    throw error;
  }
}

export async function deleteTalent(id: number) {
  return (await db()).transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('talent').where('id', '=', id).returning(['id', 'slug']).executeTakeFirst();
    if (row) await deleteRevisionsOf(trx, 'talent', id);
    return row;
  });
}
