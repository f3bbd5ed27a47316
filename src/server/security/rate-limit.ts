import 'server-only';
import type { RateLimitSetting } from '../env';
import { clearRateLimit, hitRateLimit, refundRateLimit } from '../repositories/rate-limits';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

function verdict(hits: number, windowStart: Date, setting: RateLimitSetting, now: Date): RateLimitVerdict {
  if (hits <= setting.limit) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + setting.windowMs - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    allowed: false,
    retryAfterSeconds,
    message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  };
}

/**
 * Counts one attempt for `key` (e.g. `login:203.0.113.9`) and says whether it is within the limit.
 * Count first, then act: the count is one atomic statement, so parallel requests cannot all slip
 * under the limit the way a separate read-then-write would let them.
 */
export async function consumeRateLimit(key: string, setting: RateLimitSetting, now = new Date()) {
  const { hits, windowStart } = await hitRateLimit(key, setting.windowMs, now);
  return verdict(hits, windowStart, setting, now);
}

export async function resetRateLimit(key: string) {
  await clearRateLimit(key);
}

/** Takes back one counted attempt (e.g. one that was never checked, or a success). */
export async function refundRateLimitHit(key: string) {
  await refundRateLimit(key);
}
