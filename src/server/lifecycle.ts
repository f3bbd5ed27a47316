import 'server-only';

/**
 * Whether this server process has begun to shut down. server/index.mjs sets the flag first thing on
 * SIGTERM (plain ESM, outside the app's bundle, hence a global rather than an import); the app's own
 * shutdown (src/server/process.ts, under `next start`) sets it too. GET /api/ready reads it.
 */
type Flags = { __agencyShuttingDown?: boolean };

export function isShuttingDown() {
  return (globalThis as Flags).__agencyShuttingDown === true;
}

export function markShuttingDown() {
  (globalThis as Flags).__agencyShuttingDown = true;
}
