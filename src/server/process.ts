import 'server-only';
import { closeDb } from './db/client';
import { env } from './env';
import { markShuttingDown } from './lifecycle';
import { logError } from './log';
import { logger } from './logger.mjs';
import { metrics } from './metrics.mjs';
import { processState } from './shutdown';

const holder = processState();

/**
 * Runs once per server process, from instrumentation.ts. `npm start` has already migrated and seeded
 * (src/server/cli/prepare.ts); this validates the environment again so a bad value fails fast even
 * when `next start` is run directly, and owns the shutdown order.
 */
export async function startServerProcess() {
  if (holder.started || process.env.NEXT_PHASE === 'phase-production-build') return;
  holder.started = true;
  env();
  const { failedDeliveryCount, outboxBacklog } = await import('./repositories/inquiries');
  // Read at scrape time (src/server/metrics.mjs): two small counting queries on an indexed column.
  metrics().sources.outboxProbe = async () => {
    const [backlog, failed] = await Promise.all([outboxBacklog(), failedDeliveryCount()]);
    return { ...backlog, failed };
  };
  // The beacon collector in server/index.mjs (src/server/analytics/collector.mjs) flushes its queue
  // through this: plain ESM outside the bundle, it cannot import the app's database code.
  const { recordBeacons } = await import('./analytics/record');
  (globalThis as { __agencyRecordBeacons?: typeof recordBeacons }).__agencyRecordBeacons = recordBeacons;
  const { startBackgroundWork } = await import('./background');
  await startBackgroundWork();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    markShuttingDown();
    for (const s of holder.stoppables.reverse()) {
      try {
        await s.stop();
      } catch (error) {
        logError('shutdown.error', error, { stoppable: s.name });
      }
    }
    await closeDb().catch(() => {});
    // scripts/e2e.mjs looks for "database closed" in the server log.
    logger().info({ event: 'shutdown', signal }, `${signal}: background work stopped, database closed`);
  };
  // server/index.mjs calls this after it stops accepting requests; under plain `next start`
  // (e.g. `npm run dev`) the signal handlers below do the same.
  (globalThis as { __agencyStop?: (signal: string) => Promise<void> }).__agencyStop = shutdown;
  if (process.env.AGENCY_SERVER !== 'serve') {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
  }
}
