import 'server-only';
import type { RateLimitSetting } from '../env';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../repositories/rate-limits';

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

/** Counts one attempt for `key` (e.g. `login:203.0.113.9`) and says whether it is within the limit. */
export async function consumeRateLimit(key: string, setting: RateLimitSetting, now = new Date()) {
  const { hits, windowStart } = await hitRateLimit(key, setting.windowMs, now);
  return verdict(hits, windowStart, setting, now);
}

/** Whether `key` is already over its limit, without counting an attempt (e.g. before checking a password). */
export async function checkRateLimit(key: string, setting: RateLimitSetting, now = new Date()) {
  const { hits, windowStart } = await peekRateLimit(key, setting.windowMs, now);
  return hits >= setting.limit ? verdict(hits + 1, windowStart, setting, now) : ({ allowed: true } as const);
}

export async function resetRateLimit(key: string) {
  await clearRateLimit(key);
}
