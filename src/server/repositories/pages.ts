import 'server-only';
import { editablePages, pageDataSchema, type PageData, type PageKey } from '@/lib/page-sections';
import { db } from '../db/client';
import { logError } from '../log';

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
 * The page in force: its newest saved version, checked again; the seed when it was never saved,
 * or when the stored version no longer passes the definition (logged: the page keeps its seed face).
 */
export async function readPage(key: PageKey): Promise<PageData> {
  const row = await (
    await db()
  )
    .selectFrom('page_versions')
    .select(['id', 'data'])
    .where('page_key', '=', key)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row && parse(key, row)) || editablePages[key].seed;
}

/** Saves a checked page as the one in force, by whom (null: a script); keeps PAGE_HISTORY versions. */
export async function savePage(key: PageKey, page: PageData, authorId: number | null) {
  const checked = pageDataSchema.parse(page);
  return (await db()).transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('page_versions')
      .values({
        page_key: key,
        data: JSON.stringify(checked),
        author_id: authorId,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = await trx
      .selectFrom('page_versions')
      .select('id')
      .where('page_key', '=', key)
      .orderBy('id', 'desc')
      .offset(PAGE_HISTORY)
      .limit(1)
      .executeTakeFirst();
    if (old) await trx.deleteFrom('page_versions').where('page_key', '=', key).where('id', '<=', old.id).execute();
    return { id: saved.id, page: checked };
  });
}

/** The latest versions of a page, newest first: when, and by whom. */
export async function listPageVersions(key: PageKey, limit = 10) {
  return (await db())
    .selectFrom('page_versions')
    .leftJoin('admin_users', 'admin_users.id', 'page_versions.author_id')
    .select(['page_versions.id', 'page_versions.created_at', 'admin_users.email as author'])
    .where('page_versions.page_key', '=', key)
    .orderBy('page_versions.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Puts an earlier version (or the seed: `version` null) back in force as a new save, so the
 * restore is itself in the history. Null when that version is not one of this page's (or no longer
 * passes the definition).
 */
export async function restorePage(key: PageKey, version: number | null, authorId: number | null) {
  let data: PageData | null = editablePages[key].seed;
  if (version !== null) {
    const row = await (
      await db()
    )
      .selectFrom('page_versions')
      .select(['id', 'data'])
      .where('page_key', '=', key)
      .where('id', '=', version)
      .executeTakeFirst();
    data = row ? parse(key, row) : null;
  }
  return data ? savePage(key, data, authorId) : null;
}
