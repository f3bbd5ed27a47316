// @ts-check
// The page-view beacon's collector in server/index.mjs (docs/decisions/157-beacon-in-the-entry.md):
// POST /api/v is answered here, before Next.js, with the rules the route handler uses
// (beacon-rules.mjs), and what passes waits in a bounded queue in memory. A flusher hands the queue
// to the app's recordBeacons (src/server/analytics/record.ts, registered on globalThis at start-up)
// once a second, or as soon as it holds `batchSize` beacons, and once more on shutdown: one
// transaction a flush instead of a write a request. A kill -9 loses what waits (at most about a
// second of page views); that is acceptable for analytics (never for leads, which stay synchronous).
import { metrics } from '../metrics.mjs';
import { CLIENT_IP_HEADER } from '../security/client-address.mjs';
import { MAX_BEACON_BYTES, screenBody, screenHeaders } from './beacon-rules.mjs';

/** The beacon's path (src/components/site/visit.ts); the query, which the beacon never has, is ignored. */
export const BEACON_PATH = '/api/v';

/**
 * @typedef {import('./beacon-rules.mjs').AcceptedBeacon} AcceptedBeacon
 * @typedef {import('./beacon-rules.mjs').BeaconSettings} BeaconSettings
 * @typedef {(beacons: readonly AcceptedBeacon[]) => Promise<void>} Recorder
 * @typedef {{ error: (fields: object, message: string) => void }} Log
 */

const shared = /** @type {{ __agencyRecordBeacons?: Recorder }} */ (globalThis);

/**
 * @param {{
 *   settings: BeaconSettings,
 *   log: Log,
 *   recorder?: () => Recorder | undefined,
 *   flushEveryMs?: number,
 *   batchSize?: number,
 *   maxQueue?: number,
 * }} options `recorder` defaults to the one the app registers; the queue holds at most `maxQueue`
 *   beacons (then they are dropped and counted as `dropped`)
 */
export function createBeaconCollector({
  settings,
  log,
  recorder = () => shared.__agencyRecordBeacons,
  flushEveryMs = 1_000,
  batchSize = 500,
  maxQueue = 10_000,
}) {
  /** @type {AcceptedBeacon[]} */
  let queue = [];
  /** @type {Promise<void> | undefined} */
  let flushing;
  let soon = false;
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  /** Writes what waits, in one batch; resolves when it is written (or failed and was counted). */
  function flush() {
    if (flushing) return flushing;
    const record = recorder();
    if (!record || queue.length === 0) return Promise.resolve(); // the app not started yet: keep them
    const batch = queue;
    queue = [];
    flushing = Promise.resolve()
      .then(() => record(batch))
      .catch((/** @type {unknown} */ error) => {
        // recordBeacons never throws; a recorder that does loses its batch, counted and logged.
        metrics().analyticsBeacons.inc({ outcome: 'error' }, batch.length);
        log.error({ event: 'analytics.flush_failed', err: error, beacons: batch.length }, 'analytics flush failed');
      })
      .finally(() => {
        flushing = undefined;
      });
    return flushing;
  }

  /** @param {AcceptedBeacon} beacon */
  function enqueue(beacon) {
    if (queue.length >= maxQueue) {
      metrics().analyticsBeacons.inc({ outcome: 'dropped' });
      return;
    }
    queue.push(beacon);
    if (queue.length >= batchSize && !soon) {
      soon = true;
      setImmediate(() => {
        soon = false;
        void flush().then(() => (queue.length >= batchSize ? flush() : undefined));
      });
    }
  }

  /**
   * Answers POST /api/v; returns false for any other request (Next.js handles it).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function handle(req, res) {
    if (req.method !== 'POST' || String(req.url ?? '').split('?')[0] !== BEACON_PATH) return false;
    /** @param {number} status @param {import('../metrics.mjs').ANALYTICS_OUTCOMES[number]} [outcome] */
    const answer = (status, outcome) => {
      if (outcome) metrics().analyticsBeacons.inc({ outcome });
      res.writeHead(status, { 'cache-control': 'no-store' });
      res.end();
    };
    const headers = {
      /** @param {string} name */
      get(name) {
        const value = req.headers[name];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    };
    const early = screenHeaders(headers, settings);
    if (early) {
      answer(early.status, early.outcome); // Node drains and discards the unread body
      return true;
    }
    const address = headers.get(CLIENT_IP_HEADER) ?? req.socket.remoteAddress ?? 'unknown';
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    /** @param {string | null} text */
    const finish = (text) => {
      if (done) return;
      done = true;
      const verdict = screenBody(text, headers, address, settings, Date.now());
      if ('refusal' in verdict) return answer(verdict.refusal.status, verdict.refusal.outcome);
      enqueue(verdict.beacon); // its outcome is counted when it is recorded (or dropped)
      answer(204);
    };
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BEACON_BYTES) finish(null);
      else chunks.push(chunk);
    });
    req.on('end', () => finish(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => {
      done = true; // the client went away: nothing to answer, nothing kept
    });
    return true;
  }

  /** Stops the timer and writes everything that waits (server/index.mjs, on SIGTERM). */
  async function close() {
    clearInterval(timer);
    while (flushing || (queue.length > 0 && recorder())) await flush();
  }

  return {
    handle,
    flush,
    close,
    /** Beacons waiting to be written. */
    get pending() {
      return queue.length;
    },
  };
}
