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
