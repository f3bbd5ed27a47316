import 'server-only';
import { createHash } from 'node:crypto';
import { fork } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, OG_HEIGHT, OG_WIDTH } from '@/lib/images';
import { findUploadByFileName, insertUpload } from '../repositories/uploads';
import { DecodeQueue } from './decode-queue';
import { uploadStore } from './storage';
import { UploadError } from './upload-error';

export { UploadError };

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** 50 megapixels: a 48 MP phone photo passes; decoding one takes about 200 MB (RGBA). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** A tall image is not stretched to 1600 px wide: its versions stay within this height. */
const MAX_IMAGE_HEIGHT = 4000;
/**
 * Longest side over shortest side. Wide enough for panoramas and 970×90 banners; past it the
 * versions are a few pixels across (a 100 × 60,000 image would be 7 px wide at 4000 px high).
 */
const MAX_ASPECT_RATIO = 20;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/**
 * Names we serve: `<hash>-<width>.avif|webp` and `<hash>-og.jpg` (this pipeline), or `<hash>.webp`
 * (the single file uploads got before decision 075). Nothing else is ever read from the store.
 */
export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}(?:-(?:[1-9]\d{1,3}\.(?:avif|webp)|og\.jpg)|\.webp)$/;
/** Bumped when the variants change, so a re-upload gets new names instead of stale cached files. */
const PIPELINE_VERSION = 'v1';

// One decode at a time per process: a 50 MP image costs ~200 MB while it is decoded, and the
// service runs under MemoryMax=600M (deploy/systemd). Uploads waiting their turn hold their bytes
// (≤ 10 MB each), so the queue is bounded too: past that, the admin is asked to retry.
export const imageDecodeQueue = new DecodeQueue({ concurrency: 1, maxWaiting: 10 });
// sharp's operation cache (50 MB by default) only helps when the same input is processed again;
// every upload is new, so it would only hold memory.
sharp.cache(false);

/** Where originals are kept: beside the versions, under a prefix UPLOAD_NAME_PATTERN never matches. */
const ORIGINALS_PREFIX = 'originals/';

/**
 * Takes an uploaded file, trusts neither its name nor its declared type: sharp reads the bytes
 * (content sniffing). The image is decoded once (auto-rotated, at most 1600 px wide), then encoded
 * to AVIF and WebP at each width of IMAGE_WIDTHS up to its own, plus a 1200×630 JPEG for link
 * previews. Re-encoding drops metadata (EXIF location) and anything smuggled after the image data.
 * The original bytes are kept, unserved, so new sizes or formats can be made later.
 * Returns the public /uploads URL of the widest WebP; the page derives the rest from it.
 */
export async function storeImageUpload(file: File) {
  if (file.size === 0) throw new UploadError('The file is empty.');
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError('Images can be at most 10 MB.', 413);
  const input = Buffer.from(await file.arrayBuffer());
  // The header only: format and declared size, before anything is decoded (so no pixel limit here:
  // the size is checked below, with a message that says why).
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new UploadError('That file is not an image we can use (JPEG, PNG, WebP, GIF, AVIF or TIFF).', 415);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new UploadError(
      `Images can be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels; this one is ${meta.width}×${meta.height}.`,
      413,
    );
  }
  if (Math.max(meta.width, meta.height) > MAX_ASPECT_RATIO * Math.min(meta.width, meta.height)) {
    throw new UploadError(
      `An image can be at most ${MAX_ASPECT_RATIO} times as tall as it is wide (or as wide as it is tall); this one is ${meta.width}×${meta.height}. Crop it first.`,
      422,
    );
  }

  const hash = createHash('sha256').update(PIPELINE_VERSION).update(input).digest('hex').slice(0, 32);
  const variants = await imageDecodeQueue.run(() => encodeVariants(input));
  const largest = variants.widths.at(-1)!;
  const fileName = `${hash}-${largest}.webp`;
  const url = `/uploads/${fileName}`;
  const result = { url, width: largest, height: variants.height };
  if (await findUploadByFileName(fileName)) return result; // the same image again: same names, nothing new

  const store = uploadStore();
  await store.put(`${ORIGINALS_PREFIX}${hash}.${meta.format}`, input, `image/${meta.format}`);
  for (const [name, bytes, contentType] of variants.files) await store.put(`${hash}-${name}`, bytes, contentType);
  await insertUpload({
    fileName,
    originalName: file.name.slice(0, 255),
    contentType: `image/${meta.format}`,
    width: largest,
    height: variants.height,
    bytes: input.length,
  });
  return result;
}

type Encoded = { widths: number[]; height: number; files: [name: string, bytes: Buffer, contentType: string][] };
type EncoderReply =
  | { ok: true; widths: number[]; height: number; files: [string, Uint8Array, string][] }
  | { ok: false; reason: 'decode' | 'encode'; message?: string };

/** How long an encode may take before the child is stopped and the admin asked to retry. */
const ENCODE_TIMEOUT_MS = 120_000;
// A plain .mjs file run by Node, not part of the app's bundle: the runtime image copies src/.
const ENCODER = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src', 'server', 'uploads', 'encode-image.mjs');

/**
 * Decodes the image once and encodes every version from that one bitmap (≤ 1600 px wide), in a
 * short-lived child process (encode-image.mjs): libvips' working memory (150–250 MB for a large
 * photo) then leaves with the child instead of staying with the server
 * (docs/decisions/154-image-encoding-in-a-child-process.md).
 */
function encodeVariants(input: Buffer) {
  return new Promise<Encoded>((resolve, reject) => {
    const child = fork(ENCODER, [], {
      serialization: 'advanced',
      // Not the parent's command-line flags (under Vitest, its loaders); NODE_OPTIONS still applies.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(new UploadError('Processing that image took too long; try again.', 503)));
    }, ENCODE_TIMEOUT_MS);
    child.once('message', (reply: EncoderReply) =>
      settle(() => {
        if (reply.ok)
          resolve({
            widths: reply.widths,
            height: reply.height,
            files: reply.files.map(([name, bytes, type]) => [name, Buffer.from(bytes), type]),
          });
        // A header that passed but data that does not decode (truncated, corrupt): the client's fault.
        else if (reply.reason === 'decode')
          reject(new UploadError('That image could not be read; it may be damaged.', 415));
        else reject(new Error(`image encoder: ${reply.message ?? 'failed'}`));
      }),
    );
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', (code, signal) =>
      settle(() => reject(new Error(`image encoder exited (${signal ?? code}) without an answer`))),
    );
    const settings = {
      maxWidth: MAX_IMAGE_WIDTH,
      maxHeight: MAX_IMAGE_HEIGHT,
      maxInputPixels: MAX_INPUT_PIXELS,
      widths: [...IMAGE_WIDTHS],
      og: { width: OG_WIDTH, height: OG_HEIGHT, background: '#15110e' },
    };
    child.send({ input, settings });
  });
}

/**
 * The bytes and type of a stored upload, or null. Only names we could have generated are looked up,
 * so the kept originals (and any path) are never served, whichever store UPLOAD_STORAGE selects.
 */
/**
 * The kept original of a served upload (`/uploads/<hash>-<width>.webp`), for downloads at full
 * resolution (the press photos, decision 146); null when there is none (an upload from before 075).
 */
export async function readUploadOriginal(fileName: string) {
  if (!UPLOAD_NAME_PATTERN.test(fileName)) return null;
  const hash = fileName.slice(0, 32);
  const store = uploadStore();
  for (const format of ACCEPTED_FORMATS) {
    const found = await store.get(`${ORIGINALS_PREFIX}${hash}.${format}`);
    if (found) return { bytes: found.bytes, format: format === 'jpeg' ? 'jpg' : format };
  }
  return null;
}

export async function readImageUpload(fileName: string) {
  if (!UPLOAD_NAME_PATTERN.test(fileName)) return null;
  return (await uploadStore().get(fileName)) ?? null;
}
