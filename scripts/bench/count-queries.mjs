// Preloaded into the benched server (`node --import`) to log every SQL statement it sends, without
// touching the app: better-sqlite3 prepares each statement Kysely runs (Database#prepare) and pg sends
// each through Client#query. Both packages are server externals, so the app loads these very modules.
// The bench reads the log to check that cached public pages do not touch the database.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const logFile = process.env.BENCH_QUERY_LOG;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// CommonJS packages: patching the instance in require's cache patches the one the app loads.
const require = createRequire(path.join(root, 'package.json'));

function record(sql) {
  fs.appendFileSync(logFile, `${String(sql).replace(/\s+/g, ' ').slice(0, 300)}\n`);
}

function patch(moduleName, getPrototype, method, sqlOf) {
  let loaded;
  try {
    loaded = require(moduleName);
  } catch {
    return;
  }
  const prototype = getPrototype(loaded);
  const original = prototype?.[method];
  if (typeof original !== 'function') return;
  prototype[method] = function patched(...args) {
    const sql = sqlOf(args[0]);
    if (sql) record(sql);
    return original.apply(this, args);
  };
}

if (logFile) {
  fs.writeFileSync(logFile, '');
  // The driver src/server/db/sqlite-driver.mjs picks for this Node.js.
  patch(
    Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20',
    (Database) => Database.prototype,
    'prepare',
    (sql) => sql,
  );
  patch(
    'pg',
    (pg) => pg.Client.prototype,
    'query',
    (config) => (typeof config === 'string' ? config : config?.text),
  );
}
