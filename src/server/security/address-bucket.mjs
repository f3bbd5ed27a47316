// @ts-check
// Plain ESM: the app's rate limits and server/index.mjs (the beacon's collector) both load it.
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit bucket an address belongs to. One IPv6 subscriber usually holds a whole /64 and can
 * pick a new address per request, so IPv6 addresses are keyed by their /64; IPv4-mapped IPv6
 * (`::ffff:203.0.113.9`, what a dual-stack socket reports) counts as the IPv4 address it is.
 * Anything else (e.g. 'direct', 'unknown') is its own bucket, unchanged.
 * @param {string} address
 * @returns {string}
 */
export function addressBucket(address) {
  const trimmed = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(trimmed)) return trimmed;
  const withoutZone = trimmed.split('%')[0] ?? '';
  if (!isIPv6(withoutZone)) return address;
  return `${expandIPv6(withoutZone).slice(0, 4).join(':')}::/64`;
}

/**
 * The eight 16-bit groups of an IPv6 address, without leading zeros ('2001:db8::1' -> 2001,db8,0,…,1).
 * @param {string} address
 * @returns {string[]}
 */
function expandIPv6(address) {
  let text = address;
  // A trailing dotted quad (::ffff:1.2.3.4 was handled above; 64:ff9b::1.2.3.4 is not) becomes two groups.
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = `${text.slice(0, quad.index)}${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array(missing).fill('0'), ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
