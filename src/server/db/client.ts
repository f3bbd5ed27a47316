import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  CompiledQuery,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { DatabaseConfig } from '../env';
import { env } from '../env';
import { logError } from '../log';
import { BOOLEAN_COLUMNS, type Database } from './schema';
import { loadSqlite } from './sqlite-driver.mjs';

export type Db = Kysely<Database>;
export type Dialect = DatabaseConfig['dialect'];

/** SQLite returns 0/1 for booleans; give callers real booleans on both dialects. */
class SqliteBooleanResults implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const column of BOOLEAN_COLUMNS) {
        if (column in row && typeof row[column] === 'number') row[column] = row[column] === 1;
      }
    }
    return args.result;
  }
}

/** better-sqlite3 cannot bind booleans or Dates; store them as 0/1 and ISO strings. */
function sqliteParam(value: unknown) {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Transactions take the write lock when they begin (`begin immediate`), not at their first write.
 * A deferred transaction that reads and then writes fails at once with SQLITE_BUSY when another
 * process (a second instance, the CLI, a backup) committed in between: the busy timeout does not
 * apply to that upgrade. Taking the lock up front waits out the other writer instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig; // the base class keeps its own private
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

async function openSqlite(filename: string) {
  const SQLite = await loadSqlite();
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const database = new SQLite(filename);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  const prepare = database.prepare.bind(database);
  // What Kysely calls (its SqliteDatabase): close, and prepare with our parameter mapping.
  const wrapped: SqliteDatabase = {
    close: () => database.close(),
    prepare: (sql: string) => {
      const statement = prepare(sql);
      const map = (params: readonly unknown[]) => params.map(sqliteParam);
      return {
        get reader() {
          return statement.reader;
        },
        all: (params: readonly unknown[]) => statement.all(...map(params)),
        run: (params: readonly unknown[]) => statement.run(...map(params)),
        iterate: (params: readonly unknown[]) => statement.iterate(...map(params)),
      };
    },
  };
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: wrapped }),
    plugins: [new SqliteBooleanResults()],
  });
}

async function openPostgres(connectionString: string) {
  const { default: pg } = await import('pg');
  // Timestamps as ISO strings and dates as YYYY-MM-DD, exactly what SQLite stores.
  const parsers: Record<number, (value: string) => unknown> = {
    1184: (v) => new Date(v).toISOString(), // timestamptz
    1114: (v) => new Date(`${v}Z`).toISOString(), // timestamp
    1082: (v) => v, // date
    20: (v) => Number(v), // int8, e.g. count(*)
    1700: (v) => Number(v), // numeric
  };
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      parsers[oid] ?? pg.types.getTypeParser(oid, format ?? 'text'),
  };
  const pool = new pg.Pool({ connectionString, max: 10, types, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => logError('db.idle_client_error', error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function createDb(config: DatabaseConfig): Promise<Db> {
  return config.dialect === 'sqlite' ? openSqlite(config.filename) : openPostgres(config.connectionString);
}

type Holder = { db?: Promise<Db> };
// One pool per process, also across Next.js module instances and hot reloads.
const holder = ((globalThis as { __agencyDb?: Holder }).__agencyDb ??= {});

/** The process-wide database handle, opened on first use. */
export function db(): Promise<Db> {
  if (!holder.db) {
    holder.db = createDb(env().database);
  }
  return holder.db;
}

export async function closeDb() {
  const pending = holder.db;
  holder.db = undefined;
  if (pending) await (await pending).destroy();
}

/** For tests: use this handle as the process database. */
export function setDbForTests(instance: Db) {
  holder.db = Promise.resolve(instance);
}
