import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { findUploadByFileName } from '@/server/repositories/uploads';
import { DecodeQueue } from '@/server/uploads/decode-queue';
import { imageDecodeQueue, readImageUpload, storeImageUpload, UploadError } from '@/server/uploads/images';
import { createTestDb, type TestDb } from '../support/db';

let db: TestDb;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-uploads-'));
  process.env.UPLOAD_DIR = dir;
  resetEnvForTests();
  db = await createTestDb('sqlite');
});

afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  resetEnvForTests();
});

const photo = async (width: number, height: number, seed = 0) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: 83, b: 9 } } })
          .composite([
            {
              input: {
                create: {
                  width: Math.ceil(width / 3),
                  height: Math.ceil(height / 3),
                  channels: 3,
                  background: '#2fd3a7',
                },
              },
            },
          ])
          .png()
          .toBuffer(),
      ),
    ],
    `photo-${seed}.png`,
    { type: 'image/png' },
  );

/** A PNG whose header claims 20000×20000 pixels (400 MP, 1.6 GB decoded) in a few dozen bytes. */
function pixelBomb() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new File([new Uint8Array(png)], 'bomb.png', { type: 'image/png' });
}

const served = async (url: string) => {
  const upload = await readImageUpload(url.replace('/uploads/', ''));
  if (!upload) throw new Error(`${url} is not served`);
  return { ...upload, meta: await sharp(upload.bytes).metadata() };
};

describe('image uploads', () => {
  it('keeps the original and serves AVIF and WebP at each width up to 1600 px, and a 1200×630 JPEG card', async () => {
    const file = await photo(2400, 1200);
    const { url, width, height } = await storeImageUpload(file);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}-1600\.webp$/);
    expect([width, height]).toEqual([1600, 800]);
    const base = url.replace(/-1600\.webp$/, '');
    for (const w of [320, 480, 640, 800, 1200, 1600]) {
      const avif = await served(`${base}-${w}.avif`);
      expect([avif.contentType, avif.meta.format, avif.meta.width, avif.meta.height]).toEqual([
        'image/avif',
        'heif',
        w,
        w / 2,
      ]);
      const webp = await served(`${base}-${w}.webp`);
      expect([webp.contentType, webp.meta.format, webp.meta.width]).toEqual(['image/webp', 'webp', w]);
    }
    const og = await served(`${base}-og.jpg`);
    expect([og.contentType, og.meta.format, og.meta.width, og.meta.height]).toEqual(['image/jpeg', 'jpeg', 1200, 630]);
    // The original, byte for byte, kept beside the versions but under a name no route serves.
    const hash = base.slice('/uploads/'.length);
    expect(fs.readFileSync(path.join(dir, 'originals', `${hash}.png`))).toEqual(Buffer.from(await file.arrayBuffer()));
    expect(await readImageUpload(`originals/${hash}.png`)).toBeNull();
    expect(await readImageUpload(`${hash}.png`)).toBeNull();
    const row = await findUploadByFileName(url.slice('/uploads/'.length));
    expect(row).toMatchObject({
      content_type: 'image/png',
      width: 1600,
      height: 800,
      bytes: file.size,
      original_name: 'photo-0.png',
    });
  });

  it('never enlarges: a 500 px image gets 320, 480 and 500 px versions', async () => {
    const { url } = await storeImageUpload(await photo(500, 300, 1));
    expect(url).toMatch(/-500\.webp$/);
    const base = url.replace(/-500\.webp$/, '');
    const names = fs.readdirSync(dir).filter((name) => name.startsWith(base.slice('/uploads/'.length)));
    expect(names.sort()).toEqual(
      ['320.avif', '320.webp', '480.avif', '480.webp', '500.avif', '500.webp', 'og.jpg']
        .map((n) => `${base.slice(9)}-${n}`)
        .sort(),
    );
  });

  it('refuses a pixel bomb with 413 before decoding it, and stores nothing', async () => {
    const before = fs.readdirSync(dir).length;
    const error = await storeImageUpload(pixelBomb()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).status).toBe(413);
    expect((error as UploadError).message).toMatch(/50 megapixels/);
    expect(fs.readdirSync(dir).length).toBe(before);
  });

  it('refuses an extreme aspect ratio (100 × 60,000 px) with 422 in well under a second, and stores nothing', async () => {
    const before = fs.readdirSync(dir).length;
    const file = await photo(100, 60_000, 2);
    const started = performance.now();
    const error = await storeImageUpload(file).catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).status).toBe(422);
    expect((error as UploadError).message).toMatch(
      /at most 20 times as tall as it is wide.*100×60000\. Crop it first\./,
    );
    expect(elapsed).toBeLessThan(1000);
    expect(fs.readdirSync(dir).length).toBe(before);
  });

  it('makes the link-preview card of a 1:20 image from a bounded crop: every version, in under 2.5 s', async () => {
    // Cropping after an enlarging cover resize made this 1200 × 24,000 px before the saliency search.
    // The time includes starting the encoder's own process (decision 154, 0.1–0.4 s on a busy host).
    const file = await photo(100, 2000, 3);
    const started = performance.now();
    const { url } = await storeImageUpload(file);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2500);
    expect(url).toMatch(/-100\.webp$/);
    const base = url.replace(/-100\.webp$/, '');
    expect((await served(`${base}-100.avif`)).meta.height).toBe(2000);
    const og = await served(`${base}-og.jpg`);
    expect([og.meta.width, og.meta.height]).toEqual([1200, 630]);
  });

  it('decodes one image at a time however many arrive together', async () => {
    imageDecodeQueue.peak = 0;
    const files = await Promise.all(Array.from({ length: 10 }, (_, i) => photo(640, 400, i + 10)));
    const results = await Promise.all(files.map((file) => storeImageUpload(file)));
    expect(new Set(results.map((r) => r.url)).size).toBe(10);
    expect(imageDecodeQueue.peak).toBe(1);
    expect(imageDecodeQueue.active).toBe(0);
  });

  it('refuses with 503, rather than holding more bytes, once the queue is full', async () => {
    const queue = new DecodeQueue({ concurrency: 1, maxWaiting: 2 });
    let release = () => {};
    const blocker = new Promise<void>((resolve) => (release = resolve));
    const jobs = [1, 2, 3].map(() => queue.run(() => blocker));
    const refused = await queue.run(async () => 'ran').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UploadError);
    expect((refused as UploadError).status).toBe(503);
    release();
    await Promise.all(jobs);
    expect(await queue.run(async () => 'ran')).toBe('ran');
    expect(queue.peak).toBe(1);
  });
});
