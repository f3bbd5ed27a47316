import { Database, type SqliteDatabase } from '../support/sqlite';

/** The harness's SQLite file (scripts/e2e.mjs sets DATABASE_URL for the server and the tests). */
const databaseFile = () => (process.env.DATABASE_URL ?? '').replace(/^file:/, '');

/**
 * A write as an admin save makes it, for data no screen writes directly: the rows, then the tag's
 * revision, so the server expires its cached pages of that tag within a second (its poller).
 */
export function sqliteWrite(write: (db: SqliteDatabase) => void, tag: string) {
  const db = new Database(databaseFile());
  db.pragma('busy_timeout = 5000');
  try {
    db.transaction(() => {
      write(db);
      db.prepare(
        `insert into cache_tags (tag, revision, updated_at) values (?, 1, ?)
         on conflict(tag) do update set revision = cache_tags.revision + 1, updated_at = excluded.updated_at`,
      ).run(tag, new Date().toISOString());
    }).immediate(); // the write lock from the start: a read, then a write, waits out the server's saves
  } finally {
    db.close();
  }
}
