// @ts-check
// The page-view beacon's rules (POST /api/v, docs/decisions/147-first-party-analytics.md and 157):
// what is dropped on purpose, refused or throttled before anything is stored, and the shape of a
// beacon. Plain ESM so that both sides use the same rules: the collector server/index.mjs runs
// before Next.js (src/server/analytics/collector.mjs) and the app's route handler (collect.ts, for
// `next dev` / `next start`). Everything here is in memory: no database read.
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { addressBucket } from '../security/address-bucket.mjs';
import { judgeOrigin, requestHost } from '../security/origin-rules.mjs';

/** @typedef {import('../metrics.mjs').ANALYTICS_OUTCOMES[number]} Outcome */
/** @typedef {{ get(name: string): string | null }} HeaderSource */
/** @typedef {{ analytics: boolean, trustProxy: boolean, siteUrl: string }} BeaconSettings */
/** @typedef {{ status: number, outcome: Outcome }} Refusal */

/** Bytes a beacon may carry: three short strings. */
export const MAX_BEACON_BYTES = 2048;
/** Page views one address (IPv6: its /64) may send per minute; more are refused. */
export const BEACON_LIMIT_PER_MINUTE = 60;

export const beaconSchema = z.object({
  /** The page's path (and query) now. */
  p: z.string().min(1).max(1024),
  /** The address the visit entered by, path and query (first touch). */
  e: z.string().max(1024).optional(),
  /** The referrer of the visit's first page. */
  r: z.string().max(1024).optional(),
  /** 1 for the visit's first page (a full load), 0 for a later one (a soft navigation). */
  n: z.union([z.literal(0), z.literal(1)]).optional(),
  /** 'form_open': not a page view but the first field touched in the page's inquiry form. */
  k: z.literal('form_open').optional(),
});

/**
 * A beacon that passed every rule, as it waits to be recorded (src/server/analytics/record.ts): what
 * the recording needs from the request, nothing more. The address and user agent only ever become
 * the day's salted visitor hash.
 * @typedef {{
 *   body: z.infer<typeof beaconSchema>,
 *   address: string,
 *   agent: string,
 *   ownHost: string,
 *   country: string | null,
 *   at: number,
 * }} AcceptedBeacon
 */

// On globalThis: server/index.mjs and the app's bundle each load a copy of this module, and one
// address must have one count in the process whichever copy sees its beacon.
const holder = /** @type {{ __agencyBeaconThrottle?: LRUCache<string, { count: number }> }} */ (globalThis);
const throttle = (holder.__agencyBeaconThrottle ??= new LRUCache({ max: 50_000, ttl: 60_000, ttlAutopurge: false }));

/** Forget the throttle's counts (tests). */
export function resetBeaconThrottleForTests() {
  throttle.clear();
}

/**
 * Why a request must not be counted whatever it carries, or null.
 * @param {HeaderSource} headers
 * @param {boolean} analytics ANALYTICS is on
 * @returns {Outcome | null}
 */
export function skipReason(headers, analytics) {
  if (!analytics) return 'off';
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return 'prefetch';
  if (headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1') return 'do-not-track';
  const agent = headers.get('user-agent') ?? '';
  if (!agent.trim() || isbot(agent)) return 'bot';
  return null;
}

/**
 * What the headers alone decide, before a byte of the body is read: dropped on purpose (204), a
 * foreign origin (403), a declared length over the cap (413); null to read the body.
 * @param {HeaderSource} headers
 * @param {BeaconSettings} settings
 * @returns {Refusal | null}
 */
export function screenHeaders(headers, settings) {
  const skip = skipReason(headers, settings.analytics);
  if (skip) return { status: 204, outcome: skip };
  if (judgeOrigin(headers, settings) !== 'same-origin') return { status: 403, outcome: 'bad-request' };
  const declared = Number(headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_BEACON_BYTES) return { status: 413, outcome: 'bad-request' };
  return null;
}

/**
 * The body's verdict once read: `text` is null when it was longer than MAX_BEACON_BYTES. Malformed
 * (400), oversized (413), over the address's minute (429), or accepted, to be recorded.
 * @param {string | null} text
 * @param {HeaderSource} headers
 * @param {string} address the client's address (client-ip.ts / client-address.mjs)
 * @param {BeaconSettings} settings
 * @param {number} at when it arrived (ms since the epoch)
 * @returns {{ refusal: Refusal } | { beacon: AcceptedBeacon }}
 */
export function screenBody(text, headers, address, settings, at) {
  if (text === null) return { refusal: { status: 413, outcome: 'bad-request' } };
  let body;
  try {
    const parsed = beaconSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return { refusal: { status: 400, outcome: 'bad-request' } };
    body = parsed.data;
  } catch {
    return { refusal: { status: 400, outcome: 'bad-request' } };
  }
  const bucket = addressBucket(address);
  const hits = throttle.get(bucket) ?? { count: 0 };
  hits.count += 1;
  if (hits.count === 1) throttle.set(bucket, hits);
  if (hits.count > BEACON_LIMIT_PER_MINUTE) return { refusal: { status: 429, outcome: 'throttled' } };
  const ownHost = (requestHost(headers, settings.trustProxy) ?? new URL(settings.siteUrl).host).replace(/:\d+$/, '');
  return {
    beacon: {
      body,
      address,
      agent: headers.get('user-agent') ?? '',
      ownHost,
      country: headers.get('cf-ipcountry'),
      at,
    },
  };
}
