import 'server-only';
import { env } from '../env';
import { isValidHost } from './host.mjs';

type HeaderSource = { get(name: string): string | null };

/** Why a state-changing request was refused; `same-origin` lets it through. */
export type OriginVerdict = 'same-origin' | 'missing' | 'unparsable' | 'foreign' | 'bad-host';

export type OriginSettings = { trustProxy: boolean; siteUrl: string };

/**
 * The host this request was sent to, as the server believes it: the Host header, or with TRUST_PROXY
 * the first X-Forwarded-Host hop our reverse proxy wrote (without it that header is the client's
 * word, and ignored). null when that value is not a host at all.
 */
export function requestHost(h: HeaderSource, trustProxy: boolean): string | null {
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
 */
export function judgeOrigin(h: HeaderSource, { trustProxy, siteUrl }: OriginSettings): OriginVerdict {
  const source = h.get('origin') ?? h.get('referer');
  if (!source) return 'missing';
  let url: URL;
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

/** judgeOrigin() with this process's settings (TRUST_PROXY, SITE_URL). */
export function originVerdict(h: HeaderSource): OriginVerdict {
  const { TRUST_PROXY, siteUrl } = env();
  return judgeOrigin(h, { trustProxy: TRUST_PROXY, siteUrl });
}

/** What a refused request is told, by verdict. */
export function originRefusal(verdict: Exclude<OriginVerdict, 'same-origin'>): { status: 400 | 403; message: string } {
  return verdict === 'bad-host'
    ? { status: 400, message: 'Bad Request: the Host header is not a host name.' }
    : { status: 403, message: 'This request can only be sent from our own website.' };
}
