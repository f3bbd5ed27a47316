import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '../db/client';
import { nowIso } from './shared';

/** How long an unsaved edit can be opened: long enough to look at it, short enough not to pile up. */
const PREVIEW_TTL_MS = 30 * 60 * 1000;

/** The stored kind of an edit of a page of sections (admin → Pages); its fields name the page. */
export const PAGE_PREVIEW = 'page';

export type StoredPreview = {
  /** The content type's kind, as the form named it, or PAGE_PREVIEW. */
  kind: string;
  itemId: number | null;
  authorId: number | null;
  fields: Record<string, string | string[]>;
};

/** Keeps the form's fields under a random token (unguessable: 32 bytes) and returns the token. */
export async function storePreview(preview: StoredPreview, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const database = await db();
  await database.deleteFrom('previews').where('expires_at', '<', now.toISOString()).execute();
  await database
    .insertInto('previews')
    .values({
      token,
      kind: preview.kind,
      item_id: preview.itemId,
      author_id: preview.authorId,
      fields: JSON.stringify(preview.fields),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PREVIEW_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The stored edit for a token that has not expired, or undefined. */
export async function findPreview(token: string, now = nowIso()): Promise<StoredPreview | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const row = await (
    await db()
  )
    .selectFrom('previews')
    .selectAll()
    .where('token', '=', token)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  let fields: Record<string, string | string[]> = {};
  try {
    fields = JSON.parse(row.fields) as Record<string, string | string[]>;
  } catch {
    // An unreadable row previews as an empty item.
  }
  return { kind: row.kind, itemId: row.item_id, authorId: row.author_id, fields };
}
