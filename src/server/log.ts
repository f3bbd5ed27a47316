import 'server-only';
import { logger } from './logger.mjs';

type Fields = Record<string, string | number | boolean | null | undefined>;

/**
 * One JSON line (pino, src/server/logger.mjs) for an event an operator may need to search later
 * (journald, docker logs), e.g. `auth.sign_in.failure`. Callers pass only facts that are safe to keep:
 * never a password, code, token or cookie (the logger redacts such keys anyway).
 */
export function logEvent(event: string, fields: Fields = {}) {
  logger().info({ event, ...fields }, event);
}

/** An error worth an operator's attention: its message and stack go to the log, never to a visitor. */
export function logError(event: string, error: unknown, fields: Fields = {}) {
  logger().error({ event, ...fields, err: error instanceof Error ? error : new Error(String(error)) }, event);
}

/** A problem that did not fail the request but should be looked at. */
export function logWarning(event: string, fields: Fields = {}) {
  logger().warn({ event, ...fields }, event);
}
