import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER as SERVER_HEADER, stampClientAddress } from '@/server/security/client-address.mjs';
import { CLIENT_IP_HEADER, resolveClientIp } from '@/server/security/client-ip';

type Headers = Record<string, string | string[] | undefined>;

/** What the app sees for a request that reached server/index.mjs from `socket` with these headers. */
function throughServe(incoming: Headers, socket: string, trustProxy: boolean) {
  const headers: Headers = { ...incoming };
  stampClientAddress(headers, socket, trustProxy);
  return resolveClientIp(new Headers(headers as Record<string, string>), { server: 'serve', trustProxy });
}

describe('client address for rate limits', () => {
  it('the server and the app agree on the header name', () => {
    expect(SERVER_HEADER).toBe(CLIENT_IP_HEADER);
  });

  it('under server/index.mjs without a proxy, each visitor is their own socket address, whatever they send', () => {
    expect(throughServe({}, '203.0.113.1', false)).toBe('203.0.113.1');
    expect(throughServe({}, '203.0.113.2', false)).toBe('203.0.113.2');
    const forged = {
      'x-forwarded-for': '198.51.100.9',
      'x-real-ip': '198.51.100.10',
      [CLIENT_IP_HEADER]: '198.51.100.11',
    };
    expect(throughServe(forged, '203.0.113.1', false)).toBe('203.0.113.1');
  });

  it('under server/index.mjs behind our proxy (TRUST_PROXY), the first X-Forwarded-For hop; a forged private header is dropped', () => {
    expect(throughServe({ 'x-forwarded-for': '198.51.100.9, 10.0.0.1' }, '127.0.0.1', true)).toBe('198.51.100.9');
    expect(throughServe({ 'x-real-ip': '198.51.100.10' }, '127.0.0.1', true)).toBe('198.51.100.10');
    expect(throughServe({ [CLIENT_IP_HEADER]: '6.6.6.6' }, '127.0.0.1', true)).toBe('127.0.0.1');
  });

  it('elsewhere (next start, next dev) the private header means nothing: X-Forwarded-For with TRUST_PROXY, else one shared bucket', () => {
    const h = new Headers({ [CLIENT_IP_HEADER]: '6.6.6.6', 'x-forwarded-for': '198.51.100.9' });
    expect(resolveClientIp(h, { server: undefined, trustProxy: false })).toBe('direct');
    expect(resolveClientIp(h, { server: undefined, trustProxy: true })).toBe('198.51.100.9');
    expect(resolveClientIp(new Headers(), { server: undefined, trustProxy: true })).toBe('direct');
  });
});
