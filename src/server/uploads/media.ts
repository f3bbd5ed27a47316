import 'server-only';
import { variantWidths } from '@/lib/images';
import { deleteUploadRow } from '../repositories/media';
import { uploadStore } from './storage';

/**
 * Every file one upload made (src/server/uploads/images.ts): an AVIF and a WebP per width up to the
 * largest, the share card, and the kept original. Names are derived, never taken from the request.
 */
function uploadFiles(upload: { file_name: string; width: number; content_type: string }) {
  const hash = upload.file_name.slice(0, 32);
  const format = upload.content_type.replace(/^image\//, '');
  const files = variantWidths(upload.width).flatMap((width) => [`${hash}-${width}.avif`, `${hash}-${width}.webp`]);
  return [...files, `${hash}-og.jpg`, `originals/${hash}.${format}`];
}

/** Removes the upload's row, then its files from whichever store holds them. */
export async function deleteImageUpload(upload: {
  id: number;
  file_name: string;
  width: number;
  content_type: string;
}) {
  await deleteUploadRow(upload.id);
  const store = uploadStore();
  for (const name of uploadFiles(upload)) await store.delete(name);
}
