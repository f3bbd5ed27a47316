// @ts-check
// Reads the `cache_tags` table for the cache handler, which runs outside the server bundle and so
// cannot use src/server/db/client.ts. One small connection, one query. DATABASE_URL is read by
// parseDatabaseUrl() (src/server/config.mjs), as the app reads it.
import { parseDatabaseUrl } from '../config.mjs';
import { loadSqlite } from '../db/sqlite-driver.mjs';

const QUERY = 'select tag, revision, updated_at from cache_tags';

/** @typedef {import('./handler-core.mjs').TagRevision} TagRevision */

/**
 * @param {string | undefined} [databaseUrl]
 * @returns {() => Promise<TagRevision[]>}
 */
export function createRevisionReader(databaseUrl = process.env.DATABASE_URL) {
  /** @type {import('../config.mjs').DatabaseConfig} */
  let config;
  try {
    config = parseDatabaseUrl(databaseUrl);
  } catch (error) {
    // env.ts stops start-up on a bad DATABASE_URL; should this run anyway, every poll says why it fails.
    return async () => Promise.reject(error);
  }
  if (config.dialect === 'postgres') {
    const { connectionString } = config;
    /** @type {import('pg').Pool | undefined} */
    let pool;
    return async () => {
      if (!pool) {
        const { default: pg } = await import('pg');
        pool = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 30_000 });
        pool.on('error', () => {}); // an idle connection dropping is retried on the next poll
      }
      return (await pool.query(QUERY)).rows;
    };
  }
  const { filename } = config;
  /** @type {import('better-sqlite3').Statement<[], TagRevision> | undefined} */
  let statement;
  return async () => {
    if (!statement) {
      const SQLite = await loadSqlite();
      const database = new SQLite(filename, { fileMustExist: true });
      database.pragma('busy_timeout = 2000');
      statement = database.prepare(QUERY);
    }
    return statement.all();
  };
}
