import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { env } from '../env';
import { logEvent } from '../log';
import { recordAudit } from '../audit';
import { metrics } from '../metrics.mjs';
import {
  findAdminUser,
  findAdminUserByEmail,
  findAdminUserById,
  updateAdminUser,
  claimTotpStep,
  spendRecoveryCode,
} from '../repositories/admin-users';
import {
  deleteExpiredSignInChallenges,
  deleteSignInChallenge,
  failSignInChallenge,
  findSignInChallenge,
  insertSignInChallenge,
} from '../repositories/sessions';
import { addressBucket } from '../security/address-bucket.mjs';
import { hitRateLimit } from '../repositories/rate-limits';
import { consumeRateLimit, refundRateLimitHit, resetRateLimit } from '../security/rate-limit';
import { forgetGeneratedPassword } from './bootstrap';
import { isKnownDevice, rememberDevice } from './known-device';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { withPasswordSlot } from './password-slots';
import { hashRecoveryCode, looksLikeTotpCode, totpStep } from './second-factor';
import { closeSession, openSession, pruneSessions } from './session';

type Throttled = { ok: false; reason: 'throttled'; message: string; retryAfterSeconds: number };
export type SignInResult =
  | { ok: true; token: string; expiresAt: Date; user: { id: number; email: string } }
  | { ok: false; reason: 'incorrect' }
  | Throttled
  /** The password was right and the second factor is on: ask for a code with this challenge. */
  | { ok: false; reason: 'second-factor'; challenge: string; expiresAt: Date };

export type SecondFactorResult =
  | Extract<SignInResult, { ok: true }>
  | Throttled
  | { ok: false; reason: 'incorrect-code' }
  /** Unknown, used, expired or out of tries: start again with the password. */
  | { ok: false; reason: 'expired' };

/** Per-address key: IPv6 by /64, IPv4-mapped as IPv4 (src/server/security/address-bucket.ts). */
export const loginRateKey = (ip: string) => `login:${addressBucket(ip)}`;
/** All addresses together: wrong passwords and codes, in LOGIN_GLOBAL_RATE_LIMIT. */
export const GLOBAL_LOGIN_RATE_KEY = 'login:*';
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_FAILURES = 5;
const BUSY: Throttled = {
  ok: false,
  reason: 'throttled',
  message: 'Too many sign-in attempts right now. Please try again in a moment.',
  retryAfterSeconds: 2,
};

/** The friction over the global limit: the first wait, the longest, and how many may wait at once. */
export const friction = { baseMs: 1_000, maxMs: 10_000, maxWaiting: 32 };
let waiting = 0;

/**
 * How long an attempt from an unknown device waits when the global window is full: BASE, doubled
 * for every further window's worth of attempts, up to MAX. A delay, never a refusal: strangers
 * filling the window slow everyone down but cannot lock the owner out (review security-3 M4).
 */
export function frictionDelayMs(hits: number, limit: number) {
  const over = Math.max(0, hits - limit);
  return Math.min(friction.maxMs, friction.baseMs * 2 ** Math.floor(over / Math.max(1, limit)));
}

/**
 * Counts the attempt against the address's limit (a refusal over it), then, unless this browser
 * holds a known-device pass (known-device.ts), against the global one: over that, the attempt waits
 * (frictionDelayMs) and goes on. Both are counted before anything is checked (one atomic statement
 * each), so a parallel burst cannot slip past. Beyond friction.maxWaiting attempts waiting at once,
 * a short "busy" refusal, as for the password slots.
 */
async function gate(ip: string, userId: number | undefined): Promise<Throttled | Counted> {
  const { LOGIN_RATE_LIMIT, LOGIN_GLOBAL_RATE_LIMIT } = env();
  const local = await consumeRateLimit(loginRateKey(ip), LOGIN_RATE_LIMIT);
  if (!local.allowed) {
    logEvent('auth.sign_in.throttled', { ip, limit: 'address' });
    metrics().signInFailures.inc({ reason: 'throttled' });
    return { ok: false, reason: 'throttled', message: local.message, retryAfterSeconds: local.retryAfterSeconds };
  }
  if (await isKnownDevice(userId)) return { globally: false };
  const { hits } = await hitRateLimit(GLOBAL_LOGIN_RATE_KEY, LOGIN_GLOBAL_RATE_LIMIT.windowMs);
  if (hits <= LOGIN_GLOBAL_RATE_LIMIT.limit) return { globally: true };
  if (waiting >= friction.maxWaiting) {
    await giveBack(ip, { globally: true });
    logEvent('auth.sign_in.throttled', { ip, limit: 'global-busy' });
    return BUSY;
  }
  const delayMs = frictionDelayMs(hits, LOGIN_GLOBAL_RATE_LIMIT.limit);
  logEvent('auth.sign_in.slowed', { ip, delayMs });
  waiting += 1;
  try {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  } finally {
    waiting -= 1;
  }
  return { globally: true };
}

/** Which counters an attempt was counted in (the global one is skipped for a known device). */
type Counted = { globally: boolean };
const isThrottled = (verdict: Throttled | Counted): verdict is Throttled => 'ok' in verdict;

/** Takes back an attempt that was never checked: from its address and, when counted there, the global window. */
async function giveBack(ip: string, counted: Counted) {
  await Promise.all([refundRateLimitHit(loginRateKey(ip)), refundGlobal(counted)]);
}

/** A right password or code is no guess: its global hit is given back. */
async function refundGlobal(counted: Counted) {
  if (counted.globally) await refundRateLimitHit(GLOBAL_LOGIN_RATE_KEY);
}

/** Completes a sign-in: counters cleared, the old cookie's session closed, a new one opened. */
async function finish(
  user: { id: number; email: string },
  ip: string,
  previousToken: string | undefined,
  factor: string,
) {
  await resetRateLimit(loginRateKey(ip));
  await closeSession(previousToken);
  // Housekeeping at a moment that is rare and already slow (scrypt): expired rows go.
  await pruneSessions();
  const { token, expiresAt } = await openSession(user.id);
  await rememberDevice(user.id);
  await forgetGeneratedPassword();
  logEvent('auth.sign_in.success', { ip, user: user.id, factor });
  await recordAudit({ actor: user, action: 'sign in', outcome: 'ok', subject: factor });
  return { ok: true as const, token, expiresAt, user: { id: user.id, email: user.email } };
}

/**
 * The one sign-in procedure, used by the server action and the route handler alike: the account
 * named by `email` (an empty one means the Owner, decision 138), refused alike when unknown,
 * deactivated or the password is wrong
 * (docs/decisions/020-admin-sign-in.md, 065-sign-in-cost-and-throttle.md):
 *  1. count the attempt per address (/64 for IPv6), refusing over that limit, and globally unless
 *     the browser is a known device, slowing the attempt down over that one (gate());
 *  2. wait for one of LOGIN_CONCURRENCY password slots (a short queue; beyond it, refuse at once:
 *     an attempt that was never checked is given back to both counters);
 *  3. check the scrypt hash (and rehash it with today's parameters when it was older);
 *  4. right password: the global hit is given back (it counts wrong guesses), and either a session
 *     opens or, with the second factor on, a challenge for the code step.
 */
export async function attemptSignIn(
  email: string,
  password: string,
  ip: string,
  previousToken?: string,
): Promise<SignInResult> {
  // No e-mail: the Owner (the first account), as before accounts had e-mails to tell them apart.
  const user = email.trim() ? await findAdminUserByEmail(email.slice(0, 320)) : await findAdminUser();
  const counted = await gate(ip, user?.id);
  if (isThrottled(counted)) return counted;

  const checked = await withPasswordSlot(env().LOGIN_CONCURRENCY, async () => {
    if (password.length === 0 || password.length > 1024) return false;
    // An unknown e-mail costs one scrypt check too, so the answer's timing does not tell accounts apart.
    const right = await verifyPassword(password, user?.password_hash ?? (await unknownAccountHash()));
    if (!user || !right || user.deactivated_at) return false;
    if (needsRehash(user.password_hash))
      await updateAdminUser(user.id, { password_hash: await hashPassword(password) });
    return true;
  });
  if (!checked.ran) {
    await giveBack(ip, counted);
    logEvent('auth.sign_in.throttled', { ip, limit: 'busy' });
    return BUSY;
  }
  if (!user || !checked.value) {
    logEvent('auth.sign_in.failure', { ip, factor: 'password' });
    metrics().signInFailures.inc({ reason: 'password' });
    await recordAudit({ actor: null, action: 'sign in', outcome: 'failed', subject: 'password' });
    return { ok: false, reason: 'incorrect' };
  }
  await refundGlobal(counted);
  if (user.totp_enabled_at && user.totp_secret) {
    // The address's counter is not reset yet: the code step counts against the same limit.
    const challenge = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await deleteExpiredSignInChallenges(new Date().toISOString());
    await insertSignInChallenge({ id: hashChallenge(challenge), userId: user.id, expiresAt: expiresAt.toISOString() });
    logEvent('auth.sign_in.second_factor_required', { ip, user: user.id });
    return { ok: false, reason: 'second-factor', challenge, expiresAt };
  }
  return finish(user, ip, previousToken, 'password');
}

/** A hash no password matches (a random one), checked when the e-mail names no account. */
let unknownHash: Promise<string> | undefined;
const unknownAccountHash = () => (unknownHash ??= hashPassword(randomBytes(32).toString('base64url')));

const hashChallenge = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/**
 * The second step: the challenge from a right password plus a six-digit TOTP code or a recovery
 * code. Counted like passwords (per address and globally); a challenge lives CHALLENGE_TTL_MS and
 * dies after CHALLENGE_MAX_FAILURES wrong codes or its first success. A TOTP code is good once.
 */
export async function attemptSecondFactor(
  challenge: string,
  code: string,
  ip: string,
  previousToken?: string,
): Promise<SecondFactorResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return { ok: false, reason: 'expired' };
  const id = hashChallenge(challenge);
  const row = await findSignInChallenge(id);
  if (!row || new Date(row.expires_at).getTime() <= Date.now() || row.failures >= CHALLENGE_MAX_FAILURES) {
    if (row) await deleteSignInChallenge(id);
    return { ok: false, reason: 'expired' };
  }
  const counted = await gate(ip, Number(row.user_id));
  if (isThrottled(counted)) return counted;

  const user = await findAdminUserById(Number(row.user_id));
  if (!user?.totp_enabled_at || !user.totp_secret) {
    await deleteSignInChallenge(id);
    return { ok: false, reason: 'expired' };
  }
  const factor = (await confirmSecondFactor(user, code))
    ? looksLikeTotpCode(code.trim())
      ? 'totp'
      : 'recovery-code'
    : null;
  if (!factor) {
    const failures = await failSignInChallenge(id);
    if (failures >= CHALLENGE_MAX_FAILURES) await deleteSignInChallenge(id);
    logEvent('auth.sign_in.failure', { ip, user: user.id, factor: 'second-factor' });
    metrics().signInFailures.inc({ reason: 'second-factor' });
    await recordAudit({ actor: user, action: 'sign in', outcome: 'failed', subject: 'second factor' });
    return failures >= CHALLENGE_MAX_FAILURES
      ? { ok: false, reason: 'expired' }
      : { ok: false, reason: 'incorrect-code' };
  }
  // Used once: a parallel request with the same challenge finds it gone.
  if (!(await deleteSignInChallenge(id))) return { ok: false, reason: 'expired' };
  await refundGlobal(counted);
  if (factor === 'recovery-code') logEvent('auth.recovery_code.used', { ip, user: user.id });
  return finish(user, ip, previousToken, factor);
}

/**
 * Checks the signed-in admin's password again (changing it, turning the second factor off), with
 * the same counters and password slots as sign-in, so these forms are no side door for guessing.
 */
export async function confirmAdminPassword(
  userId: number,
  password: string,
  ip: string,
): Promise<'ok' | 'incorrect' | Throttled> {
  const counted = await gate(ip, userId);
  if (isThrottled(counted)) return counted;
  const user = await findAdminUserById(userId);
  const checked = await withPasswordSlot(env().LOGIN_CONCURRENCY, async () =>
    user && password.length > 0 && password.length <= 1024 ? verifyPassword(password, user.password_hash) : false,
  );
  if (!checked.ran) {
    await giveBack(ip, counted);
    return BUSY;
  }
  if (!checked.value) {
    logEvent('auth.password.confirm_failure', { ip, user: userId });
    return 'incorrect';
  }
  // Right, as after a sign-in: the address starts afresh (or a few password changes would lock it out).
  await Promise.all([resetRateLimit(loginRateKey(ip)), refundGlobal(counted)]);
  return 'ok';
}

/** Whether a code (TOTP or recovery) is right for the signed-in admin; a TOTP code is then used up. */
export async function confirmSecondFactor(
  user: { id: number; email: string; totp_secret: string | null },
  code: string,
) {
  if (!user.totp_secret) return false;
  const entered = code.trim().slice(0, 64);
  if (looksLikeTotpCode(entered)) {
    const step = totpStep(user.email, user.totp_secret, entered);
    return step !== null && claimTotpStep(user.id, step);
  }
  return entered.length > 0 && spendRecoveryCode(user.id, hashRecoveryCode(entered));
}
