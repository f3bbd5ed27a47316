import 'server-only';
import { env } from '../env';
import { findAdminUser } from '../repositories/admin-users';
import { checkRateLimit, consumeRateLimit, resetRateLimit } from '../security/rate-limit';
import { verifyPassword } from './password';
import { closeSession, openSession, pruneSessions } from './session';

export type SignInResult =
  | { ok: true; token: string; expiresAt: Date; user: { id: number; email: string } }
  | { ok: false; reason: 'incorrect' }
  | { ok: false; reason: 'throttled'; message: string; retryAfterSeconds: number };

export const loginRateKey = (ip: string) => `login:${ip}`;

/**
 * The one sign-in procedure, used by the server action and the route handler alike.
 * A client already over LOGIN_RATE_LIMIT is refused before the password is even hashed (so the
 * throttle also caps the CPU an attacker can burn); a wrong password counts one failure; a right
 * one resets the counter and opens a brand-new session (never reusing a cookie sent with the request).
 */
export async function attemptSignIn(password: string, ip: string, previousToken?: string): Promise<SignInResult> {
  const key = loginRateKey(ip);
  const setting = env().LOGIN_RATE_LIMIT;
  const gate = await checkRateLimit(key, setting);
  if (!gate.allowed) return { ok: false, reason: 'throttled', message: gate.message, retryAfterSeconds: gate.retryAfterSeconds };

  const user = await findAdminUser();
  const valid = user && password.length > 0 && password.length <= 1024 && (await verifyPassword(password, user.password_hash));
  if (!user || !valid) {
    // This attempt is answered as a wrong password even if it reaches the limit; the next one is refused.
    await consumeRateLimit(key, setting);
    return { ok: false, reason: 'incorrect' };
  }
  await resetRateLimit(key);
  await closeSession(previousToken);
  // Housekeeping at a moment that is rare and already slow (scrypt): expired rows go.
  await pruneSessions();
  const { token, expiresAt } = await openSession(user.id);
  return { ok: true, token, expiresAt, user: { id: user.id, email: user.email } };
}
