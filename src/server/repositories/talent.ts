import 'server-only';
import { talent } from '../../lib/content-types/talent';
import { TALENT_CATEGORIES } from '../../lib/talent-categories';
import { db } from '../db/client';
import type { TalentRow } from '../db/schema';
import { decodeRow, type Decoded } from './content-columns';
import { containsText, pageBounds, toPage, type PageRequest } from './shared';

/*
 * The roster's public reads, typed for its pages. Writes, the admin's list and reads by id go
 * through the generic content repository (content.ts).
 */

export type TalentHighlight = Talent['highlights'][number];
export type Talent = Decoded<TalentRow, typeof talent>;
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

/**
 * The home page's featured talent (decision 135): the featured profiles, lowest Home Order first.
 * No fallback: the home page shows the roster's categories, and a row of talent only once the
 * operator features someone.
 */
export async function listHomeTalent(limit: number) {
  const rows = await (
    await db()
  )
    .selectFrom('talent')
    .selectAll()
    .where('featured_on_home', '=', true)
    .orderBy('home_order')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toTalent);
}

/** Every profile's slug and name: what an event's lineup is matched against. */
export async function listTalentNames() {
  return (await db()).selectFrom('talent').select(['slug', 'name']).orderBy('name').execute();
}
