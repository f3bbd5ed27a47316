import 'server-only';
import { env } from '../env';
import { logError } from '../log';
import { metrics, type ANALYTICS_OUTCOMES } from '../metrics.mjs';
import { resolveClientIp } from '../security/client-ip';
import { MAX_BEACON_BYTES, screenBody, screenHeaders, type BeaconSettings } from './beacon-rules.mjs';
import { recordBeacons } from './record';

/**
 * The page-view beacon's endpoint (POST /api/v, docs/decisions/147-first-party-analytics.md) as a
 * route handler: what answers under `next dev` and plain `next start`. Under server/index.mjs the
 * collector there (collector.mjs, decision 157) answers first with the same rules (beacon-rules.mjs)
 * and batches the writes; this records each beacon as it comes. It also takes the one `form_open`
 * event a page view may send when its inquiry form is first touched. It answers 204 to everything it
 * counts or deliberately drops (a bot, a prefetch, Do Not Track or Global Privacy Control,
 * ANALYTICS=0, a path that is not a public page), 4xx to malformed, oversized or foreign posts and
 * to a flood from one address, and never 500: each outcome is counted in
 * agency_analytics_beacons_total. Nothing it stores names a person: the visitor is a hash with the
 * day's salt, which is deleted when the day ends.
 */

type Outcome = (typeof ANALYTICS_OUTCOMES)[number];

export { BEACON_LIMIT_PER_MINUTE, resetBeaconThrottleForTests } from './beacon-rules.mjs';

function answer(status: number, outcome?: Outcome) {
  if (outcome) metrics().analyticsBeacons.inc({ outcome });
  return new Response(null, { status, headers: { 'cache-control': 'no-store' } });
}

export async function collectPageView(request: Request, now = new Date()): Promise<Response> {
  try {
    const config = env();
    const settings: BeaconSettings = {
      analytics: config.ANALYTICS,
      trustProxy: config.TRUST_PROXY,
      siteUrl: config.siteUrl,
    };
    const early = screenHeaders(request.headers, settings);
    if (early) return answer(early.status, early.outcome);
    const address = resolveClientIp(request.headers, {
      server: process.env.AGENCY_SERVER,
      trustProxy: config.TRUST_PROXY,
    });
    const text = await readLimited(request, MAX_BEACON_BYTES);
    const verdict = screenBody(text, request.headers, address, settings, now.getTime());
    if ('refusal' in verdict) return answer(verdict.refusal.status, verdict.refusal.outcome);
    await recordBeacons([verdict.beacon]); // counts its own outcome
    return answer(204);
  } catch (error) {
    logError('analytics.beacon_failed', error);
    return answer(204, 'error');
  }
}

/** The body as text, or null when it is longer than `limit` bytes (whatever Content-Length said). */
async function readLimited(request: Request, limit: number) {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
