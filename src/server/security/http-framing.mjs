// @ts-check
// Request framing and connection limits of the production server (scripts/serve.mjs, or whatever entry
// replaces it), kept here as small functions so that any entry applies the same rules. Plain ESM: the
// server loads it before any build. docs/decisions/114-server-functions-gate-and-request-framing.md
import { CLIENT_IP_HEADER } from './client-address.mjs';

/**
 * GET and HEAD carry no body. One that declares a body (a non-zero Content-Length, or any
 * Transfer-Encoding) is refused with 400 and the connection closed, before the page cache or the
 * internal socket can see it: forwarded, its length made the internal server read the next
 * visitor's request as its body (request desync, CWE-444). Returns true when it answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseBodyOnRead(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const length = req.headers['content-length'];
  const declaresBody =
    req.headers['transfer-encoding'] !== undefined || (length !== undefined && !/^\s*0+\s*$/.test(length));
  if (!declaresBody) return false;
  res.shouldKeepAlive = false;
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end('Bad Request: a GET or HEAD request has no body.\n');
  return true;
}

/**
 * The only visitor headers a page rendered for that visitor through the internal socket receives: what a
 * page may read (cookies, language, the stamped client address, the proxy's forwarding headers). Never
 * framing (Content-Length, Transfer-Encoding, Expect, Connection and what it names), never router or
 * middleware headers.
 */
const FORWARDED_REQUEST_HEADERS = [
  'host',
  'cookie',
  'accept',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  CLIENT_IP_HEADER,
];

/**
 * The headers of the internal request that renders a page for this visitor, built from the
 * allow-list above, uncompressed (the server rewrites the HTML before it compresses it).
 * @param {import('node:http').IncomingHttpHeaders} visitor
 * @returns {Record<string, string | string[]>}
 */
export function forwardedHeaders(visitor) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = visitor[name];
    if (value !== undefined) headers[name] = value;
  }
  headers['accept-encoding'] = 'identity';
  return headers;
}

/** How long a render over the internal socket may take before it is abandoned (and its socket destroyed). */
export const INTERNAL_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Connection limits for a server that may face clients directly (no proxy in front buffering bodies):
 * the whole request within REQUEST_TIMEOUT_SECONDS (30), its headers within HEADERS_TIMEOUT_SECONDS
 * (20), at most MAX_CONNECTIONS (1000) open connections. Node's defaults held a slow body for 300 s
 * and had no cap. Throws a one-line reason for a bad value (start-up stops).
 * @param {Record<string, string | undefined>} env
 * @returns {{ requestTimeout: number, headersTimeout: number, connectionsCheckingInterval: number, maxConnections: number }}
 */
export function connectionLimits(env) {
  const requestTimeout = wholeNumber(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3_600) * 1000;
  const headersTimeout = wholeNumber(env, 'HEADERS_TIMEOUT_SECONDS', 20, 1, 3_600) * 1000;
  if (headersTimeout > requestTimeout)
    throw new Error('HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS');
  return {
    requestTimeout,
    headersTimeout,
    // Node checks both timeouts on this interval (30 s by default): a tenth of the shorter, 1-5 s.
    connectionsCheckingInterval: Math.min(5_000, Math.max(1_000, Math.floor(headersTimeout / 10))),
    maxConnections: wholeNumber(env, 'MAX_CONNECTIONS', 1_000, 1, 1_000_000),
  };
}

/**
 * @param {Record<string, string | undefined>} env @param {string} name
 * @param {number} fallback @param {number} min @param {number} max
 */
function wholeNumber(env, name, fallback, min, max) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}
