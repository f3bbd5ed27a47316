import 'server-only';
import { db } from '../db/client';
import { nowIso } from './shared';

export type NewUpload = {
  fileName: string;
  originalName: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
};

export async function insertUpload(upload: NewUpload) {
  return (await db())
    .insertInto('uploads')
    .values({
      file_name: upload.fileName,
      original_name: upload.originalName,
      content_type: upload.contentType,
      width: upload.width,
      height: upload.height,
      bytes: upload.bytes,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUploadByFileName(fileName: string) {
  return (await db()).selectFrom('uploads').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}
