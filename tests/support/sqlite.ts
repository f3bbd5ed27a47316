import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLITE_DRIVER } from '../../src/server/db/sqlite-driver.mjs';

const require = createRequire(import.meta.url);

/** The SQLite driver the app uses on this Node.js (docs/decisions/123-sqlite-driver-per-node-version.md). */
export const Database = require(SQLITE_DRIVER) as typeof BetterSqlite3;
export type SqliteDatabase = BetterSqlite3.Database;
