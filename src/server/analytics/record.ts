import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '../env';
import { logError } from '../log';
import { metrics, type ANALYTICS_OUTCOMES } from '../metrics.mjs';
import { type AnalyticsBatch, dayOf, saltOf, writeAnalyticsBatch } from '../repositories/analytics';
import type { AcceptedBeacon } from './beacon-rules.mjs';
import { attributionOf, countryOf, deviceClass } from './classify';
import { entryPageOf, isFormPage, pageVerdict } from './pages';

type Outcome = (typeof ANALYTICS_OUTCOMES)[number];

const YIELD_EVERY = 25;

/**
 * Records beacons that passed the rules (beacon-rules.mjs), in one transaction: the queue's flush in
 * server/index.mjs (collector.mjs, decision 157) hands it up to a second of them; the route handler
 * (collect.ts, `next dev`) one. Only the site's own public pages become values (pages.ts); a missing
 * item's address is a broken link by section; anything else is dropped. Each beacon ends in one outcome
 * of agency_analytics_beacons_total; a failed write counts all of the batch as `error` and is logged.
 * Never throws.
 */
export async function recordBeacons(beacons: readonly AcceptedBeacon[]): Promise<void> {
  const outcomes: Outcome[] = [];
  const batch: AnalyticsBatch = { views: [], formOpens: [], brokenLinks: [] };
  try {
    const siteHost = new URL(env().siteUrl).host;
    for (const [index, beacon] of beacons.entries()) {
      // Let requests in between: a second's batch judged in one go would hold the event loop for
      // milliseconds, and the beacon's answers and the pages wait on the same loop.
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
      const { body } = beacon;
      const now = new Date(beacon.at);
      const verdict = await pageVerdict(body.p.split(/[?#]/)[0]!);
      const day = dayOf(now);
      const visit = attributionOf(
        { entry: body.e ?? body.p, referrer: body.r },
        { ownHost: beacon.ownHost, normalisePath: entryPageOf },
      );
      if (body.k === 'form_open') {
        // Only a page with an inquiry, booking or application form; counted by the visit's first touch.
        if (verdict.kind !== 'page' || !isFormPage(verdict.path)) outcomes.push('unknown-path');
        else {
          batch.formOpens.push({ day, channel: visit.channel, campaign: visit.utmCampaign });
          outcomes.push('form-opened');
        }
        continue;
      }
      if (verdict.kind === 'missing') {
        batch.brokenLinks.push({ day, value: `${verdict.path} ← ${visit.referrerHost || 'direct'}` });
        outcomes.push('broken-link');
        continue;
      }
      if (verdict.kind === 'unknown') {
        outcomes.push('unknown-path');
        continue;
      }
      const salt = await saltOf(day);
      const visitor = createHash('sha256')
        .update(`${salt}\n${beacon.address}\n${beacon.agent}\n${siteHost}`)
        .digest('base64url')
        .slice(0, 22);
      batch.views.push({
        day,
        hour: now.getUTCHours(),
        path: verdict.path,
        entry: body.n === 1,
        referrer_host: visit.referrerHost,
        channel: visit.channel,
        utm_source: visit.utmSource,
        utm_medium: visit.utmMedium,
        utm_campaign: visit.utmCampaign,
        country: countryOf(beacon.country),
        device: deviceClass(beacon.agent),
        visitor,
      });
      outcomes.push('counted');
    }
    await writeAnalyticsBatch(batch);
  } catch (error) {
    logError('analytics.beacon_failed', error, { beacons: beacons.length });
    outcomes.length = 0;
    for (let i = 0; i < beacons.length; i++) outcomes.push('error');
  }
  const counter = metrics().analyticsBeacons;
  for (const outcome of outcomes) counter.inc({ outcome });
}
