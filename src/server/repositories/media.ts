import 'server-only';
import { sql, type SqlBool } from 'kysely';
import { contentTypes, type ContentKind } from '../../lib/content-types';
import { db } from '../db/client';
import { contentTables } from './content';

/**
 * The media library's questions: which uploads exist, and which content uses them
 * (docs/decisions/094-media-library.md). An upload is `/uploads/<hash>-<width>.webp`; content may
 * name any of its variants, so usage is found by the 32-hex-digit hash.
 */

const UPLOAD_HASH = /\/uploads\/([a-f0-9]{32})[-.]/g;

export type MediaUse = { kind: ContentKind; id: number; label: string; path: string };

export function uploadHash(fileName: string) {
  return fileName.slice(0, 32);
}

/**
 * Every use of every upload: hash → the items that name it. One filtered scan per content table, of
 * the fields that can hold an image address (its definition's image, gallery and text fields).
 */
export async function findUploadUses(): Promise<Map<string, MediaUse[]>> {
  const database = await contentTables();
  const uses = new Map<string, MediaUse[]>();
  for (const { kind, table, slug, imageBearingFields: columns, publicPath, routes } of Object.values(contentTypes)) {
    const label = slug.from;
    const mentions = sql.join(
      columns.map((column) => sql`${sql.ref(column)} like ${'%/uploads/%'}`),
      sql` or `,
    );
    const rows: Record<string, unknown>[] = await database
      .selectFrom(table)
      .select(['id', 'slug', sql<string>`${sql.ref(label)}`.as('label'), ...columns])
      .where(sql<SqlBool>`(${mentions})`)
      .execute();
    for (const row of rows) {
      const hashes = new Set<string>();
      for (const column of columns) {
        for (const match of String(row[column] ?? '').matchAll(UPLOAD_HASH)) hashes.add(match[1]!);
      }
      for (const hash of hashes) {
        const list = uses.get(hash) ?? [];
        // A type without a public page is shown by its editor.
        const path = publicPath ? publicPath(String(row.slug)) : `${routes.admin}/${Number(row.id)}/edit`;
        list.push({ kind, id: Number(row.id), label: String(row.label), path });
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

/** Sets an upload's focal point (percent from the left and the top); undefined when there is no such upload. */
export async function setFocalPoint(id: number, focalX: number, focalY: number) {
  return (await db())
    .updateTable('uploads')
    .set({ focal_x: focalX, focal_y: focalY })
    .where('id', '=', id)
    .returning(['id', 'file_name', 'original_name', 'focal_x', 'focal_y'])
    .executeTakeFirst();
}

/**
 * Every upload's focal point that is not the centre, by upload hash: what the public pages' crops
 * read (src/server/data/public.ts, cached under the uploads tag).
 */
export async function listFocalPoints(): Promise<Record<string, { x: number; y: number }>> {
  const rows = await (
    await db()
  )
    .selectFrom('uploads')
    .select(['file_name', 'focal_x', 'focal_y'])
    .where((eb) => eb.or([eb('focal_x', '<>', 50), eb('focal_y', '<>', 50)]))
    .execute();
  return Object.fromEntries(rows.map((row) => [uploadHash(row.file_name), { x: row.focal_x, y: row.focal_y }]));
}
