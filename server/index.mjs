// @ts-check
// The production server: Next.js's own request handler behind node:http, plus what Next.js does not do
// (docs/decisions/118-next-handler-behind-a-thin-entry.md, docs/deploy.md):
//  - refuses malformed requests first, methods no route serves, and bodies over their route's limit
//    (src/server/security/raw-request.mjs),
//  - hands the app each client's address in a private header (src/server/security/client-address.mjs),
//  - applies the status src/proxy.ts chose for a rewritten page (x-agency-status),
//  - logs each request as one JSON line and counts it (docs/decisions/085-structured-logs-and-metrics.md),
//  - serves /metrics on a loopback listener and/or on the main port with a bearer token,
//  - answers the page-view beacon (POST /api/v) itself and batches its writes (decision 157),
//  - on SIGTERM stops listening, lets in-flight requests finish and closes the database within 10 s.
// Compression, caching of whole pages and static files are Next.js's, or the proxy's in front of it.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import next from 'next';
import { createBeaconCollector } from '../src/server/analytics/collector.mjs';
import { analyticsOnOf, distDirOf, serverSettingsOf, siteUrlOf } from '../src/server/config.mjs';
import { logger, pathOnly, routeConsoleTo } from '../src/server/logger.mjs';
import { listenForMetrics, observeRequest, serveMetricsOnMainPort } from '../src/server/metrics-http.mjs';
import { stampClientAddress } from '../src/server/security/client-address.mjs';
import {
  refuseConnect,
  refuseMalformedRequest,
  refuseUnmeasuredBody,
  refuseUnservedMethod,
  screenRange,
  staticFileSizer,
} from '../src/server/security/raw-request.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
nextEnv.loadEnvConfig(root, false); // .env files, before the settings below are read (Next would load them later)
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ??= 'production';
// The app believes the client-address header only under this server (src/server/security/client-ip.ts).
process.env.AGENCY_SERVER = 'serve';
const settings = serverSettingsOf(process.env);

const log = logger();
routeConsoleTo(log);

// `hostname` only names the server in the absolute URLs Next.js builds (we listen ourselves). It must be
// 'localhost': Next compares a proxy rewrite's target, with loopback written as 'localhost', against it,
// and would take a rewrite to our own /missing page (src/proxy.ts) for another site's.
const app = next({ dev: false, dir: root, hostname: 'localhost', port: settings.port });
await app.prepare();
const handle = app.getRequestHandler();

/** @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res */

/** @param {Res} res @param {string} label @param {unknown} error */
function answerUnhandled(res, label, error) {
  log.error({ event: 'server.error', err: error }, label);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
  res.end('Internal Server Error');
}

/**
 * Next.js answers a rewrite with the target page's status (200), whatever src/proxy.ts asked for; the
 * proxy names its status in this header (404 for an unknown slug, docs/decisions/070-not-found-pages.md).
 * It replaces a 200 only, and never leaves the server.
 * @param {Res} res
 */
function applyProxyStatus(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {Res['writeHead']} */ (
    /** @param {number} status @param {any[]} rest */
    (status, ...rest) => {
      const wanted = Number(res.getHeader('x-agency-status'));
      res.removeHeader('x-agency-status');
      return writeHead.call(res, status === 200 && wanted >= 400 && wanted <= 599 ? wanted : status, ...rest);
    }
  );
}

const beacons = createBeaconCollector({
  settings: { analytics: analyticsOnOf(process.env), trustProxy: settings.trustProxy, siteUrl: siteUrlOf(process.env) },
  log,
});

const staticFileSize = staticFileSizer(path.join(root, 'public'), path.join(root, distDirOf(process.env), 'static'));

const server = http.createServer(
  {
    requestTimeout: settings.requestTimeoutMs,
    headersTimeout: settings.headersTimeoutMs,
    // How often the two limits above are checked (Node's default, 30 s, would let them run 30 s late).
    connectionsCheckingInterval: 1_000,
  },
  (req, res) => {
    observeRequest(req, res, log);
    if (refuseMalformedRequest(req, res)) return; // before anything else (docs/decisions/063-clean-refusals.md)
    if (refuseUnservedMethod(req, res)) return; // TRACE would reach the proxy's fetch Request and answer 500
    if (refuseUnmeasuredBody(req, res)) return; // before Next.js buffers it for the proxy (decision 129)
    if (screenRange(req, res, staticFileSize)) return; // Next.js answers a Range it cannot satisfy with 500
    stampClientAddress(req.headers, req.socket.remoteAddress, settings.trustProxy);
    if (!settings.trustProxy) {
      req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
      delete req.headers['x-real-ip'];
    }
    if (pathOnly(req.url) === '/metrics') return serveMetricsOnMainPort(req, res, settings.metricsToken, log);
    if (beacons.handle(req, res)) return; // queued, written within a second (src/server/analytics/collector.mjs)
    applyProxyStatus(res);
    handle(req, res).catch((error) => answerUnhandled(res, 'unhandled error', error));
  },
);
server.on('connect', refuseConnect);
server.keepAliveTimeout = 65_000; // longer than a proxy's idle upstream connections
server.maxConnections = settings.maxConnections;
const { hostname, port } = settings;
server.listen(port, hostname, () =>
  log.info({ event: 'server.ready', hostname, port }, `ready on http://${hostname}:${port}`),
);

const metricsServer = settings.metricsPort === undefined ? undefined : listenForMetrics(settings.metricsPort, log);

/** What the app inside the bundle shares with this server (src/server/lifecycle.ts, process.ts). */
const shared = /** @type {{ __agencyShuttingDown?: boolean, __agencyStop?: (signal: string) => Promise<void> }} */ (
  globalThis
);
let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  shared.__agencyShuttingDown = true; // GET /api/ready answers 503 from now on
  setTimeout(() => process.exit(1), 9_500).unref();
  log.info({ event: 'server.stopping', signal }, `${signal}: closing the listener`);
  metricsServer?.close();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  await beacons.close(); // the queued page views, before the database closes
  await shared.__agencyStop?.(signal); // background work and the database (instrumentation.ts registers it)
  await app.close?.().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
