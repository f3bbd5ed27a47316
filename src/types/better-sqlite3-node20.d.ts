// npm alias of better-sqlite3@12 for Node 20 (docs/decisions/123-sqlite-driver-per-node-version.md):
// the same API as the 13 that @types/better-sqlite3 describes.
declare module 'better-sqlite3-node20' {
  import Database from 'better-sqlite3';
  export default Database;
}
