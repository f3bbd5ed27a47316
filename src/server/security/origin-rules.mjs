// @ts-check
// The origin rules for requests that change something, as pure functions of the headers and the
// settings: shared by the app (origin.ts, which adds this process's settings) and server/index.mjs
// (the beacon's collector, src/server/analytics/collector.mjs). Plain ESM: both sides load it.
import { isValidHost } from './host.mjs';

/** @typedef {{ get(name: string): string | null }} HeaderSource */
/** @typedef {'same-origin' | 'missing' | 'unparsable' | 'foreign' | 'bad-host'} OriginVerdict */
/** @typedef {{ trustProxy: boolean, siteUrl: string }} OriginSettings */

/**
 * The host this request was sent to, as the server believes it: the Host header, or with TRUST_PROXY
 * the first X-Forwarded-Host hop our reverse proxy wrote (without it that header is the client's
 * word, and ignored). null when that value is not a host at all.
 * @param {HeaderSource} h
 * @param {boolean} trustProxy
 * @returns {string | null}
 */
export function requestHost(h, trustProxy) {
  const forwarded = trustProxy ? h.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = (forwarded || h.get('host') || '').toLowerCase();
  return isValidHost(host) ? host : null;
}

/**
 * The one origin check for requests that change something (route handlers' POSTs, server actions):
 * the page that sent it must be this site. Origin is read first, the Referer only when a browser
 * sent no Origin; neither (a script, or a browser stripping both) is refused too, so a request
 * that cannot show where it came from never changes anything. `null` (sandboxed frames, data:
 * pages, privacy redirects) and anything unparsable are refused as foreign. The source may match
 * the host the request was sent to (see requestHost) or SITE_URL's origin, the site's canonical
 * address behind any proxy.
 * @param {HeaderSource} h
 * @param {OriginSettings} settings
 * @returns {OriginVerdict}
 */
export function judgeOrigin(h, { trustProxy, siteUrl }) {
  const source = h.get('origin') ?? h.get('referer');
  if (!source) return 'missing';
  let url;
  try {
    url = new URL(source);
  } catch {
    return 'unparsable'; // "null" lands here too
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unparsable';
  if (url.origin === new URL(siteUrl).origin) return 'same-origin';
  const host = requestHost(h, trustProxy);
  if (!host) return 'bad-host';
  return url.host === host ? 'same-origin' : 'foreign';
}
