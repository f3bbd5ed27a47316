import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/uploads/[file]/route';
import { resetEnvForTests } from '@/server/env';
import { storeImageUpload } from '@/server/uploads/images';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/** UPLOAD_STORAGE (docs/decisions/083-uploads-in-the-database.md): the same upload, on disk or as rows. */

let dir: string;
let testDb: TestDb | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-upload-storage-'));
  process.env.UPLOAD_DIR = dir;
});

afterEach(async () => {
  await testDb?.close();
  testDb = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  delete process.env.UPLOAD_STORAGE;
  resetEnvForTests();
});

const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0531b' } })
          .composite([{ input: { create: { width: 300, height: 200, channels: 3, background: '#2fd3a7' } } }])
          .png()
          .toBuffer(),
      ),
    ],
    'stage.png',
    { type: 'image/png' },
  );

const VARIANTS = [
  '320.avif',
  '320.webp',
  '480.avif',
  '480.webp',
  '640.avif',
  '640.webp',
  '800.avif',
  '800.webp',
  '900.avif',
  '900.webp',
];

/** What a visitor gets from GET /uploads/<name>. */
async function fetchUpload(name: string) {
  const response = await GET(new Request(`http://localhost/uploads/${name}`), {
    params: Promise.resolve({ file: name }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Stores one upload with the given storage on a fresh database; returns the rows and what each variant serves. */
async function uploadWith(dialect: (typeof testDialects)[number], storage: 'disk' | 'database') {
  process.env.UPLOAD_STORAGE = storage;
  resetEnvForTests();
  testDb = await createTestDb(dialect);
  const file = await photo();
  const { url } = await storeImageUpload(file);
  const hash = url.slice('/uploads/'.length, '/uploads/'.length + 32);
  const served = new Map<string, Buffer>();
  for (const variant of [...VARIANTS, 'og.jpg']) {
    const { response, bytes } = await fetchUpload(`${hash}-${variant}`);
    expect(response.status, `${hash}-${variant}`).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe(
      variant.endsWith('.avif') ? 'image/avif' : variant.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
    );
    served.set(variant, bytes);
  }
  const rows = await testDb.db.selectFrom('upload_files').selectAll().orderBy('name').execute();
  return { file, hash, served, rows };
}

describe.each(testDialects)('upload storage (%s)', (dialect) => {
  it('database: every variant and the original are rows, served byte for byte; nothing is written to UPLOAD_DIR', async () => {
    const { file, hash, served, rows } = await uploadWith(dialect, 'database');
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(rows.map((row) => row.name)).toEqual(
      [`originals/${hash}.png`, ...[...VARIANTS, 'og.jpg'].map((v) => `${hash}-${v}`)].sort(),
    );
    for (const row of rows) {
      expect(Buffer.isBuffer(row.bytes), `${row.name} comes back as a Buffer`).toBe(true);
      expect(row.size).toBe(row.bytes.length);
      if (row.name.startsWith('originals/')) continue;
      expect(served.get(row.name.slice(33))!.equals(row.bytes), `${row.name} is served as stored`).toBe(true);
    }
    const original = rows.find((row) => row.name.startsWith('originals/'))!;
    expect([original.content_type, original.bytes.equals(Buffer.from(await file.arrayBuffer()))]).toEqual([
      'image/png',
      true,
    ]);
    expect((await sharp(served.get('800.avif')!).metadata()).width).toBe(800);
    // The original is a row, but no name a visitor can ask for reaches it; unknown names are 404.
    for (const name of [`originals/${hash}.png`, `originals%2F${hash}.png`, `${hash}.png`, `${hash}-1200.webp`]) {
      expect((await fetchUpload(name)).response.status, name).toBe(404);
    }
  });

  it('disk (the default): files under UPLOAD_DIR as before, no rows, and the same bytes as the database serves', async () => {
    const inDatabase = await uploadWith(dialect, 'database');
    await testDb!.close();
    testDb = undefined;
    const onDisk = await uploadWith(dialect, 'disk');
    expect(onDisk.rows).toEqual([]);
    const hash = onDisk.hash;
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['originals', ...[...VARIANTS, 'og.jpg'].map((v) => `${hash}-${v}`)].sort(),
    );
    expect(fs.readdirSync(path.join(dir, 'originals'))).toEqual([`${hash}.png`]);
    expect(onDisk.hash).toBe(inDatabase.hash);
    for (const [variant, bytes] of onDisk.served) {
      expect(bytes.equals(inDatabase.served.get(variant)!), `${variant}: same bytes from either store`).toBe(true);
    }
  });
});
