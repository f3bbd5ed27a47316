import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { addressCopies } from '@/server/cache/address-copies';
import { seenRevisions } from '@/server/cache/revisions';
import { createDb, setDbForTests, type Db, type Dialect } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';

/**
 * The dialects database tests run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Use with `describe.each(testDialects)`.
 */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDb = { db: Db; dialect: Dialect; close: () => Promise<void> };

/**
 * A fresh, migrated database of its own: a temporary SQLite file, or a new schema in the
 * TEST_DATABASE_URL database, dropped again by `close()`. It also becomes the process database
 * that repositories use.
 */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  // What this process learnt from a database (the cache tags' revisions, the proxy's copies of which
  // addresses exist) belongs to that database.
  addressCopies.clear();
  seenRevisions().clear();
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
    const db = await createDb({ dialect: 'sqlite', filename: path.join(dir, 'test.db') });
    await migrateToLatest(db);
    setDbForTests(db);
    return {
      db,
      dialect,
      close: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await createDb({ dialect: 'postgres', connectionString: base });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  await admin.destroy();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await createDb({ dialect: 'postgres', connectionString: url.toString() });
  await migrateToLatest(db);
  setDbForTests(db);
  return {
    db,
    dialect,
    close: async () => {
      await db.destroy();
      const cleanup = await createDb({ dialect: 'postgres', connectionString: base });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(cleanup);
      await cleanup.destroy();
    },
  };
}
