// @ts-check
// The production server: Next.js's own request handler behind node:http, plus what Next.js does not do
// (docs/decisions/118-next-handler-behind-a-thin-entry.md, docs/deploy.md):
//  - refuses malformed requests first (src/server/security/raw-request.mjs),
//  - hands the app each client's address in a private header (src/server/security/client-address.mjs),
//  - applies the status src/proxy.ts chose for a rewritten page (x-agency-status),
//  - logs each request as one JSON line and counts it (docs/decisions/085-structured-logs-and-metrics.md),
//  - serves /metrics on a loopback listener and/or on the main port with a bearer token,
//  - on SIGTERM stops listening, lets in-flight requests finish and closes the database within 10 s.
// Compression, caching of whole pages and static files are Next.js's, or the proxy's in front of it.
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import util from 'node:util';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import next from 'next';
import { distDirOf, serverSettingsOf } from '../src/server/config.mjs';
import { logger, pathOnly } from '../src/server/logger.mjs';
import { metrics, routeKind } from '../src/server/metrics.mjs';
import { CLIENT_IP_HEADER, stampClientAddress } from '../src/server/security/client-address.mjs';
import { refuseMalformedRequest, screenRange, staticFileSizer } from '../src/server/security/raw-request.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
nextEnv.loadEnvConfig(root, false); // .env files, before the settings below are read (Next would load them later)
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ??= 'production';
// The app believes the client-address header only under this server (src/server/security/client-ip.ts).
process.env.AGENCY_SERVER = 'serve';
const settings = serverSettingsOf(process.env);

const log = logger();
// What still writes to the console (Next.js's own error reports, a library's warning) becomes a JSON line.
for (const [method, level] of /** @type {const} */ ([
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
])) {
  console[method] = (...args) => {
    const err = args.find((arg) => arg instanceof Error);
    const text = util.stripVTControlCharacters(util.format(...args.filter((arg) => arg !== err)));
    log[level](err ? { err } : {}, text || err?.message);
  };
}

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

const { requests, requestDuration, registry } = metrics();

/** One JSON line and one count per request: fixed fields only, never headers, bodies or the query. @param {Req} req @param {Res} res */
function observe(req, res) {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const path = pathOnly(req.url);
    const kind = routeKind(req.method ?? 'GET', path, req.headers['next-action'] !== undefined);
    const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
    requests.inc({ route_kind: kind, status });
    requestDuration.observe({ route_kind: kind, status }, seconds);
    const client = req.headers[CLIENT_IP_HEADER] ?? req.socket.remoteAddress;
    const durationMs = Math.round(seconds * 10_000) / 10;
    log.info(
      { event: 'request', method: req.method, path, status, durationMs, routeKind: kind, client },
      `${req.method} ${path} ${status}`,
    );
  });
}

/** @param {Res} res */
async function answerMetrics(res) {
  const body = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}

/** /metrics on the main port: with METRICS_TOKEN as a bearer token only; without the setting, not there. @param {Req} req @param {Res} res */
function serveMetricsOnMainPort(req, res) {
  const digest = (/** @type {string} */ value) => crypto.createHash('sha256').update(value).digest();
  const offered = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const status = !settings.metricsToken
    ? 404
    : !offered || !crypto.timingSafeEqual(digest(offered), digest(settings.metricsToken))
      ? 401
      : 200;
  if (status === 200) return void answerMetrics(res).catch((error) => answerUnhandled(res, 'metrics error', error));
  res.writeHead(status, {
    'content-type': 'text/plain',
    'cache-control': 'no-store',
    ...(status === 401 && { 'www-authenticate': 'Bearer' }),
  });
  res.end(status === 401 ? 'Unauthorized' : 'Not Found');
}

const staticFileSize = staticFileSizer(path.join(root, 'public'), path.join(root, distDirOf(process.env), 'static'));

const server = http.createServer(
  {
    requestTimeout: settings.requestTimeoutMs,
    headersTimeout: settings.headersTimeoutMs,
    // How often the two limits above are checked (Node's default, 30 s, would let them run 30 s late).
    connectionsCheckingInterval: 1_000,
  },
  (req, res) => {
    observe(req, res);
    if (refuseMalformedRequest(req, res)) return; // before anything else (docs/decisions/063-clean-refusals.md)
    if (screenRange(req, res, staticFileSize)) return; // Next.js answers a Range it cannot satisfy with 500
    stampClientAddress(req.headers, req.socket.remoteAddress, settings.trustProxy);
    if (!settings.trustProxy) {
      req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
      delete req.headers['x-real-ip'];
    }
    if (pathOnly(req.url) === '/metrics') return serveMetricsOnMainPort(req, res);
    applyProxyStatus(res);
    handle(req, res).catch((error) => answerUnhandled(res, 'unhandled error', error));
  },
);
server.keepAliveTimeout = 65_000; // longer than a proxy's idle upstream connections
server.maxConnections = settings.maxConnections;
const { hostname, port } = settings;
server.listen(port, hostname, () =>
  log.info({ event: 'server.ready', hostname, port }, `ready on http://${hostname}:${port}`),
);

// The loopback-only metrics listener: anything that can reach it is on this machine already.
const metricsServer =
  settings.metricsPort === undefined
    ? undefined
    : http
        .createServer((req, res) => {
          if (req.method === 'GET' && pathOnly(req.url) === '/metrics')
            return void answerMetrics(res).catch((error) => answerUnhandled(res, 'metrics error', error));
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        })
        .listen(settings.metricsPort, '127.0.0.1', () =>
          log.info(
            { event: 'metrics.ready', port: settings.metricsPort },
            `metrics on 127.0.0.1:${settings.metricsPort}`,
          ),
        );

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
  await shared.__agencyStop?.(signal); // background work and the database (instrumentation.ts registers it)
  await app.close?.().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
