import 'server-only';
import { siteSettingsSeed } from '@/content/site';
import { siteSettingsSchema, type SiteSettings } from '@/lib/site-settings';
import { db } from '../db/client';
import { logError } from '../log';

/** How many saves of the settings are kept (the newest is in force, the rest are their history). */
export const SETTINGS_HISTORY = 50;

/**
 * The settings in force: the newest saved row, checked again; the seed when none was saved yet,
 * or when the stored row no longer passes the definition (logged: the site keeps its seed face).
 */
export async function readSiteSettings(): Promise<SiteSettings> {
  const row = await (
    await db()
  )
    .selectFrom('site_settings')
    .select(['id', 'data'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return siteSettingsSeed;
  try {
    const data = JSON.parse(row.data) as Record<string, unknown>;
    // Saved before the clients were a setting (decision 155): the seed's, unless migration 026 moved a page's list in.
    if (data && typeof data === 'object' && !('clients' in data)) data.clients = siteSettingsSeed.clients;
    const parsed = siteSettingsSchema.safeParse(data);
    if (parsed.success) return parsed.data;
    logError(`site settings ${row.id} do not pass the definition`, parsed.error);
  } catch (error) {
    logError(`site settings ${row.id} are not JSON`, error);
  }
  return siteSettingsSeed;
}

/** Saves checked settings as the ones in force, by whom (null: a script); keeps SETTINGS_HISTORY saves. */
export async function saveSiteSettings(settings: SiteSettings, authorId: number | null) {
  const checked = siteSettingsSchema.parse(settings);
  const database = await db();
  return database.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('site_settings')
      .values({ data: JSON.stringify(checked), author_id: authorId, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('site_settings')
      .where('id', '<=', saved.id - SETTINGS_HISTORY)
      .execute();
    return { id: saved.id, settings: checked };
  });
}

/** The latest saves, newest first: when, and by whom (the admin page's history). */
export async function listSiteSettingsSaves(limit = 10) {
  return (await db())
    .selectFrom('site_settings')
    .leftJoin('admin_users', 'admin_users.id', 'site_settings.author_id')
    .select(['site_settings.id', 'site_settings.created_at', 'admin_users.email as author'])
    .orderBy('site_settings.id', 'desc')
    .limit(limit)
    .execute();
}
