import 'server-only';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import { loadSqlite } from '../db/sqlite-driver.mjs';
import type { DatabaseConfig } from '../env';

/**
 * What `npm run backup` writes and `npm run restore` reads: one .tar.gz holding
 *   manifest.json       this description (BackupManifest)
 *   database.sqlite     SQLite's online backup of the database, or
 *   database.pgdump     pg_dump's custom format of it
 *   uploads/            the files of UPLOAD_DIR
 * See docs/decisions/080-backups.md.
 */
export const ARCHIVE_FORMAT = 'ngoma-agency-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_DIR = 'uploads';
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

export type BackupManifest = {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  appVersion: string;
  dialect: DatabaseConfig['dialect'];
  /** The migrations applied to the database that was copied, in order: its schema level. */
  migrations: string[];
  /** Rows per table in the copy itself (the same snapshot the copy was taken from). */
  rowCounts: Record<string, number>;
  uploads: { files: number; bytes: number };
};

export type Log = (message: string) => void;

export function appVersion() {
  const file = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Runs a tool (tar, pg_dump, pg_restore); stderr lines go to `onLine`. Rejects with its last words. */
export function runTool(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; onLine?: (line: string) => void } = {},
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] });
    const tail: string[] = [];
    let buffer = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 5) tail.shift();
        options.onLine?.(line);
      }
    });
    child.on('error', (error) => reject(new Error(`${command} could not be run: ${error.message}`)));
    child.on('close', (code) => {
      if (buffer) tail.push(buffer);
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit ${code}): ${tail.join(' | ').trim() || 'no message'}`));
    });
  });
}

/**
 * libpq settings for pg_dump/pg_restore: the URL without its password (which would show in `ps`), and
 * the password in PGPASSWORD instead.
 */
export function libpqTarget(connectionString: string) {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function openSqlite(filename: string, options: BetterSqlite3.Options = {}) {
  const SQLite = await loadSqlite();
  return new SQLite(filename, options);
}

export function sqliteTableCounts(database: BetterSqlite3.Database) {
  const tables = database
    .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = Number(
      database
        .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get(),
    );
  }
  return counts;
}

export function sqliteMigrations(database: BetterSqlite3.Database) {
  const exists = database
    .prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`)
    .get();
  if (!exists) return [];
  return database.prepare('select name from kysely_migration order by name').pluck().all() as string[];
}

/** User tables of a PostgreSQL database: `inquiries` in public, `schema.table` elsewhere. */
export async function pgTables(client: pg.ClientBase) {
  const { rows } = await client.query<{ table_schema: string; table_name: string }>(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        and table_schema not like 'pg_toast%' and table_schema not like 'pg_temp%'
      order by table_schema, table_name`,
  );
  return rows.map((r) => ({
    key: r.table_schema === 'public' ? r.table_name : `${r.table_schema}.${r.table_name}`,
    sql: `"${r.table_schema.replaceAll('"', '""')}"."${r.table_name.replaceAll('"', '""')}"`,
    schema: r.table_schema,
    name: r.table_name,
  }));
}

export async function pgTableCounts(client: pg.ClientBase) {
  const counts: Record<string, number> = {};
  for (const table of await pgTables(client)) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table.sql}`);
    counts[table.key] = Number(rows[0]!.n);
  }
  return counts;
}

export async function pgMigrations(client: pg.ClientBase) {
  const tables = await pgTables(client);
  const migrationTable = tables.find((t) => t.name === 'kysely_migration');
  if (!migrationTable) return [];
  const { rows } = await client.query<{ name: string }>(`select name from ${migrationTable.sql} order by name`);
  return rows.map((r) => r.name);
}

export async function connectPg(connectionString: string) {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString });
  await client.connect();
  return client;
}

/** Files and bytes under a folder (0/0 when it does not exist). Refuses links: uploads are plain files. */
export function folderSummary(dir: string) {
  let files = 0;
  let bytes = 0;
  const visit = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) {
        files++;
        bytes += fs.statSync(full).size;
      } else throw new Error(`${full} is neither a file nor a folder; uploads hold only plain files`);
    }
  };
  if (fs.existsSync(dir)) visit(dir);
  return { files, bytes };
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function describeCounts(counts: Record<string, number>) {
  return Object.entries(counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
}

/** The tables whose counts differ, as `table: expected X, found Y`. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>) {
  const tables = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...tables]
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: expected ${expected[table] ?? 'no table'}, found ${actual[table] ?? 'no table'}`);
}
