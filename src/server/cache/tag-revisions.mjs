// Reads the `cache_tags` table for the cache handler, which runs outside the server bundle and so
// cannot use src/server/db/client.ts. One small connection, one query. The DATABASE_URL rules are
// those of parseDatabaseUrl() in src/server/env.ts (unset: ./data/site.db; file:…; postgres://…).

const QUERY = 'select tag, revision, updated_at from cache_tags';

/** @returns {() => Promise<{ tag: string, revision: number, updated_at: string | Date }[]>} */
export function createRevisionReader(databaseUrl = process.env.DATABASE_URL) {
  const raw = databaseUrl?.trim();
  if (raw && /^postgres(ql)?:\/\//.test(raw)) {
    let pool;
    return async () => {
      if (!pool) {
        const { default: pg } = await import('pg');
        pool = new pg.Pool({ connectionString: raw, max: 1, idleTimeoutMillis: 30_000 });
        pool.on('error', () => {}); // an idle connection dropping is retried on the next poll
      }
      return (await pool.query(QUERY)).rows;
    };
  }
  const filename = !raw
    ? './data/site.db'
    : raw.startsWith('file:')
      ? raw.slice('file:'.length).replace(/^\/\/(?=\/)/, '')
      : '';
  if (!filename) return async () => Promise.reject(new Error('DATABASE_URL is neither file: nor postgres://'));
  let statement;
  return async () => {
    if (!statement) {
      const { default: SQLite } = await import('better-sqlite3');
      const database = new SQLite(filename, { fileMustExist: true });
      database.pragma('busy_timeout = 2000');
      statement = database.prepare(QUERY);
    }
    return statement.all();
  };
}
