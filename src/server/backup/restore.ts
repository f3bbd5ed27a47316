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

/**
 * Archive text made safe for the operator's terminal: C0 and C1 control characters (ESC, BEL, CSI…)
 * removed, so a crafted manifest cannot re-title the terminal or overwrite the lines printed before.
 */
export function printable(text: string) {
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
}

/**
 * Every member the archive extracted must be a plain folder or a file with one name: a symbolic link
 * (manifest.json → /etc/…, uploads → a host folder) or a hard link would make restore read, or copy,
 * something that is not in the archive. Checked with lstat before anything is read.
 */
function assertPlainMembers(root: string) {
  const visit = (folder: string) => {
    for (const name of fs.readdirSync(folder)) {
      const full = path.join(folder, name);
      const member = path.relative(root, full);
      const stats = fs.lstatSync(full);
      if (stats.isSymbolicLink())
        throw new RestoreRefused(`The archive's ${member} is a symbolic link; a backup holds only plain files.`);
      if (stats.isDirectory()) visit(full);
      else if (!stats.isFile())
        throw new RestoreRefused(`The archive's ${member} is not a plain file; a backup holds only plain files.`);
      else if (stats.nlink > 1)
        throw new RestoreRefused(`The archive's ${member} is a hard link; a backup holds only plain files.`);
    }
  };
  visit(root);
}

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

async function restoreSqlite(filename: string, copy: string, manifest: BackupManifest) {
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
 * checked before anything is written: the members (plain files only), the manifest, the dialect, that
 * the targets are empty, and (SQLite) the archived copy's integrity and row counts. The uploads are
 * copied and counted before the database is touched, and removed again if the database fails.
 * Afterwards the restored rows are counted again. Archive text reaches `log` and errors printable.
 */
export async function restoreBackup({ log, ...options }: RestoreOptions) {
  try {
    return await restoreArchive({ ...options, log: (message) => log(printable(message)) });
  } catch (error) {
    if (error instanceof Error) error.message = printable(error.message);
    throw error;
  }
}

async function restoreArchive({ file, database, uploadDir, log }: RestoreOptions) {
  const started = Date.now();
  const archive = path.resolve(file);
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile())
    throw new RestoreRefused(`No backup file at ${archive}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restore-'));
  try {
    log(`reading ${archive} (${formatBytes(fs.statSync(archive).size)})`);
    // GNU tar refuses absolute names and `..` in members; assertPlainMembers() refuses links.
    await runTool('tar', ['-xzf', archive, '-C', work, '--no-same-owner', '--no-same-permissions']).catch(
      (error: Error) => {
        throw new RestoreRefused(`The file is not a readable .tar.gz archive (${error.message})`);
      },
    );
    assertPlainMembers(work);
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
    const dbFile = path.join(work, DATABASE_FILE[manifest.dialect]);
    if (database.dialect === 'sqlite') {
      await assertSqliteCopy(dbFile, manifest.rowCounts, 'The archived database');
      log('archived database: integrity check ok, row counts match the manifest');
    }

    // The uploads first: a folder that cannot be written fails here, with the database untouched.
    const removeRestoredUploads = copyUploads(path.join(work, UPLOADS_DIR), uploadsTarget, archivedUploads.files > 0);
    try {
      const restoredUploads = folderSummary(uploadsTarget);
      if (restoredUploads.files !== manifest.uploads.files || restoredUploads.bytes !== manifest.uploads.bytes) {
        throw new Error(`Uploads restored incompletely: ${restoredUploads.files} of ${manifest.uploads.files} files`);
      }
      log(`uploads: ${restoredUploads.files} files, ${formatBytes(restoredUploads.bytes)} into ${uploadsTarget}`);

      log('restoring the database...');
      if (database.dialect === 'sqlite') await restoreSqlite(database.filename, dbFile, manifest);
      else await restorePostgres(database.connectionString, dbFile, manifest, log);
    } catch (error) {
      removeRestoredUploads();
      throw error;
    }
    log(
      `database restored: ${database.dialect === 'sqlite' ? 'integrity check ok' : 'pg_restore finished without errors'}, row counts match the manifest`,
    );
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Copies the archived uploads into the (file-less) target folder. Returns what undoes it: the folder
 * removed if restore created it, else whatever restore put into it.
 */
function copyUploads(source: string, target: string, anyFiles: boolean) {
  const existed = fs.existsSync(target);
  const before = new Set(existed ? fs.readdirSync(target) : []);
  const remove = () => {
    if (!existed) {
      if (fs.existsSync(target)) fs.rmSync(target, { recursive: true });
    } else
      for (const name of fs.readdirSync(target))
        if (!before.has(name)) fs.rmSync(path.join(target, name), { recursive: true, force: true });
  };
  if (!anyFiles) return remove;
  try {
    copyTreeWithoutOverwriting(source, target);
  } catch (error) {
    remove();
    throw new RestoreRefused(
      `The uploads could not be copied into UPLOAD_DIR ${target} (${(error as Error).message}); nothing was restored.`,
    );
  }
  return remove;
}

/**
 * Copies a folder's files into another, refusing (EEXIST) to replace a file that is there; folders
 * that are there are used. Not fs.cpSync with errorOnExist: since Node 24.22 it refuses a target
 * folder that exists, and until then it merged into one. The archive's members were checked with
 * lstat before (no links); anything else that is not a file or a folder is refused.
 */
function copyTreeWithoutOverwriting(source: string, target: string) {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) copyTreeWithoutOverwriting(from, to);
    else if (entry.isFile()) fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
    else throw new Error(`${from} is neither a file nor a folder`);
  }
}
