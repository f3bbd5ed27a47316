// @ts-check
// The client address server/index.mjs hands to the app, in a private request header. Next.js gives route
// handlers and server actions no socket address, so without this every direct visitor would share
// one rate-limit bucket. Plain ESM (server/index.mjs loads it before any build); the app's side is
// client-ip.ts beside it, which believes this header only under server/index.mjs.

export const CLIENT_IP_HEADER = /** @type {const} */ ('x-agency-client-ip');

/**
 * Sets CLIENT_IP_HEADER on a node:http request's headers (mutated in place), after deleting any
 * copy the client sent: the socket's address, or with `trustProxy` the first X-Forwarded-For hop
 * (then X-Real-IP) that our reverse proxy wrote, falling back to the socket when there is none.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string | undefined} socketAddress
 * @param {boolean} trustProxy
 * @returns {void}
 */
export function stampClientAddress(headers, socketAddress, trustProxy) {
  delete headers[CLIENT_IP_HEADER];
  const address = trustProxy
    ? forwardedAddress((name) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      })
    : '';
  headers[CLIENT_IP_HEADER] = (address || socketAddress || 'unknown').slice(0, 64);
}

/**
 * The client address our reverse proxy reports: the first X-Forwarded-For hop, else X-Real-IP; ''
 * when it reports none. Believe it only with TRUST_PROXY. `get` reads one request header. Shared
 * with client-ip.ts, which applies the same rule when the app runs without server/index.mjs.
 * @param {(name: string) => string | null | undefined} get
 * @returns {string}
 */
export function forwardedAddress(get) {
  const first = (String(get('x-forwarded-for') ?? '').split(',')[0] ?? '').trim();
  return first || String(get('x-real-ip') ?? '').trim();
}
