import { SqliteAdapter, type Kysely } from 'kysely';

/** Which dialect a Kysely instance speaks; only migrations need to know. */
export function isSqlite(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
