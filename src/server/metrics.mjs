// @ts-check
// Prometheus metrics (prom-client) for this server process. One registry on globalThis, shared by
// server/index.mjs (requests), the cache handlers (sizes) and the app inside the Next.js bundle (outbox,
// sign-in), which may each load their own copy of this file. Scraped from server/index.mjs: a loopback-only listener
// at METRICS_PORT and/or /metrics on the main port with a bearer token (METRICS_TOKEN).
// docs/decisions/085-structured-logs-and-metrics.md
import { splitLocalePath } from '../lib/i18n/locales.mjs';
import client from 'prom-client';
import { LIST_SECTIONS, STATIC_PAGES } from './public-pages.mjs';

/** The route kinds requests are counted by: a fixed set, never the raw path (unbounded cardinality). */
export const ROUTE_KINDS = /** @type {const} */ ([
  'page',
  'list',
  'detail',
  'feed',
  'asset',
  'upload',
  'api',
  'admin',
  'action',
  'other',
]);

/** @type {readonly string[]} */
const LISTS = LIST_SECTIONS;
const ASSET_FILE = /\.(?:css|js|mjs|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|txt|webmanifest|mp4|webm)$/i;

/**
 * Which kind of route a request is for (its path without the query string).
 * @param {string} method
 * @param {string} path
 * @param {boolean} [isServerAction] the request carries Next.js's `next-action` header
 * @returns {(typeof ROUTE_KINDS)[number]}
 */
export function routeKind(method, path, isServerAction = false) {
  // A page in French or Swahili is the same kind of route as in English (decision 160).
  const p = splitLocalePath(path.length > 1 ? path.replace(/\/+$/, '') : path).path;
  if (p === '/admin' || p.startsWith('/admin/') || p === '/admin-login' || p.startsWith('/admin-login/'))
    return 'admin';
  if (p.startsWith('/api/')) return 'api';
  if (p.startsWith('/uploads/')) return 'upload';
  if (p.startsWith('/_next/') || p.startsWith('/art/') || p.startsWith('/fonts/') || ASSET_FILE.test(p)) {
    return p === '/robots.txt' ? 'feed' : 'asset';
  }
  if (['/blog/rss.xml', '/events/rss.xml', '/events.ics', '/sitemap.xml'].includes(p)) return 'feed';
  if (isServerAction || (method === 'POST' && (p === '/contact/submit' || p === '/careers/submit'))) return 'action';
  if (STATIC_PAGES.has(p)) return 'page';
  const [first, second, ...rest] = p.split('/').slice(1);
  if (first && LISTS.includes(first)) {
    // Filters and pages of a list live in its path: /portfolio/category/festival/page/2, /events/past/page/2 (src/lib/list-paths.ts).
    if (second === undefined || (rest.length > 0 && ['category', 'year', 'city', 'past', 'page'].includes(second)))
      return 'list';
    if (rest.length === 0 || (rest.length === 1 && ['apply', 'book'].includes(rest[0] ?? ''))) return 'detail';
  }
  return 'other';
}

/** What became of a page-view beacon (src/server/analytics/beacon-rules.mjs, record.ts). */
export const ANALYTICS_OUTCOMES = /** @type {const} */ ([
  'counted',
  'form-opened',
  'off',
  'bot',
  'do-not-track',
  'prefetch',
  'throttled',
  'unknown-path',
  'broken-link',
  'bad-request',
  'error',
  // The collector's queue in server/index.mjs was full (decision 157): answered 204, not recorded.
  'dropped',
]);

/**
 * @typedef {{ pending: number, oldestPendingSeconds: number, failed: number }} OutboxFigures
 * @typedef {{ size: number, bytes: number }} CacheView
 */

/** @param {client.Registry} registry */
function create(registry) {
  client.collectDefaultMetrics({ register: registry });
  /** @type {{ caches: Partial<Record<'data' | 'route', CacheView>>, outboxProbe?: () => Promise<OutboxFigures> }} */
  const sources = { caches: {} };
  /** @param {string} name @param {string} help @param {keyof CacheView} field */
  const cacheGauge = (name, help, field) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['store'],
      registers: [registry],
      collect() {
        for (const [store, view] of Object.entries(sources.caches)) this.set({ store }, view[field]);
      },
    });

  // One database query per scrape, shared by the outbox gauges (each collects separately).
  /** @type {{ at: number, figures: Promise<OutboxFigures | undefined> } | undefined} */
  let lastProbe;
  const outboxFigures = () => {
    const probe = sources.outboxProbe;
    if (!probe) return Promise.resolve(undefined);
    if (!lastProbe || Date.now() - lastProbe.at > 1_000) {
      const timeout = new Promise((resolve) => setTimeout(resolve, 2_000).unref());
      const figures = Promise.race([probe(), timeout]).catch(() => undefined);
      lastProbe = { at: Date.now(), figures: /** @type {Promise<OutboxFigures | undefined>} */ (figures) };
    }
    return lastProbe.figures;
  };
  /** @param {string} name @param {string} help @param {keyof OutboxFigures} field */
  const outboxGauge = (name, help, field) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const figures = await outboxFigures();
        if (figures) this.set(figures[field]);
      },
    });

  const metrics = {
    registry,
    sources,
    requests: new client.Counter({
      name: 'agency_http_requests_total',
      help: 'HTTP requests answered, by route kind and status code',
      labelNames: ['route_kind', 'status'],
      registers: [registry],
    }),
    requestDuration: new client.Histogram({
      name: 'agency_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route kind and status code',
      labelNames: ['route_kind', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    cacheEntries: cacheGauge(
      'agency_cache_entries',
      'Entries held in a cache store (data: use cache; route: pages)',
      'size',
    ),
    cacheBytes: cacheGauge('agency_cache_bytes', 'Bytes the values of a cache store weigh', 'bytes'),
    outboxPending: outboxGauge(
      'agency_outbox_pending',
      'E-mails waiting in the outbox (inquiries to the agency, messages to visitors)',
      'pending',
    ),
    outboxOldestPending: outboxGauge(
      'agency_outbox_oldest_pending_seconds',
      'Age of the oldest e-mail waiting in the outbox (0 when none)',
      'oldestPendingSeconds',
    ),
    outboxFailed: outboxGauge(
      'agency_outbox_failed',
      'E-mails that failed for good (inquiries wait in the admin inbox for a Retry)',
      'failed',
    ),
    outboxDeliveries: new client.Counter({
      name: 'agency_outbox_deliveries_total',
      help: 'Delivery attempts by this process, by outcome (sent, retry, failed)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    signInFailures: new client.Counter({
      name: 'agency_sign_in_failures_total',
      help: 'Failed sign-in attempts, by factor (password, second-factor) or throttled',
      labelNames: ['reason'],
      registers: [registry],
    }),
    analyticsBeacons: new client.Counter({
      name: 'agency_analytics_beacons_total',
      help: 'Page-view beacons received, by outcome (counted, or why not: a fixed set, decision 147)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
  for (const outcome of ['sent', 'retry', 'failed']) metrics.outboxDeliveries.inc({ outcome }, 0);
  for (const reason of ['password', 'second-factor', 'throttled']) metrics.signInFailures.inc({ reason }, 0);
  for (const outcome of ANALYTICS_OUTCOMES) metrics.analyticsBeacons.inc({ outcome }, 0);
  return metrics;
}

const holder = /** @type {{ __agencyMetrics?: ReturnType<typeof create> }} */ (globalThis);

/** The metrics of this process (created on first use). */
export function metrics() {
  holder.__agencyMetrics ??= create(new client.Registry());
  return holder.__agencyMetrics;
}
