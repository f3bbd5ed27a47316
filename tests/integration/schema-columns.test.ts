import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { tableColumns } from '../support/table-columns';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/*
 * The migrations and the schema types agree: every table of the migrated database has exactly the
 * columns its type in src/server/db/schema.ts declares (through the type-checked lists of
 * tests/support/table-columns.ts), and there is no table the types do not know. A field added to a
 * content type's definition without a migration, or a migration without the type, fails here.
 */
describe.each(testDialects)('schema columns on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function columnsOf(table: string) {
    const rows =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(t.db)
        : await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}`.execute(t.db);
    return rows.rows.map((row) => row.name).sort();
  }

  async function tables() {
    const rows =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db);
    // Kysely's own bookkeeping of the migrations.
    return rows.rows
      .map((row) => row.name)
      .filter((name) => !name.startsWith('kysely_migration'))
      .sort();
  }

  it('has exactly the tables the schema types declare', async () => {
    expect(await tables()).toEqual(Object.keys(tableColumns).sort());
  });

  it.each(Object.keys(tableColumns))('%s has exactly the columns of its type', async (table) => {
    const declared = Object.keys(tableColumns[table as keyof typeof tableColumns]).sort();
    expect(declared.length).toBeGreaterThan(1);
    expect(await columnsOf(table)).toEqual(declared);
  });
});
