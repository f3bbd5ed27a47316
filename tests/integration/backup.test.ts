import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database } from '../support/sqlite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, setDbForTests, type Db, type Dialect } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDemoContent } from '@/server/db/seed';
import { createInquiry } from '@/server/repositories/inquiries';
import type { BackupManifest } from '@/server/backup/archive';
import { testDialects } from '../support/db';

/*
 * `npm run backup` while the site keeps writing inquiries, then `npm run restore` into an empty
 * database: the real commands, as an operator runs them, on both dialects.
 */

const root = path.resolve(__dirname, '../..');

type Cli = { code: number; stdout: string; stderr: string };

function cliEnv(databaseUrl: string, uploadDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploadDir,
  };
}

function cli(name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<Cli> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', `src/server/cli/${name}.ts`, ...args],
      {
        cwd: root,
        env,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Another database of the dialect: a new SQLite file, or a new PostgreSQL database (dropped afterwards). */
async function newDatabase(dialect: Dialect, dir: string, label: string) {
  if (dialect === 'sqlite') {
    const file = path.join(dir, `${label}.db`);
    return { url: `file:${file}`, open: () => createDb({ dialect, filename: file }), drop: async () => {} };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `agency_backup_${randomBytes(5).toString('hex')}_${label}`;
  const admin = await createDb({ dialect, connectionString: base.toString() });
  await sql`create database ${sql.id(name)}`.execute(admin);
  await admin.destroy();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => createDb({ dialect, connectionString: url.toString() }),
    drop: async () => {
      const cleanup = await createDb({ dialect, connectionString: base.toString() });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(cleanup);
      await cleanup.destroy();
    },
  };
}

async function tableCounts(db: Db, dialect: Dialect) {
  const tables =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
          db,
        );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

async function inquiryCount(db: Db) {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const visitor = (i: number) => ({
  kind: 'general' as const,
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  phone: '',
  subject: `General Inquiry ${i}`,
  // ~2 KB per row, so the SQLite copy takes several steps of the online backup.
  fields: { message: `Hello ${i} `.repeat(200) },
});

describe.each(testDialects)('backup and restore (%s)', (dialect) => {
  let dir: string;
  let source: Awaited<ReturnType<typeof newDatabase>>;
  let target: Awaited<ReturnType<typeof newDatabase>>;
  let sourceDb: Db;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backup-test-'));
    source = await newDatabase(dialect, dir, 'src');
    target = await newDatabase(dialect, dir, 'dst');
    sourceDb = await source.open();
    await migrateToLatest(sourceDb);
    setDbForTests(sourceDb);
    await seedDemoContent(sourceDb);
    // Enough rows for a database of several MB before the live writes start.
    await sourceDb.transaction().execute(async (trx) => {
      for (let i = 0; i < 4000; i += 500) {
        await trx
          .insertInto('inquiries')
          .values(
            Array.from({ length: 500 }, (_, k) => {
              const { fields, ...rest } = visitor(i + k);
              return {
                ...rest,
                fields: JSON.stringify(fields),
                delivery_state: 'pending' as const,
                attempts: 0,
                created_at: new Date().toISOString(),
              };
            }),
          )
          .execute();
      }
    });
    fs.mkdirSync(path.join(dir, 'uploads/nested'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'uploads/a.webp'), randomBytes(3000));
    fs.writeFileSync(path.join(dir, 'uploads/nested/b.webp'), randomBytes(5000));
  });

  afterAll(async () => {
    await sourceDb?.destroy();
    await source?.drop();
    await target?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while inquiries are written, and restores exactly the manifest into an empty database', async () => {
    const before = await inquiryCount(sourceDb);
    let done = false;
    let written = 0;
    // The site keeps taking inquiries (another connection, in this process) for the whole backup.
    const writer = (async () => {
      while (!done) {
        await createInquiry(visitor(100_000 + written));
        written++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = await cli('backup', [path.join(dir, 'out')], cliEnv(source.url, path.join(dir, 'uploads')));
    done = true;
    await writer;
    const after = await inquiryCount(sourceDb);

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/\[backup\] database copied/);
    expect(backup.stdout).toMatch(/\[backup\] uploads: 2 files/);
    const [archive] = fs.readdirSync(path.join(dir, 'out'));
    expect(archive).toMatch(/^agency-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    const archivePath = path.join(dir, 'out', archive!);

    const listing = spawnSync('tar', ['-xzf', archivePath, '-O', 'manifest.json'], { encoding: 'utf8' });
    const manifest = JSON.parse(listing.stdout) as BackupManifest;
    expect(manifest).toMatchObject({ dialect, uploads: { files: 2, bytes: 8000 } });
    expect(manifest.migrations).toContain('001-initial');
    // A snapshot taken in the middle of the writes: some are in it, later ones are not.
    expect(written).toBeGreaterThan(0);
    expect(manifest.rowCounts.inquiries).toBeGreaterThan(before);
    expect(manifest.rowCounts.inquiries).toBeLessThan(after);
    expect(manifest.rowCounts.case_studies).toBeGreaterThan(0);

    const restoredUploads = path.join(dir, 'restored-uploads');
    const restore = await cli('restore', [archivePath], cliEnv(target.url, restoredUploads));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/\[restore\] database restored: .*row counts match the manifest/);

    const restored = await target.open();
    try {
      expect(await tableCounts(restored, dialect)).toEqual(manifest.rowCounts);
      if (dialect === 'sqlite') {
        const file = new Database(target.url.slice('file:'.length), { readonly: true });
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
        file.close();
      }
      // The restored database takes new rows (PostgreSQL identity sequences came back too).
      const added = await restored
        .insertInto('inquiries')
        .values({
          ...visitor(0),
          fields: '{}',
          delivery_state: 'pending',
          attempts: 0,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(manifest.rowCounts.inquiries!);
    } finally {
      await restored.destroy();
    }
    expect(fs.readFileSync(path.join(restoredUploads, 'nested/b.webp'))).toEqual(
      fs.readFileSync(path.join(dir, 'uploads/nested/b.webp')),
    );
    expect(fs.readFileSync(path.join(restoredUploads, 'a.webp'))).toEqual(
      fs.readFileSync(path.join(dir, 'uploads/a.webp')),
    );

    // Restoring into a database that holds data is refused, and changes nothing.
    const countsBefore = await tableCounts(sourceDb, dialect);
    const refused = await cli('restore', [archivePath], cliEnv(source.url, path.join(dir, 'empty-uploads')));
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/^Error: The target .*database .*is not empty/);
    expect(await tableCounts(sourceDb, dialect)).toEqual(countsBefore);
    expect(fs.existsSync(path.join(dir, 'empty-uploads'))).toBe(false);
    // Two CLI processes (backup, restore), each starting tsx: well over the default 30 s on a busy machine.
  }, 90_000);
});

/*
 * Archives an attacker could hand the operator: made from a real backup, then altered and packed
 * again with the system tar. Each restore goes into a new SQLite file and a new UPLOAD_DIR.
 */
describe('restore of a crafted archive', () => {
  const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
  let dir: string;
  let staging: string;
  let crafted = 0;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restore-crafted-'));
    const source = await newDatabase('sqlite', dir, 'src');
    const db = await source.open();
    await migrateToLatest(db);
    await db.destroy();
    fs.mkdirSync(path.join(dir, 'uploads/nested'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'uploads/a.webp'), randomBytes(3000));
    fs.writeFileSync(path.join(dir, 'uploads/nested/b.webp'), randomBytes(5000));
    const backup = await cli('backup', [path.join(dir, 'out')], cliEnv(source.url, path.join(dir, 'uploads')));
    expect(backup.code).toBe(0);
    staging = path.join(dir, 'staging');
    fs.mkdirSync(staging);
    const [archive] = fs.readdirSync(path.join(dir, 'out'));
    expect(spawnSync('tar', ['-xzf', path.join(dir, 'out', archive!), '-C', staging]).status).toBe(0);
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The real backup's members, changed by `alter`, packed again; then restored into new targets. */
  async function restoreCrafted(alter: (members: string) => void, targets: { db?: string; uploads?: string } = {}) {
    const members = path.join(dir, `crafted-${++crafted}`);
    fs.cpSync(staging, members, { recursive: true });
    alter(members);
    const archive = `${members}.tar.gz`;
    expect(spawnSync('tar', ['-czf', archive, '-C', members, '.']).status).toBe(0);
    const db = targets.db ?? path.join(dir, `target-${crafted}.db`);
    const uploads = targets.uploads ?? path.join(dir, `target-uploads-${crafted}`);
    const result = await cli('restore', [archive], cliEnv(`file:${db}`, uploads));
    return { ...result, db, uploads };
  }
  const editManifest = (members: string, edit: (manifest: BackupManifest) => void) => {
    const file = path.join(members, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
    edit(manifest);
    fs.writeFileSync(file, JSON.stringify(manifest));
  };
  const tablesIn = (file: string) => {
    if (!fs.existsSync(file)) return 0;
    const database = new Database(file, { readonly: true });
    try {
      return (database.prepare(`select count(*) from sqlite_master where type = 'table'`).pluck().get() as number) ?? 0;
    } finally {
      database.close();
    }
  };

  it('prints no control characters from the manifest: no terminal re-titling, no overwritten lines', async () => {
    const restored = await restoreCrafted((members) =>
      editManifest(members, (manifest) => {
        manifest.createdAt = '\u001b]0;owned-title\u0007\u001b[2K\u001b[1G[restore] all good\u009b2J';
        manifest.appVersion = '9.9.9\u001b[8m';
      }),
    );
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).not.toMatch(CONTROL);
    expect(restored.stdout).toContain('backup of ]0;owned-title[2K[1G[restore] all good2J, sqlite, app 9.9.9[8m,');

    const refused = await restoreCrafted((members) =>
      editManifest(members, (manifest) => {
        manifest.format = '\u001b[2Jngoma-agency-backup' as BackupManifest['format'];
      }),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Error: Unknown backup format \[2Jngoma-agency-backup version 1\.\n$/);
  });

  it.each([
    {
      member: 'manifest.json, a symbolic link to a manifest outside the archive,',
      alter: (members: string) => {
        const outside = path.join(dir, 'outside-manifest.json');
        fs.renameSync(path.join(members, 'manifest.json'), outside);
        fs.symlinkSync(outside, path.join(members, 'manifest.json'));
      },
      refusal: /^Error: The archive's manifest\.json is a symbolic link; a backup holds only plain files\.\n$/,
    },
    {
      member: 'database.sqlite, a symbolic link to another SQLite file on the host,',
      alter: (members: string) => {
        const outside = path.join(dir, 'outside.sqlite');
        fs.renameSync(path.join(members, 'database.sqlite'), outside);
        fs.symlinkSync(outside, path.join(members, 'database.sqlite'));
      },
      refusal: /^Error: The archive's database\.sqlite is a symbolic link/,
    },
    {
      member: 'uploads, a symbolic link to a host folder with the same files,',
      alter: (members: string) => {
        const outside = path.join(dir, `outside-uploads-${crafted}`);
        fs.renameSync(path.join(members, 'uploads'), outside);
        fs.symlinkSync(outside, path.join(members, 'uploads'));
      },
      refusal: /^Error: The archive's uploads is a symbolic link/,
    },
    {
      member: 'an upload that is a hard link to another member,',
      alter: (members: string) => {
        fs.linkSync(path.join(members, 'uploads/a.webp'), path.join(members, 'uploads/c.webp'));
        editManifest(members, (manifest) => (manifest.uploads = { files: 3, bytes: 11_000 }));
      },
      refusal: /^Error: The archive's uploads\/(a|c)\.webp is a hard link/,
    },
  ])('refuses $member before reading it, and writes nothing', async ({ alter, refusal }) => {
    const refused = await restoreCrafted(alter);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(refusal);
    expect(refused.stdout).not.toMatch(/restoring the database|database restored/);
    expect(tablesIn(refused.db)).toBe(0);
    expect(fs.existsSync(refused.uploads)).toBe(false);
  });

  it('copies the uploads before the database: an UPLOAD_DIR that cannot be written leaves the database untouched', async () => {
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, '');
    const refused = await restoreCrafted(() => {}, { uploads: path.join(blocker, 'uploads') });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Error: The uploads could not be copied into UPLOAD_DIR .*nothing was restored\.\n$/,
    );
    expect(tablesIn(refused.db)).toBe(0);
  });

  it('removes the copied uploads again when the database cannot be restored', async () => {
    const blocker = path.join(dir, 'another-file');
    fs.writeFileSync(blocker, '');
    const refused = await restoreCrafted(() => {}, { db: path.join(blocker, 'target.db') });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Error: (ENOTDIR|EEXIST)/);
    expect(fs.existsSync(refused.uploads)).toBe(false);
  });
});
