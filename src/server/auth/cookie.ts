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

/**
 * The half-way cookie between a right password and its second-factor code: a random challenge
 * whose SHA-256 is a row in sign_in_challenges (5 minutes, 5 tries). Worth nothing without a code.
 */
export function pendingSignInCookieName() {
  return env().secureCookies ? '__Host-ngoma_admin_pending' : 'ngoma_admin_pending';
}

/** The answer to an admin form posted without JavaScript, carried across one redirect (actions/flash.ts). */
export const ADMIN_FLASH_COOKIE = 'ngoma_admin_flash';
/** The request header src/proxy.ts hands that answer to the render in (a client's own is removed). */
export const ADMIN_FLASH_HEADER = 'x-agency-admin-flash';

/**
 * The Set-Cookie values that remove the flash cookie: host-only, and with `Domain=` this host and
 * its parent, where a sibling subdomain could have planted one (a host-only deletion leaves it).
 */
export function flashCookieRemovals(hostname: string) {
  const expired = `${ADMIN_FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
  const labels = hostname.split('.');
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  const domains = isAddress ? [] : [hostname, ...(labels.length > 2 ? [labels.slice(1).join('.')] : [])];
  return [expired, ...domains.map((domain) => `${expired}; Domain=${domain}`)];
}
