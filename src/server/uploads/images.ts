import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '../env';
import { insertUpload } from '../repositories/uploads';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/** Stored names are exactly what we generate: 32 hex characters and .webp. */
export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.webp$/;

export class UploadError extends Error {
  constructor(message: string, public readonly status = 400) {
    super(message);
    this.name = 'UploadError';
  }
}

export function uploadDir() {
  return path.resolve(env().uploadDir);
}

/**
 * Takes an uploaded file, trusts neither its name nor its declared type: sharp reads the bytes
 * (content sniffing) and re-encodes them to WebP at most 1600 px wide, which also drops metadata
 * (EXIF location) and anything smuggled after the image data. Returns the public /uploads URL.
 */
export async function storeImageUpload(file: File) {
  if (file.size === 0) throw new UploadError('The file is empty.');
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError('Images can be at most 10 MB.', 413);
  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: 50_000_000 }).metadata();
    format = meta.format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new UploadError('That file is not an image we can use (JPEG, PNG, WebP, GIF, AVIF or TIFF).', 415);
  }
  const { data, info } = await sharp(input, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const fileName = `${randomBytes(16).toString('hex')}.webp`;
  const dir = uploadDir();
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, fileName), data, { flag: 'wx' });
  await insertUpload({
    fileName,
    originalName: file.name.slice(0, 255),
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
    bytes: data.length,
  });
  return { url: `/uploads/${fileName}`, width: info.width, height: info.height };
}

/** The bytes of a stored upload, or null. Only names we could have generated are looked up. */
export async function readImageUpload(fileName: string) {
  if (!UPLOAD_NAME_PATTERN.test(fileName)) return null;
  try {
    return await fs.readFile(path.join(uploadDir(), fileName));
  } catch {
    return null;
  }
}
