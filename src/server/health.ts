import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { db } from './db/client';
import { pendingMigrations } from './db/migrate';
import { env } from './env';
import { isShuttingDown } from './lifecycle';
import { outboxBacklog } from './repositories/inquiries';
import { logWarning } from './log';

const NO_STORE = { 'Cache-Control': 'no-store' };

function withTimeout<T>(work: () => Promise<T>, timeoutMs: number) {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref());
  return Promise.race([work(), timeout]);
}

/** Does the database answer a trivial query within two seconds, and how fast? */
export async function checkDatabase(timeoutMs = 2_000) {
  const started = performance.now();
  try {
    await withTimeout(async () => sql`select 1`.execute(await db()), timeoutMs);
    return { ok: true as const, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { ok: false as const, error: (error as Error).message };
  }
}

/** Does the request carry `Authorization: Bearer $METRICS_TOKEN`? Never, while the token is unset. */
function holdsMetricsToken(request: Request) {
  const token = env().METRICS_TOKEN?.trim();
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || !given) return false;
  // Digests first: equal lengths for timingSafeEqual, and no length leaked by an early return.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /api/health — liveness: 200 while the database answers, 503 when it does not (the reason stays in
 * the log). Anyone gets only that, `{ status }`. What an operator watches, the database's latency and
 * the mail outbox's backlog, is shown with the metrics token only: the backlog tells a stranger whether
 * mail is failing and roughly how many inquiries arrive, and costs a second query.
 */
export async function healthResponse(request: Request) {
  const detailed = holdsMetricsToken(request);
  const database = await checkDatabase();
  if (!database.ok) {
    logWarning('health.database_down', { reason: database.error });
    return Response.json(
      detailed
        ? { status: 'unavailable', database: 'down', databaseLatencyMs: null, outbox: null }
        : { status: 'unavailable' },
      { status: 503, headers: NO_STORE },
    );
  }
  if (!detailed) return Response.json({ status: 'ok' }, { status: 200, headers: NO_STORE });
  const outbox = await withTimeout(outboxBacklog, 2_000).catch((error: Error) => {
    logWarning('health.outbox_unavailable', { reason: error.message });
    return null;
  });
  return Response.json(
    { status: 'ok', database: 'up', databaseLatencyMs: database.latencyMs, outbox },
    { status: 200, headers: NO_STORE },
  );
}

// Migrations are never undone under a running build: once the schema is current it stays current.
let schemaCurrent = false;

/** Why this instance should not be sent requests now, or null when it should. */
export async function notReadyReason(): Promise<string | null> {
  if (isShuttingDown()) return 'shutting down';
  const database = await checkDatabase();
  if (!database.ok) {
    logWarning('ready.database_down', { reason: database.error });
    return 'database unavailable';
  }
  if (!schemaCurrent) {
    try {
      const pending = await withTimeout(async () => pendingMigrations(await db()), 2_000);
      if (pending.length) return 'migrating';
      schemaCurrent = true;
    } catch (error) {
      logWarning('ready.migration_check_failed', { reason: (error as Error).message });
      return 'database unavailable';
    }
  }
  return null;
}

/**
 * GET /api/ready — readiness, for load balancers and rolling releases: 503 while this instance shuts
 * down (SIGTERM received) or while the database lacks migrations this build needs; 200 otherwise.
 */
export async function readinessResponse() {
  const reason = await notReadyReason();
  return Response.json(reason ? { status: 'not ready', reason } : { status: 'ready' }, {
    status: reason ? 503 : 200,
    headers: NO_STORE,
  });
}

/** For tests: forget that the schema was found current. */
export function resetReadinessForTests() {
  schemaCurrent = false;
}
