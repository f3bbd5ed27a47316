import 'server-only';
import type { ContentTypeShape } from '../../lib/content-types/define';
import { db } from '../db/client';
import { contentRepository } from './content';
import type { Actor } from './lifecycle';

export type Snapshot = Record<string, unknown>;
export type Revision = {
  id: number;
  kind: string;
  itemId: number;
  authorId: number | null;
  authorEmail: string | null;
  /** The account's name (migration 024), when it has one. */
  authorName: string | null;
  createdAt: string;
  snapshot: Snapshot;
};
export type RevisionListEntry = Revision & { changed: string[] };

function parseSnapshot(text: string): Snapshot {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {};
  } catch {
    return {};
  }
}

/** Fields whose values differ between two snapshots (compared as JSON: galleries and highlights too). */
export function changedFields(before: Snapshot | undefined, after: Snapshot) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

function revisionsQuery() {
  return db().then((database) =>
    database
      .selectFrom('revisions')
      .leftJoin('admin_users', 'admin_users.id', 'revisions.author_id')
      .select([
        'revisions.id',
        'revisions.kind',
        'revisions.item_id',
        'revisions.author_id',
        'revisions.snapshot',
        'revisions.created_at',
        'admin_users.email',
        'admin_users.display_name',
      ]),
  );
}

type RevisionRow = {
  id: number;
  kind: string;
  item_id: number;
  author_id: number | null;
  snapshot: string;
  created_at: string;
  email: string | null;
  display_name: string | null;
};

function toRevision(row: RevisionRow): Revision {
  return {
    id: Number(row.id),
    kind: row.kind,
    itemId: Number(row.item_id),
    authorId: row.author_id,
    authorEmail: row.email,
    authorName: row.display_name?.trim() || null,
    createdAt: row.created_at,
    snapshot: parseSnapshot(row.snapshot),
  };
}

/** An item's revisions, newest first, each with the fields it changed against the one before. */
export async function listRevisions(kind: string, itemId: number): Promise<RevisionListEntry[]> {
  const rows = await (
    await revisionsQuery()
  )
    .where('revisions.kind', '=', kind)
    .where('revisions.item_id', '=', itemId)
    .orderBy('revisions.id', 'desc')
    .execute();
  const revisions = rows.map(toRevision);
  return revisions.map((revision, i) => ({
    ...revision,
    changed: i + 1 < revisions.length ? changedFields(revisions[i + 1]!.snapshot, revision.snapshot) : [],
  }));
}

export async function findRevision(kind: string, itemId: number, id: number) {
  const row = await (
    await revisionsQuery()
  )
    .where('revisions.kind', '=', kind)
    .where('revisions.item_id', '=', itemId)
    .where('revisions.id', '=', id)
    .executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

/** What a restore writes: the snapshot without what the save itself sets. */
const NOT_RESTORED = new Set(['id', 'created_at', 'updated_at', 'published_at', 'first_published_at']);

/**
 * Puts the item back to a revision's fields. This is itself a save: it records a new revision (and a
 * redirect if the slug changes back, which also removes the one it left). Returns the saved item,
 * or undefined if the item or revision is gone. May throw DuplicateSlugError.
 */
export async function restoreRevision(type: ContentTypeShape, itemId: number, revisionId: number, actor: Actor) {
  const repository = contentRepository(type);
  const revision = await findRevision(type.kind, itemId, revisionId);
  const current = revision && (await repository.findById(itemId));
  if (!revision || !current) return undefined;
  // Only columns the item still has: a snapshot taken before a field was removed restores the rest.
  const fields = Object.fromEntries(
    Object.entries(revision.snapshot).filter(([key]) => key in current && !NOT_RESTORED.has(key)),
  );
  return repository.update(itemId, { ...fields, slug: String(fields.slug ?? current.slug) }, actor);
}
