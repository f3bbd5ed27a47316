// @ts-check
/**
 * The SQLite driver for this Node.js. better-sqlite3 13 is built on Node-API and ships its own
 * prebuilt addon, but needs Node-API 10 (Node 22+). better-sqlite3 12 still serves Node 20, and only
 * Node 20: on Node 24 its statement destructor aborts the process when the garbage collector runs it
 * (docs/decisions/123-sqlite-driver-per-node-version.md).
 */
const modern = Number(process.versions.node.split('.')[0]) >= 22;

/** The package's name, for code that must require it synchronously (tests, the bench's query log). */
export const SQLITE_DRIVER = modern ? 'better-sqlite3' : 'better-sqlite3-node20';

/** @returns {Promise<typeof import('better-sqlite3')>} */
export async function loadSqlite() {
  // Two literal imports, so the bundler sees both packages (server externals in next.config.mjs).
  if (modern) return (await import('better-sqlite3')).default;
  return (await import('better-sqlite3-node20')).default;
}
