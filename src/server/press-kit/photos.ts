import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { readImageUpload, readUploadOriginal } from '../uploads/images';

/**
 * The press photos of a profile (decision 146): its portrait and gallery, read from this site only —
 * an upload's kept original, or a file the site ships under /images/. An image on another host is
 * left out: the press kit and the ZIP are made without a request leaving the server.
 */

export type PressPhoto = { name: string; bytes: Buffer };

const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** A photo at full resolution, by its address on the site; null when it is not on this site or is missing. */
export async function readPressPhoto(address: string, base: string): Promise<PressPhoto | null> {
  const uploads = /^\/uploads\/([^/]+)$/.exec(address);
  if (uploads) {
    const file = uploads[1]!;
    const original = await readUploadOriginal(file);
    if (original) return { name: `${base}.${original.format}`, bytes: original.bytes };
    const served = await readImageUpload(file);
    return served ? { name: `${base}${path.extname(file)}`, bytes: served.bytes } : null;
  }
  if (/^\/images\/[A-Za-z0-9/_.-]+$/.test(address) && !address.includes('..')) {
    const file = path.join(PUBLIC_DIR, address);
    if (!file.startsWith(`${PUBLIC_DIR}${path.sep}`)) return null;
    const bytes = await fs.readFile(file).catch(() => null);
    return bytes ? { name: `${base}${path.extname(file)}`, bytes } : null;
  }
  return null;
}

/** Every press photo of a profile, named `<slug>-portrait.jpg`, `<slug>-2.png`…; duplicates once. */
export async function pressPhotos(talent: { slug: string; image_url: string; gallery: readonly string[] }) {
  const addresses = [...new Set([talent.image_url, ...talent.gallery].filter(Boolean))];
  const photos = await Promise.all(
    addresses.map((address, i) =>
      readPressPhoto(address, `${talent.slug}-${i === 0 && address === talent.image_url ? 'portrait' : i + 1}`),
    ),
  );
  return photos.filter((photo): photo is PressPhoto => photo !== null);
}

/** The portrait for the PDF: at most 600 px wide, as JPEG (pdfkit embeds JPEG and PNG), or null. */
export async function portraitForPdf(address: string) {
  const photo = address ? await readPressPhoto(address, 'portrait') : null;
  if (!photo) return null;
  return sharp(photo.bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: 600, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
    .catch(() => null);
}
