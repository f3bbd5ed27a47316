import 'server-only';
import { env, type Env } from '../env';
import { logWarning } from '../log';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Cookies get Secure and the `__Host-` prefix only when SITE_URL is https (env.ts: secureCookies),
 * and HSTS is sent only then. A production site on a public name with an http SITE_URL has silently
 * neither, usually because SITE_URL was forgotten or mistyped behind a TLS proxy: say so once at
 * start-up. Loopback addresses (local runs, tests) are not a mistake.
 */
export function insecureSiteUrlWarning(config: Pick<Env, 'NODE_ENV' | 'siteUrl'>): string | null {
  if (config.NODE_ENV !== 'production') return null;
  const url = new URL(config.siteUrl);
  if (url.protocol === 'https:' || LOOPBACK.test(url.hostname)) return null;
  return `[security] SITE_URL is ${url.origin}: over plain http the admin session cookie is not Secure (no __Host- prefix) and no HSTS is sent; set SITE_URL to the public https:// address.`;
}

/** Logs insecureSiteUrlWarning() for this process, if any (from instrumentation.ts, once per server). */
export function warnAboutInsecureSiteUrl() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const warning = insecureSiteUrlWarning(env());
  if (warning) logWarning('security.insecure_site_url', { detail: warning });
}
