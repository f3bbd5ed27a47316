import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../env';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  DATABASE_FILE,
  MANIFEST_FILE,
  UPLOADS_DIR,
  connectPg,
  countDifferences,
  describeCounts,
  folderSummary,
  formatBytes,
  libpqTarget,
  openSqlite,
  pgTableCounts,
  pgTables,
  runTool,
  sqliteTableCounts,
  type BackupManifest,
  type Log,
} from './archive';

/** A restore that must not go ahead; nothing has been changed when it is thrown. */
export class RestoreRefused extends Error {}

export type RestoreOptions = { file: string; database: DatabaseConfig; uploadDir: string; log: Log };

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file))
    throw new RestoreRefused('This archive has no manifest.json: it is not a backup made by `npm run backup`.');
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new RestoreRefused("The archive's manifest.json is not valid JSON.");
  }
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION) {
    throw new RestoreRefused(`Unknown backup format ${manifest.format} version ${manifest.version}.`);
  }
  if (manifest.dialect !== 'sqlite' && manifest.dialect !== 'postgres')
    throw new RestoreRefused('The manifest names no database dialect.');
  if (!manifest.rowCounts || !manifest.uploads) throw new RestoreRefused('The manifest has no row counts.');
  if (!fs.existsSync(path.join(dir, DATABASE_FILE[manifest.dialect]))) {
    throw new RestoreRefused(`The archive has no ${DATABASE_FILE[manifest.dialect]}.`);
  }
  return manifest as BackupManifest;
}

async function sqliteTablesIn(filename: string) {
  if (!fs.existsSync(filename) || fs.statSync(filename).size === 0) return [];
  const database = await openSqlite(filename, { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
      .pluck()
      .all() as string[];
  } finally {
    database.close();
  }
}

async function assertSqliteCopy(filename: string, expected: Record<string, number>, what: string) {
  const database = await openSqlite(filename, { fileMustExist: true });
  try {
    const check = database.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${what} failed SQLite's integrity check: ${String(check)}`);
    const differences = countDifferences(expected, sqliteTableCounts(database));
    if (differences.length) throw new Error(`${what} does not match the manifest: ${differences.join('; ')}`);
  } finally {
    database.close();
  }
}

async function restoreSqlite(filename: string, copy: string, manifest: BackupManifest, log: Log) {
  await assertSqliteCopy(copy, manifest.rowCounts, 'The archived database');
  log('archived database: integrity check ok, row counts match the manifest');
  fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const source = await openSqlite(copy, { readonly: true, fileMustExist: true });
  try {
    // Through SQLite's backup API rather than a file copy: correct even if the empty target is open.
    await source.backup(filename);
  } finally {
    source.close();
  }
  const target = await openSqlite(filename, { fileMustExist: true });
  target.pragma('journal_mode = WAL');
  target.close();
  await assertSqliteCopy(filename, manifest.rowCounts, 'The restored database');
}

async function restorePostgres(connectionString: string, dump: string, manifest: BackupManifest, log: Log) {
  const { dbname, env } = libpqTarget(connectionString);
  let tables = 0;
  // One transaction: a failure leaves the target as empty as it was.
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      '--verbose',
      '--no-password',
      `--dbname=${dbname}`,
      dump,
    ],
    {
      env,
      onLine: (line) => {
        const table = /processing data for table "([^"]+)"/.exec(line);
        if (table) log(`restoring ${table[1]} (${++tables})`);
      },
    },
  );
  const client = await connectPg(connectionString);
  try {
    const differences = countDifferences(manifest.rowCounts, await pgTableCounts(client));
    if (differences.length)
      throw new Error(`The restored database does not match the manifest: ${differences.join('; ')}`);
  } finally {
    await client.end();
  }
}

/**
 * Restores an archive of `createBackup` into an EMPTY database and an empty UPLOAD_DIR. Everything is
 * checked before anything is written: the manifest, the dialect, that the targets are empty, and
 * (SQLite) the archived copy's integrity and row counts. Afterwards the restored rows are counted again.
 */
export async function restoreBackup({ file, database, uploadDir, log }: RestoreOptions) {
  const started = Date.now();
  const archive = path.resolve(file);
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile())
    throw new RestoreRefused(`No backup file at ${archive}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restore-'));
  try {
    log(`reading ${archive} (${formatBytes(fs.statSync(archive).size)})`);
    // GNU tar refuses absolute names and `..` in members; folderSummary() below refuses links.
    await runTool('tar', ['-xzf', archive, '-C', work, '--no-same-owner']).catch((error: Error) => {
      throw new RestoreRefused(`The file is not a readable .tar.gz archive (${error.message})`);
    });
    const manifest = readManifest(work);
    log(
      `backup of ${manifest.createdAt}, ${manifest.dialect}, app ${manifest.appVersion}, migrations up to ${manifest.migrations.at(-1) ?? 'none'}`,
    );
    log(`rows: ${describeCounts(manifest.rowCounts)}`);

    if (manifest.dialect !== database.dialect) {
      throw new RestoreRefused(
        `This is a ${manifest.dialect} backup but DATABASE_URL points to ${database.dialect}: restore it into a ${manifest.dialect} database (cross-dialect restore is not supported).`,
      );
    }
    if (database.dialect === 'sqlite') {
      const tables = await sqliteTablesIn(database.filename);
      if (tables.length) {
        throw new RestoreRefused(
          `The target database ${database.filename} is not empty (${tables.length} tables). Restore needs an empty database: point DATABASE_URL at a new file, or move this one away first.`,
        );
      }
    } else {
      const client = await connectPg(database.connectionString);
      const tables = await pgTables(client).finally(() => client.end());
      if (tables.length) {
        throw new RestoreRefused(
          `The target PostgreSQL database is not empty (${tables.length} tables). Restore needs an empty database: create a new one (createdb) and point DATABASE_URL at it.`,
        );
      }
    }
    const uploadsTarget = path.resolve(uploadDir);
    const existingUploads = folderSummary(uploadsTarget);
    if (existingUploads.files) {
      throw new RestoreRefused(
        `UPLOAD_DIR ${uploadsTarget} already holds ${existingUploads.files} files; restore needs an empty folder.`,
      );
    }
    const archivedUploads = folderSummary(path.join(work, UPLOADS_DIR));
    if (archivedUploads.files !== manifest.uploads.files || archivedUploads.bytes !== manifest.uploads.bytes) {
      throw new RestoreRefused(
        `The archive's uploads (${archivedUploads.files} files) do not match its manifest (${manifest.uploads.files}).`,
      );
    }

    log('restoring the database...');
    const dbFile = path.join(work, DATABASE_FILE[manifest.dialect]);
    if (database.dialect === 'sqlite') await restoreSqlite(database.filename, dbFile, manifest, log);
    else await restorePostgres(database.connectionString, dbFile, manifest, log);
    log(
      `database restored: ${database.dialect === 'sqlite' ? 'integrity check ok' : 'pg_restore finished without errors'}, row counts match the manifest`,
    );

    if (archivedUploads.files) {
      fs.mkdirSync(uploadsTarget, { recursive: true });
      fs.cpSync(path.join(work, UPLOADS_DIR), uploadsTarget, { recursive: true, errorOnExist: true, force: false });
    }
    const restoredUploads = folderSummary(uploadsTarget);
    if (restoredUploads.files !== manifest.uploads.files || restoredUploads.bytes !== manifest.uploads.bytes) {
      throw new Error(`Uploads restored incompletely: ${restoredUploads.files} of ${manifest.uploads.files} files`);
    }
    log(`uploads: ${restoredUploads.files} files, ${formatBytes(restoredUploads.bytes)} into ${uploadsTarget}`);
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
