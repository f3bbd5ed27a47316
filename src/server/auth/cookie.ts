import 'server-only';
import { env } from '../env';

/**
 * The session cookie. Over HTTPS it takes the `__Host-` prefix, which browsers only accept with
 * Secure, Path=/ and no Domain: a sibling subdomain cannot plant or overwrite it.
 * src/proxy.ts reads the same cookie (sessionCookieName()) to redirect before an admin page renders.
 */
export const SESSION_COOKIE_NAMES = ['__Host-ngoma_admin', 'ngoma_admin'] as const;

export function sessionCookieName() {
  return env().secureCookies ? SESSION_COOKIE_NAMES[0] : SESSION_COOKIE_NAMES[1];
}

export function sessionCookieOptions(expires: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().secureCookies,
    path: '/',
    expires,
  };
}
