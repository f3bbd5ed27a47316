import type { Kysely } from 'kysely';
import { siteSettingsSeed } from '@/content/site';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

type Client = { name: string; logo: string; href: string; style: string; accent: string; glyph: string };

const MAX_CLIENTS = 60;

/**
 * The clients become one list of the site settings (docs/decisions/155-one-client-list-and-embed-cards.md):
 * a logo wall section no longer holds its own. An install whose saved pages held logo walls keeps
 * their clients: the walls' lists in force (the home page's first, then any client another wall
 * added, by name) become the settings' list, as a new save by no one. No saved wall: nothing to do,
 * the seed's list (the same wordmarks the walls shipped with) is in force. The page versions are
 * left as they are (a wall's old `clients` is ignored when read).
 *
 * With no saved settings the row written is the seed of the day plus the clients: the seed is what
 * that install showed, and this code reads it.
 */
export async function up(db: Kysely<any>) {
  const versions: { page_key: string; data: string; publish_at: string | Date | null }[] = await db
    .selectFrom('page_versions')
    .select(['page_key', 'data', 'publish_at'])
    .orderBy('id', 'desc')
    .execute();
  const now = Date.now();
  const inForce = new Map<string, string>();
  for (const version of versions) {
    if (inForce.has(version.page_key)) continue;
    if (version.publish_at !== null && new Date(version.publish_at).getTime() > now) continue;
    inForce.set(version.page_key, version.data);
  }
  const keys = [...inForce.keys()].sort((a, b) => (a === 'home' ? -1 : b === 'home' ? 1 : a.localeCompare(b)));
  const clients: Client[] = [];
  let found = false;
  for (const key of keys) {
    let page: any;
    try {
      page = JSON.parse(inForce.get(key)!);
    } catch {
      continue;
    }
    for (const section of Array.isArray(page?.sections) ? page.sections : []) {
      if (section?.kind !== 'logos' || !Array.isArray(section.clients)) continue;
      found = true;
      for (const client of section.clients) {
        if (typeof client?.name !== 'string' || clients.some((known) => known.name === client.name)) continue;
        clients.push({
          name: client.name,
          logo: typeof client.logo === 'string' ? client.logo : '',
          href: '',
          style: String(client.style ?? 'heavy'),
          accent: String(client.accent ?? 'gold'),
          glyph: String(client.glyph ?? 'none'),
        });
      }
    }
  }
  if (!found) return;
  const latest: { data: string } | undefined = await db
    .selectFrom('site_settings')
    .select('data')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let settings: Record<string, unknown> = { ...siteSettingsSeed };
  if (latest) {
    try {
      settings = JSON.parse(latest.data);
    } catch {
      // A row that is not JSON is not in force (the seed is): the seed plus the clients is.
    }
  }
  await db
    .insertInto('site_settings')
    .values({
      data: JSON.stringify({ ...settings, clients: clients.slice(0, MAX_CLIENTS) }),
      author_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function down() {
  // The walls' own lists are still in their page versions; the settings' list is harmless to keep.
}
