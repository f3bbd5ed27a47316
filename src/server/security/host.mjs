// @ts-check
// One rule for what a Host header may be, shared by server/index.mjs (raw-request.mjs) and the app
// (src/proxy.ts through screen-request.ts, origin.ts). Plain ESM with no imports: both sides load it.

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
