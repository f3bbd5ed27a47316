import 'server-only';
import { shippedTranslation } from '@/content/translations';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales.mjs';
import { editablePages, pageDataSchema, type PageData, type PageKey } from '@/lib/page-sections';
import { mapPageWords } from '@/lib/page-sections/translate';
import { sql } from 'kysely';
import { db } from '../db/client';
import { logError } from '../log';
import { nowIso } from './shared';

/** How many saves of each page are kept (the newest is in force, the rest can be restored). */
export const PAGE_HISTORY = 30;

function parse(key: PageKey, row: { id: number; data: string }): PageData | null {
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(row.data));
    if (parsed.success) return parsed.data;
    logError(`page ${key} version ${row.id} does not pass the definition`, parsed.error);
  } catch (error) {
    logError(`page ${key} version ${row.id} is not JSON`, error);
  }
  return null;
}

/**
 * The copy a page shipped with, in a language: the English seed with its words in that language
 * (src/content/translations); links, images and the order of sections are the English seed's.
 */
export function pageSeed(key: PageKey, locale: Locale = DEFAULT_LOCALE): PageData {
  const seed = editablePages[key].seed;
  return locale === DEFAULT_LOCALE ? seed : mapPageWords(seed, (words) => shippedTranslation(locale, words));
}

/** When a version goes (or went) in force: its scheduled time, else its save. */
const inForceFrom = sql<string>`coalesce(page_versions.publish_at, page_versions.created_at)`;

/**
 * The page in force in a language: the version of that language that went in force last (a
 * scheduled one from its time, any other from its save), checked again; the language's seed when it
 * was never saved in it, or when that version no longer passes the definition (logged: the page
 * keeps its seed face). `now` decides which scheduled versions are due; the schedule tick announces
 * each one's time (src/server/schedule.ts). Each language is edited on its own (decision 164).
 */
export async function readPage(key: PageKey, locale: Locale = DEFAULT_LOCALE, now = nowIso()): Promise<PageData> {
  const row = await (
    await db()
  )
    .selectFrom('page_versions')
    .select(['id', 'data'])
    .where('page_key', '=', key)
    .where('locale', '=', locale)
    .where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)]))
    .orderBy(inForceFrom, 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row && parse(key, row)) || pageSeed(key, locale);
}

/**
 * Saves a checked page in a language, by whom (null: a script): in force now, or from `publishAt`
 * when that is later (a scheduled version). Keeps PAGE_HISTORY versions per language, and every
 * version still to come.
 */
export async function savePage(
  key: PageKey,
  page: PageData,
  authorId: number | null,
  publishAt: string | null = null,
  locale: Locale = DEFAULT_LOCALE,
) {
  const checked = pageDataSchema.parse(page);
  const now = nowIso();
  const scheduled = publishAt && new Date(publishAt).toISOString() > now ? new Date(publishAt).toISOString() : null;
  return (await db()).transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('page_versions')
      .values({
        page_key: key,
        locale,
        data: JSON.stringify(checked),
        author_id: authorId,
        created_at: now,
        publish_at: scheduled,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = await trx
      .selectFrom('page_versions')
      .select('id')
      .where('page_key', '=', key)
      .where('locale', '=', locale)
      .orderBy('id', 'desc')
      .offset(PAGE_HISTORY)
      .limit(1)
      .executeTakeFirst();
    if (old)
      await trx
        .deleteFrom('page_versions')
        .where('page_key', '=', key)
        .where('locale', '=', locale)
        .where('id', '<=', old.id)
        .where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)]))
        .execute();
    return { id: saved.id, page: checked, publishAt: scheduled, locale };
  });
}

/** Withdraws a scheduled version that is still to come; false when there is none such. */
export async function cancelScheduledPage(key: PageKey, version: number) {
  const result = await (
    await db()
  )
    .deleteFrom('page_versions')
    .where('page_key', '=', key)
    .where('id', '=', version)
    .where('publish_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * The latest versions of a page in a language, by when they go (or went) in force, the latest
 * first: scheduled ones still to come first of all (`publish_at` later than now); when, and by whom.
 */
export async function listPageVersions(key: PageKey, limit = 10, locale: Locale = DEFAULT_LOCALE) {
  return (await db())
    .selectFrom('page_versions')
    .leftJoin('admin_users', 'admin_users.id', 'page_versions.author_id')
    .select(['page_versions.id', 'page_versions.created_at', 'page_versions.publish_at', 'admin_users.email as author'])
    .where('page_versions.page_key', '=', key)
    .where('page_versions.locale', '=', locale)
    .orderBy(inForceFrom, 'desc')
    .orderBy('page_versions.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Whether a translation may no longer say what the English says: the English was saved after it
 * (or the translation was never saved, and is the copy it shipped with).
 */
export function isBehindEnglish(english: { created_at: string }, translation: { created_at: string } | undefined) {
  return !translation || translation.created_at < english.created_at;
}

/**
 * Puts an earlier version (or the seed: `version` null) of a language back in force as a new save,
 * so the restore is itself in the history. Null when that version is not one of this page's in that
 * language (or no longer passes the definition).
 */
export async function restorePage(
  key: PageKey,
  version: number | null,
  authorId: number | null,
  locale: Locale = DEFAULT_LOCALE,
) {
  let data: PageData | null = pageSeed(key, locale);
  if (version !== null) {
    const row = await (
      await db()
    )
      .selectFrom('page_versions')
      .select(['id', 'data'])
      .where('page_key', '=', key)
      .where('locale', '=', locale)
      .where('id', '=', version)
      .executeTakeFirst();
    data = row ? parse(key, row) : null;
  }
  return data ? savePage(key, data, authorId, null, locale) : null;
}
