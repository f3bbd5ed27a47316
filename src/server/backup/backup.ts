import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from '../env';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  DATABASE_FILE,
  MANIFEST_FILE,
  UPLOADS_DIR,
  appVersion,
  connectPg,
  describeCounts,
  folderSummary,
  formatBytes,
  libpqTarget,
  openSqlite,
  pgMigrations,
  pgTableCounts,
  runTool,
  sqliteMigrations,
  sqliteTableCounts,
  type BackupManifest,
  type Log,
} from './archive';

export type BackupOptions = {
  database: DatabaseConfig;
  uploadDir: string;
  /** A folder (the archive gets a timestamped name in it) or a file name ending in .tar.gz. */
  out: string;
  log: Log;
  now?: Date;
};

/** Pages copied per step of SQLite's online backup: small enough for progress, big enough to finish. */
const SQLITE_STEP_PAGES = 2048;
/** A writer touching the database restarts an online backup; after this many restarts, copy in one step. */
const SQLITE_MAX_RESTARTS = 3;

function archivePath(out: string, now: Date) {
  if (out.endsWith('.tar.gz')) return path.resolve(out);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.resolve(out, `agency-backup-${stamp}.tar.gz`);
}

/**
 * SQLite's online backup API (better-sqlite3's `backup()`), on a connection of our own: a consistent
 * copy while the site keeps writing (WAL mode: readers and the backup never block writers). Counts
 * are then taken from the copy itself, so they describe exactly what was saved.
 */
async function backupSqlite(filename: string, target: string, log: Log) {
  if (!fs.existsSync(filename)) throw new Error(`There is no SQLite database at ${filename}`);
  const source = await openSqlite(filename, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    let lastRemaining = Infinity;
    let restarts = 0;
    let lastReport = 0;
    await source.backup(target, {
      progress: ({ totalPages, remainingPages }) => {
        if (remainingPages > lastRemaining) restarts++;
        lastRemaining = remainingPages;
        const percent = Math.floor(((totalPages - remainingPages) / Math.max(totalPages, 1)) * 100);
        if (Date.now() - lastReport > 1_000) {
          lastReport = Date.now();
          log(`copying the database: ${percent}% of ${totalPages} pages`);
        }
        // Writes by the site restart the copy; rather than chase them, copy the rest in one step
        // (a single read transaction, which in WAL mode does not hold up writers).
        return restarts >= SQLITE_MAX_RESTARTS ? 0x7fffffff : SQLITE_STEP_PAGES;
      },
    });
  } finally {
    source.close();
  }
  const copy = await openSqlite(target, { fileMustExist: true });
  try {
    // One self-contained file in the archive, no -wal beside it.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed SQLite's integrity check: ${String(check)}`);
    return { rowCounts: sqliteTableCounts(copy), migrations: sqliteMigrations(copy) };
  } finally {
    copy.close();
  }
}

/**
 * pg_dump in custom format. Counts and the dump read one snapshot: a REPEATABLE READ transaction
 * exports it and pg_dump joins it (`--snapshot`), so inquiries written meanwhile are in neither.
 */
async function backupPostgres(connectionString: string, target: string, log: Log) {
  const client = await connectPg(connectionString);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const rowCounts = await pgTableCounts(client);
    const migrations = await pgMigrations(client);
    const { dbname, env } = libpqTarget(connectionString);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        '--verbose',
        '--no-password',
        `--snapshot=${rows[0]!.id}`,
        `--file=${target}`,
        `--dbname=${dbname}`,
      ],
      {
        env,
        onLine: (line) => {
          const table = /dumping contents of table "([^"]+)"/.exec(line);
          if (table) log(`dumping ${table[1]}`);
        },
      },
    );
    await client.query('commit');
    return { rowCounts, migrations };
  } finally {
    await client.end();
  }
}

/** Writes one archive: the database copy, the uploads and a manifest. Returns its path and manifest. */
export async function createBackup({ database, uploadDir, out, log, now = new Date() }: BackupOptions) {
  const started = Date.now();
  const file = archivePath(out, now);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Staged next to the archive (same disk, which has room for the archive anyway), removed afterwards.
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.agency-backup-'));
  const partial = `${file}.partial`;
  try {
    const dbFile = DATABASE_FILE[database.dialect];
    log(
      database.dialect === 'sqlite'
        ? `database: SQLite at ${database.filename} (online backup)`
        : 'database: PostgreSQL (pg_dump, custom format)',
    );
    const copied =
      database.dialect === 'sqlite'
        ? await backupSqlite(database.filename, path.join(staging, dbFile), log)
        : await backupPostgres(database.connectionString, path.join(staging, dbFile), log);
    log(
      `database copied (${formatBytes(fs.statSync(path.join(staging, dbFile)).size)}): ${describeCounts(copied.rowCounts)}`,
    );

    const uploadsSource = path.resolve(uploadDir);
    const uploads = folderSummary(uploadsSource);
    fs.mkdirSync(path.join(staging, UPLOADS_DIR));
    if (uploads.files > 0) fs.cpSync(uploadsSource, path.join(staging, UPLOADS_DIR), { recursive: true });
    log(`uploads: ${uploads.files} files, ${formatBytes(uploads.bytes)} from ${uploadsSource}`);

    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      dialect: database.dialect,
      migrations: copied.migrations,
      rowCounts: copied.rowCounts,
      uploads,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    log('writing the archive...');
    await runTool('tar', ['-czf', partial, '-C', staging, MANIFEST_FILE, dbFile, UPLOADS_DIR]);
    fs.renameSync(partial, file);
    log(`done: ${file} (${formatBytes(fs.statSync(file).size)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { file, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}
