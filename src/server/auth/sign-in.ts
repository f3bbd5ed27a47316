import 'server-only';
import { env } from '../env';
import { findAdminUser } from '../repositories/admin-users';
import { consumeRateLimit, resetRateLimit } from '../security/rate-limit';
import { verifyPassword } from './password';
import { closeSession, openSession, pruneSessions } from './session';

export type SignInResult =
  | { ok: true; token: string; expiresAt: Date; user: { id: number; email: string } }
  | { ok: false; reason: 'incorrect' }
  | { ok: false; reason: 'throttled'; message: string; retryAfterSeconds: number };

export const loginRateKey = (ip: string) => `login:${ip}`;

/**
 * The one sign-in procedure, used by the server action and the route handler alike.
 * Every attempt is counted first, in one atomic statement, and only the first LOGIN_RATE_LIMIT
 * attempts of a window get their password checked: counting after the check let a burst of
 * parallel guesses all pass a read-only gate before any of them was counted. A refused attempt
 * costs no scrypt, so the throttle also caps the CPU an attacker can burn. A right password resets
 * the counter and opens a brand-new session (never reusing a cookie sent with the request); once
 * the limit is reached even the right password waits for the window to end.
 */
export async function attemptSignIn(password: string, ip: string, previousToken?: string): Promise<SignInResult> {
  const key = loginRateKey(ip);
  const gate = await consumeRateLimit(key, env().LOGIN_RATE_LIMIT);
  if (!gate.allowed) return { ok: false, reason: 'throttled', message: gate.message, retryAfterSeconds: gate.retryAfterSeconds };

  const user = await findAdminUser();
  const valid = user && password.length > 0 && password.length <= 1024 && (await verifyPassword(password, user.password_hash));
  if (!user || !valid) return { ok: false, reason: 'incorrect' };
  await resetRateLimit(key);
  await closeSession(previousToken);
  // Housekeeping at a moment that is rare and already slow (scrypt): expired rows go.
  await pruneSessions();
  const { token, expiresAt } = await openSession(user.id);
  return { ok: true, token, expiresAt, user: { id: user.id, email: user.email } };
}
