// @ts-check
// Refusals made by server/index.mjs before Next.js sees a request, for what Next.js would answer
// wrongly or not at all (docs/decisions/063-clean-refusals.md). nginx or Caddy in front refuse most of
// these first; the app alone must still be correct. Plain ESM: the entry loads it outside the bundle.
// src/proxy.ts applies isValidHost (host.mjs) too, so that a bare `next start` refuses the same Hosts.
import fs from 'node:fs';
import path from 'node:path';
import { bodyLengthRefusal, bodyLimitFor } from '../../lib/request-limits.mjs';
import { isValidHost } from './host.mjs';

/**
 * Why a request is malformed, or undefined when it is not: a Host that is not a host (RFC 9112 §3.2),
 * or a GET/HEAD that carries a body. A body on a read has no meaning (RFC 9110 §9.3.1), and framing
 * one (Content-Length, any Transfer-Encoding) is how requests are smuggled past a proxy that reads
 * the message differently; it is refused before anything else and the connection closed.
 * @param {import('node:http').IncomingMessage} req
 */
function malformation(req) {
  if (!isValidHost(req.headers.host)) return 'the Host header is not a host name';
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (req.headers['transfer-encoding'] !== undefined) return 'a GET or HEAD request has no body';
  const length = req.headers['content-length'];
  if (length !== undefined && length !== '0') return 'a GET or HEAD request has no body';
  return undefined;
}

/**
 * Answers a malformed request with 400 (and closes the connection) and returns true; returns false
 * for every other request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseMalformedRequest(req, res) {
  const reason = malformation(req);
  if (!reason) return false;
  res.shouldKeepAlive = false;
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end(`Bad Request: ${reason}.\n`);
  return true;
}

/**
 * The methods some route of the site answers. Any other that Node.js parses (TRACE, PURGE, PUT…)
 * gets 405 here: Next.js's proxy adapter builds a fetch Request, which throws on TRACE and TRACK, and
 * that answered 500. CONNECT never reaches the request handler: refuseConnect answers it.
 */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const ALLOW = SERVED_METHODS.join(', ');

/**
 * Answers a method no route serves with 405 and an Allow header, and returns true; false otherwise.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseUnservedMethod(req, res) {
  if (SERVED_METHODS.includes(req.method ?? '')) return false;
  res.writeHead(405, { allow: ALLOW, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Method Not Allowed.\n');
  return true;
}

/**
 * A CONNECT request (the server's 'connect' event): this is not a forward proxy. Without a listener
 * Node.js drops the connection without a word; this answers 405 and closes it.
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:stream').Duplex} socket
 */
export function refuseConnect(_req, socket) {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}

/**
 * Bodies refused by their framing before Next.js reads a byte of them. For src/proxy.ts, Next.js
 * copies every request body into memory up to `proxyClientMaxBodySize` (next.config.mjs) before the
 * proxy runs; that has to be as big as the largest body any route takes (a job application's CV,
 * bodyLimitFor in src/lib/request-limits.mjs), so the per-route limit is applied here first: a
 * declared length over the path's limit gets 413, a body framed by Transfer-Encoding instead of a
 * length 411 (it could only be measured by reading it). The unread body is drained and discarded
 * by Node, never kept. /admin/uploads bypasses the proxy and refuses by length itself. Returns true
 * when it answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseUnmeasuredBody(req, res) {
  if (req.method === 'GET' || req.method === 'HEAD') return false; // a body on these is malformed (above)
  const length = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!chunked && length === undefined) return false; // no body
  const pathname = String(req.url ?? '/').split(/[?#]/)[0] ?? '/';
  if (pathname === '/admin/uploads') return false;
  const refusal = chunked ? bodyLengthRefusal(undefined, 0) : bodyLengthRefusal(length, bodyLimitFor(pathname));
  if (!refusal) return false;
  res.writeHead(refusal.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${refusal.message}\n`);
  return true;
}

/**
 * Range requests for the files Next.js serves itself (`public/`, `/_next/static/`). Its file server
 * answers a Range it cannot parse or satisfy with 500; RFC 9110 §14.2 says a server ignores a Range
 * it does not understand (the whole file, 200) and answers one that starts past the end with 416.
 * So: anything but one well-formed byte range is removed from the request (with If-Range); a range
 * that starts past the end of the file gets 416 here. Returns true when it answered.
 * `sizeOf(pathname)` is the size of the static file a path names, or undefined when it names none.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(pathname: string) => number | undefined} sizeOf
 */
export function screenRange(req, res, sizeOf) {
  const range = req.headers.range;
  if (range === undefined) return false;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(String(range).trim());
  const [first, last] = match ? [match[1], match[2]] : ['', ''];
  const wellFormed =
    (req.method === 'GET' || req.method === 'HEAD') &&
    (first !== '' || last !== '') &&
    (first === '' || last === '' || Number(last) >= Number(first));
  if (!wellFormed) {
    delete req.headers.range;
    delete req.headers['if-range'];
    return false;
  }
  const size = sizeOf(String(req.url ?? '/').split('?')[0] ?? '/');
  if (size === undefined) return false;
  const satisfiable = first !== '' ? Number(first) < size : Number(last) > 0 && size > 0;
  if (satisfiable) return false;
  res.writeHead(416, {
    'content-range': `bytes */${size}`,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end('Range Not Satisfiable\n');
  return true;
}

/**
 * `sizeOf` for screenRange(): the size of the file Next.js serves for a path from public/ or from the
 * build's static/ folder (under /_next/static/), or undefined when the path names none.
 * @param {string} publicDir @param {string} builtStaticDir
 * @returns {(pathname: string) => number | undefined}
 */
export function staticFileSizer(publicDir, builtStaticDir) {
  return (pathname) => {
    try {
      const decoded = decodeURIComponent(pathname);
      const [dir, rest] = decoded.startsWith('/_next/static/')
        ? [builtStaticDir, decoded.slice('/_next/static/'.length)]
        : [publicDir, decoded];
      const file = path.resolve(dir, `./${rest}`);
      const stat = file.startsWith(dir + path.sep) ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
      return stat?.isFile() ? stat.size : undefined;
    } catch {
      return undefined;
    }
  };
}
