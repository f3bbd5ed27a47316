import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/uploads/[file]/route';
import { createDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { resetEnvForTests } from '@/server/env';
import { storeImageUpload } from '@/server/uploads/images';
import { copyUploadsToDatabase } from '@/server/uploads/to-database';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/*
 * `npm run uploads:to-database` (docs/decisions/083-uploads-in-the-database.md): a site that kept its
 * uploads on disk moves them into the database, then serves them with UPLOAD_STORAGE=database.
 */

const root = path.resolve(__dirname, '../..');
let dir: string;
let testDb: TestDb | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-uploads-to-db-'));
  process.env.UPLOAD_DIR = path.join(dir, 'uploads');
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
        await sharp({ create: { width: 700, height: 500, channels: 3, background: '#1b6cc0' } })
          .composite([{ input: { create: { width: 200, height: 100, channels: 3, background: '#f3c14a' } } }])
          .png()
          .toBuffer(),
      ),
    ],
    'poster.png',
    { type: 'image/png' },
  );

/** Every file under `folder`, relative, `/`-separated, with its bytes. */
function filesIn(folder: string) {
  return new Map(
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(folder, file).split(path.sep).join('/'), fs.readFileSync(file)] as const;
      }),
  );
}

async function rowsOf(t: TestDb) {
  return t.db.selectFrom('upload_files').select(['name', 'content_type', 'bytes', 'size']).orderBy('name').execute();
}

describe.each(testDialects)('uploads to the database (%s)', (dialect) => {
  it('copies every upload on disk byte for byte, as a database upload stores it; again, it copies nothing', async () => {
    // What the database store holds for this image when it is uploaded with UPLOAD_STORAGE=database.
    process.env.UPLOAD_STORAGE = 'database';
    resetEnvForTests();
    testDb = await createTestDb(dialect);
    const file = await photo();
    await storeImageUpload(file);
    const expected = (await rowsOf(testDb)).map((row) => ({ ...row, bytes: Buffer.from(row.bytes) }));
    await testDb.close();

    // The same image uploaded on a site that keeps uploads on disk, plus files no upload is called.
    process.env.UPLOAD_STORAGE = 'disk';
    resetEnvForTests();
    testDb = await createTestDb(dialect);
    const { url } = await storeImageUpload(file);
    const uploadDir = process.env.UPLOAD_DIR!;
    fs.writeFileSync(path.join(uploadDir, 'notes.txt'), 'not an image');
    fs.writeFileSync(path.join(uploadDir, 'originals', '.DS_Store'), 'x');
    const onDisk = filesIn(uploadDir);
    expect(await rowsOf(testDb)).toEqual([]);

    const lines: string[] = [];
    const first = await copyUploadsToDatabase({ dir: uploadDir, log: (line) => lines.push(line), progressEvery: 3 });
    expect(first).toMatchObject({
      copied: expected.length,
      alreadyThere: 0,
      ignored: ['notes.txt', 'originals/.DS_Store'],
    });
    const rows = await rowsOf(testDb);
    expect(rows.map((row) => [row.name, row.content_type, row.size])).toEqual(
      expected.map((row) => [row.name, row.content_type, row.size]),
    );
    for (const row of rows) {
      expect(Buffer.from(row.bytes).equals(onDisk.get(row.name)!), `${row.name}: the bytes on disk`).toBe(true);
      const same = expected.find((e) => e.name === row.name)!;
      expect(Buffer.from(row.bytes).equals(same.bytes), `${row.name}: what a database upload stores`).toBe(true);
    }
    expect(first.bytes).toBe(rows.reduce((sum, row) => sum + row.size, 0));
    // Progress as it goes, then a summary and what was left out.
    expect(lines[0]).toBe(`${expected.length} upload files in ${uploadDir} (2 other files left out)`);
    expect(expected.length).toBe(10); // 320, 480, 640 and 700 px in two formats, the card and the original
    expect(lines.filter((line) => line.endsWith(' files'))).toEqual(['3/10 files', '6/10 files', '9/10 files']);
    expect(lines).toContain(
      `done: ${expected.length} copied (${(first.bytes / 1_000_000).toFixed(1)} MB), 0 already in the database`,
    );
    expect(lines).toContain("left out (not an upload's name): notes.txt");

    // Idempotent: again copies nothing; a run that stopped halfway is finished by the next one.
    expect(await copyUploadsToDatabase({ dir: uploadDir, log: () => {} })).toMatchObject({
      copied: 0,
      alreadyThere: expected.length,
    });
    await testDb.db.deleteFrom('upload_files').where('name', 'like', '%.avif').execute();
    const again = await copyUploadsToDatabase({ dir: uploadDir, log: () => {} });
    expect(again.copied).toBe(expected.filter((row) => row.name.endsWith('.avif')).length);
    expect(again.copied + again.alreadyThere).toBe(expected.length);
    expect((await rowsOf(testDb)).map((row) => row.name)).toEqual(expected.map((row) => row.name));
    // Nothing on disk changed.
    expect([...filesIn(uploadDir).keys()]).toEqual([...onDisk.keys()]);

    // Switched to UPLOAD_STORAGE=database with the folder gone, the site serves the same bytes.
    fs.rmSync(uploadDir, { recursive: true });
    process.env.UPLOAD_STORAGE = 'database';
    resetEnvForTests();
    const variant = url.slice('/uploads/'.length);
    const response = await GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ file: variant }) });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(onDisk.get(variant)!)).toBe(true);
  });

  it('refuses a folder that does not exist, changing nothing', async () => {
    testDb = await createTestDb(dialect);
    await expect(copyUploadsToDatabase({ dir: path.join(dir, 'nowhere'), log: () => {} })).rejects.toThrow(
      /does not exist: set UPLOAD_DIR/,
    );
    expect(await rowsOf(testDb)).toEqual([]);
  });
});

/** The command an operator runs, with its environment and output. */
function npmRun(script: string, env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      env: childEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

describe('npm run uploads:to-database', () => {
  it('copies the uploads of UPLOAD_DIR into the database of DATABASE_URL and says what it did', async () => {
    process.env.UPLOAD_STORAGE = 'disk';
    resetEnvForTests();
    testDb = await createTestDb('sqlite');
    await storeImageUpload(await photo());
    const uploadDir = process.env.UPLOAD_DIR!;
    const count = filesIn(uploadDir).size;
    const file = path.join(dir, 'site.db');
    const target = await createDb({ dialect: 'sqlite', filename: file });
    await migrateToLatest(target);
    await target.destroy();

    const env = { DATABASE_URL: `file:${file}`, UPLOAD_DIR: uploadDir, NODE_ENV: 'production' };
    const run = await npmRun('uploads:to-database', env);
    expect(run.stderr.replace(/^npm warn .*\n/gm, '')).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`[uploads] ${count} upload files in ${uploadDir}\n`);
    expect(run.stdout).toMatch(
      new RegExp(`\\[uploads\\] done: ${count} copied \\([\\d.]+ MB\\), 0 already in the database`),
    );
    expect(run.stdout).toContain('set UPLOAD_STORAGE=database and restart');
    const check = await createDb({ dialect: 'sqlite', filename: file });
    expect(await check.selectFrom('upload_files').select('name').execute()).toHaveLength(count);
    await check.destroy();

    const repeat = await npmRun('uploads:to-database', { ...env, UPLOAD_STORAGE: 'database' });
    expect(repeat.code).toBe(0);
    expect(repeat.stdout).toContain(`done: 0 copied (0.0 MB), ${count} already in the database`);
    expect(repeat.stdout).not.toContain('set UPLOAD_STORAGE');

    const missing = await npmRun('uploads:to-database', { ...env, UPLOAD_DIR: path.join(dir, 'nowhere') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Error: The upload folder ${path.join(dir, 'nowhere')} does not exist`);
  }, 60_000);
});
