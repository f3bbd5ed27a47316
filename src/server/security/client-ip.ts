import 'server-only';
import { headers } from 'next/headers';
import { env } from '../env';
import { CLIENT_IP_HEADER, forwardedAddress } from './client-address.mjs';

/**
 * CLIENT_IP_HEADER: set by server/index.mjs (our production server) on every request, to the
 * socket's address or the first X-Forwarded-For hop with TRUST_PROXY. It deletes any copy a client
 * sent first, so behind server/index.mjs the header cannot be forged. One definition, shared with server/index.mjs.
 */
export { CLIENT_IP_HEADER };

type HeaderSource = { get(name: string): string | null };

/**
 * Which address a request counts as, for rate limits. Pure, so the trust rules are testable:
 *  - under server/index.mjs (AGENCY_SERVER=serve) its private header, which it always sets;
 *  - elsewhere (`next start`, `next dev`) X-Forwarded-For only with TRUST_PROXY (a proxy of ours
 *    overwrites it), because a visitor could otherwise forge a new address per request and escape
 *    every limit; without it Next.js gives us no socket address in server actions, so all direct
 *    clients share one bucket ('direct') — strict, never bypassable.
 */
export function resolveClientIp(
  h: HeaderSource,
  { server, trustProxy }: { server: string | undefined; trustProxy: boolean },
) {
  if (server === 'serve') {
    const stamped = h.get(CLIENT_IP_HEADER)?.trim();
    if (stamped) return stamped.slice(0, 64);
  }
  if (trustProxy) {
    const forwarded = forwardedAddress((name) => h.get(name));
    if (forwarded) return forwarded.slice(0, 64);
  }
  return 'direct';
}

/** The client's address for rate limiting (see resolveClientIp). */
export async function clientIp(): Promise<string> {
  return resolveClientIp(await headers(), { server: process.env.AGENCY_SERVER, trustProxy: env().TRUST_PROXY });
}
