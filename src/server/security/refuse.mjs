// @ts-check
// Refusals made in front of Next.js by scripts/serve.mjs, before its page cache can answer: a request
// whose Host header is not a host is malformed (RFC 9112 §3.2: answer 400), whatever page it asks
// for. Plain ESM because serve.mjs loads it before any build; src/proxy.ts applies the same rule
// (isValidHost) so that a bare `next start` refuses the same requests. See
// docs/decisions/063-clean-refusals.md.

/**
 * True when `value` is a host as a browser sends it: a name or an address, with an optional port,
 * nothing else (no path, user info, spaces, or several values).
 * @param {string | null | undefined} value
 */
export function isValidHost(value) {
  if (!value || value.length > 255 || !/^[a-z0-9.\-_[\]:]+$/i.test(value)) return false;
  try {
    return new URL(`http://${value}`).host === value.toLowerCase().replace(/:80$/, '');
  } catch {
    return false;
  }
}

/**
 * Answers a malformed request with 400 and returns true; returns false for every other request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseMalformedRequest(req, res) {
  if (isValidHost(req.headers.host)) return false;
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end('Bad Request: the Host header is not a host name.\n');
  return true;
}
