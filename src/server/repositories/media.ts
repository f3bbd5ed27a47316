import 'server-only';
import { sql, type SqlBool } from 'kysely';
import { db } from '../db/client';
import { publicPath, type LifecycleKind } from './lifecycle';

/**
 * The media library's questions: which uploads exist, and which content uses them
 * (docs/decisions/094-media-library.md). An upload is `/uploads/<hash>-<width>.webp`; content may
 * name any of its variants, so usage is found by the 32-hex-digit hash.
 */

/** The columns that can hold an image address, per table (URLs, galleries, Markdown bodies). */
const IMAGE_BEARING = {
  blog_posts: { kind: 'blog', label: 'title', columns: ['cover_image_url', 'share_image_url', 'content'] },
  case_studies: {
    kind: 'case-studies',
    label: 'title',
    columns: ['hero_image_url', 'gallery', 'share_image_url', 'challenge', 'solution', 'impact'],
  },
  talent: { kind: 'talent', label: 'name', columns: ['image_url', 'gallery', 'share_image_url', 'bio'] },
  job_postings: { kind: 'jobs', label: 'title', columns: ['description'] },
} as const satisfies Record<string, { kind: LifecycleKind; label: string; columns: readonly string[] }>;

const UPLOAD_HASH = /\/uploads\/([a-f0-9]{32})[-.]/g;

export type MediaUse = { kind: LifecycleKind; id: number; label: string; path: string };

export function uploadHash(fileName: string) {
  return fileName.slice(0, 32);
}

/** Every use of every upload: hash → the items that name it. One filtered scan per content table. */
export async function findUploadUses(): Promise<Map<string, MediaUse[]>> {
  const database = await db();
  const uses = new Map<string, MediaUse[]>();
  for (const [table, { kind, label, columns }] of Object.entries(IMAGE_BEARING)) {
    const mentions = sql.join(
      columns.map((column) => sql`${sql.ref(column)} like ${'%/uploads/%'}`),
      sql` or `,
    );
    const rows = await database
      .selectFrom(table as 'blog_posts')
      .select([
        'id',
        'slug',
        sql<string>`${sql.ref(label)}`.as('label'),
        ...columns.map((c) => sql.ref(c).as(c)),
      ] as never[])
      .where(sql<SqlBool>`(${mentions})`)
      .execute();
    for (const row of rows as unknown as Record<string, unknown>[]) {
      const hashes = new Set<string>();
      for (const column of columns) {
        for (const match of String(row[column] ?? '').matchAll(UPLOAD_HASH)) hashes.add(match[1]!);
      }
      for (const hash of hashes) {
        const list = uses.get(hash) ?? [];
        list.push({ kind, id: Number(row.id), label: String(row.label), path: publicPath(kind, String(row.slug)) });
        uses.set(hash, list);
      }
    }
  }
  return uses;
}

export async function listUploads() {
  return (await db()).selectFrom('uploads').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findUploadById(id: number) {
  return (await db()).selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteUploadRow(id: number) {
  return (await db()).deleteFrom('uploads').where('id', '=', id).returning(['id']).executeTakeFirst();
}
