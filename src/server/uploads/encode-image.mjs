// @ts-check
// The image encoder, run as a short-lived child process per upload (src/server/uploads/images.ts,
// docs/decisions/154-image-encoding-in-a-child-process.md). Decoding and encoding an upload takes
// libvips 150–250 MB; glibc keeps much of that in the process that used it, so the long-running
// server would grow by it for good. Here it is returned to the system when the child exits.
// Protocol (IPC, advanced serialization): one message in, `{ input, settings }`; one message out,
// `{ ok: true, widths, height, files: [name, bytes, contentType][] }` or `{ ok: false, reason }`.
import sharp from 'sharp';

sharp.cache(false);
sharp.concurrency(1);

/**
 * @typedef {{ maxWidth: number, maxHeight: number, maxInputPixels: number, widths: number[],
 *   og: { width: number, height: number, background: string } }} Settings
 */

/**
 * Decodes the image once and encodes every version from that one bitmap.
 * @param {Buffer} input
 * @param {Settings} settings
 */
async function encodeVariants(input, settings) {
  /** @type {{ data: Buffer, info: import('sharp').OutputInfo }} */
  let decoded;
  try {
    decoded = await sharp(input, { limitInputPixels: settings.maxInputPixels })
      .rotate()
      .resize({ width: settings.maxWidth, height: settings.maxHeight, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return /** @type {const} */ ({ ok: false, reason: 'decode' });
  }
  const { data, info } = decoded;
  const bitmap = () => sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  // The same rule as variantWidths() in src/lib/images.ts: each configured width below the image's
  // own, then its own.
  const widths = [...settings.widths.filter((width) => width < info.width), info.width];
  /** @type {[name: string, bytes: Buffer, contentType: string][]} */
  const files = [];
  for (const width of widths) {
    const sized = bitmap().resize({ width });
    files.push([`${width}.avif`, await sized.clone().avif({ quality: 50, effort: 3 }).toBuffer(), 'image/avif']);
    files.push([`${width}.webp`, await sized.clone().webp({ quality: 78 }).toBuffer(), 'image/webp']);
  }
  // Crop to the card's shape at the bitmap's own scale first, then resize: a cover resize straight
  // to 1200×630 enlarges a narrow image (1200 × 24,000 px for 100 × 2000) before the saliency search.
  const { og } = settings;
  const cropWidth = Math.max(1, Math.min(info.width, Math.floor((info.height * og.width) / og.height)));
  const cropHeight = Math.max(1, Math.min(info.height, Math.floor((info.width * og.height) / og.width)));
  const crop = await bitmap()
    .resize(cropWidth, cropHeight, { fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const card = await sharp(crop.data, { raw: { width: crop.info.width, height: crop.info.height, channels: 4 } })
    .resize(og.width, og.height, { fit: 'fill' })
    .flatten({ background: og.background })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  files.push(['og.jpg', card, 'image/jpeg']);
  return /** @type {const} */ ({ ok: true, widths, height: info.height, files });
}

/** @param {{ input: Uint8Array, settings: Settings }} message */
async function answer(message) {
  let reply;
  try {
    reply = await encodeVariants(Buffer.from(message.input), message.settings);
  } catch (error) {
    reply = { ok: false, reason: 'encode', message: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply, () => process.exit(0));
}

process.once('message', (message) => void answer(/** @type {{ input: Uint8Array, settings: Settings }} */ (message)));
