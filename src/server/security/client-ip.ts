import 'server-only';
import { headers } from 'next/headers';
import { env } from '../env';

/**
 * The client's address for rate limiting. X-Forwarded-For is believed only with TRUST_PROXY set
 * (behind our own reverse proxy, which overwrites it); otherwise a visitor could forge a new
 * address per request and escape every limit. Without a proxy, Next.js gives us no socket address
 * in server actions, so all direct clients share one bucket ('direct') — strict, never bypassable.
 */
export async function clientIp(): Promise<string> {
  const h = await headers();
  if (env().TRUST_PROXY) {
    const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
    const real = h.get('x-real-ip')?.trim();
    if (real) return real.slice(0, 64);
  }
  return 'direct';
}
