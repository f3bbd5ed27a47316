import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Which dialect a Kysely instance speaks (only migrations and a few dialect-specific queries need to
 * know). `instanceof` alone is not enough: under Next.js the handle is shared through globalThis by
 * bundles that each carry their own copy of Kysely, so the adapter may come from another copy's
 * class. Of the two dialects we run, only SQLite lacks transactional DDL.
 */
export function isSqlite<T>(db: Kysely<T>) {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof SqliteAdapter || adapter.supportsTransactionalDdl === false;
}
