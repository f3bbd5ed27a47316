import 'server-only';
import { env } from '../env';
import { judgeOrigin, requestHost, type OriginVerdict } from './origin-rules.mjs';

export type { OriginVerdict, OriginSettings } from './origin-rules.mjs';
export { judgeOrigin, requestHost };

/** judgeOrigin() with this process's settings (TRUST_PROXY, SITE_URL). */
export function originVerdict(h: { get(name: string): string | null }): OriginVerdict {
  const { TRUST_PROXY, siteUrl } = env();
  return judgeOrigin(h, { trustProxy: TRUST_PROXY, siteUrl });
}

/** What a refused request is told, by verdict. */
export function originRefusal(verdict: Exclude<OriginVerdict, 'same-origin'>): { status: 400 | 403; message: string } {
  return verdict === 'bad-host'
    ? { status: 400, message: 'Bad Request: the Host header is not a host name.' }
    : { status: 403, message: 'This request can only be sent from our own website.' };
}
