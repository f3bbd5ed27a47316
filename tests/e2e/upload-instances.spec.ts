import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { adminPassword, expect, test } from './fixtures';
import { createScratchDatabase, prepareDatabase, startInstance, stopInstance } from './instances';

/*
 * Uploads without a shared disk (docs/decisions/083-uploads-in-the-database.md): two production
 * instances on one PostgreSQL database, each with an UPLOAD_DIR of its own and UPLOAD_STORAGE=database.
 * An image uploaded through A's admin is served by B, byte for byte, with year-long immutable caching.
 * Only when TEST_DATABASE_URL is set (like the PostgreSQL case of public-instances.spec.ts).
 */

test.describe('an upload through one instance, served by another (PostgreSQL)', () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  test.skip(
    !baseUrl,
    'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test): no PostgreSQL to run two instances on',
  );

  const running: ChildProcess[] = [];
  const uploadDirs: string[] = [];
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let baseA = '';
  let baseB = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createScratchDatabase(baseUrl!, 'agency_e2e_uploads');
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, UPLOAD_STORAGE: 'database' };
    delete env.SMTP_URL;
    const prepared = await prepareDatabase(env);
    expect(prepared.code, `prepare.ts failed:\n${prepared.output}`).toBe(0);

    const withOwnFolder = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-uploads-${name}-`));
      uploadDirs.push(dir);
      return { ...env, UPLOAD_DIR: dir };
    };
    const [a, b] = await Promise.all([
      startInstance(withOwnFolder('a'), `${database.name}-a`, running),
      startInstance(withOwnFolder('b'), `${database.name}-b`, running),
    ]);
    baseA = a.base;
    baseB = b.base;
  });

  test.afterAll(async () => {
    await Promise.all(running.map(stopInstance));
    await database?.drop();
    for (const dir of uploadDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('every variant of an image uploaded through A is served by B: same bytes, cached for a year', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${baseA}/admin-login?next=${encodeURIComponent('/admin')}`);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Enter Dashboard' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin-login');

    // A new image every run, so its name is new too.
    const png = await sharp({
      create: { width: 700, height: 420, channels: 3, background: `#${randomBytes(3).toString('hex')}` },
    })
      .png()
      .toBuffer();
    const uploaded = await page.request.post(`${baseA}/admin/uploads`, {
      headers: { Origin: baseA },
      multipart: { file: { name: 'poster.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { url, width } = (await uploaded.json()) as { url: string; width: number };
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}-700\.webp$/);
    const hash = url.slice('/uploads/'.length, '/uploads/'.length + 32);

    // A 700 px image: the widths below it (docs/decisions/075-responsive-images.md), its own, and the card.
    expect(width).toBe(700);
    const names = [...[320, 480, 640, 700].flatMap((w) => [`${w}.avif`, `${w}.webp`]), 'og.jpg'].map(
      (variant) => `${hash}-${variant}`,
    );
    for (const name of names) {
      const [fromA, fromB] = await Promise.all([fetch(`${baseA}/uploads/${name}`), fetch(`${baseB}/uploads/${name}`)]);
      expect([fromA.status, fromB.status], name).toEqual([200, 200]);
      expect(fromB.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
      expect(fromB.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(fromB.headers.get('content-type'), name).toBe(
        name.endsWith('.avif') ? 'image/avif' : name.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
      );
      const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
      expect(bytesB.length, name).toBeGreaterThan(100);
      expect(bytesB.equals(bytesA), `${name}: B serves the bytes A stored`).toBe(true);
    }
    // Neither instance wrote to its own folder: the bytes are in the database.
    for (const dir of uploadDirs) expect(fs.readdirSync(dir), dir).toEqual([]);
    // The kept original is in the database too, but neither instance serves it.
    for (const base of [baseA, baseB]) {
      expect((await fetch(`${base}/uploads/originals%2F${hash}.png`)).status).toBe(404);
      expect((await fetch(`${base}/uploads/${hash}.png`)).status).toBe(404);
    }
  });
});
