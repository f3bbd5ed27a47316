// @ts-check
// What server/index.mjs does for observability, outside the request path's main line: one JSON line
// and one count per request, and /metrics (docs/decisions/085-structured-logs-and-metrics.md).
import crypto from 'node:crypto';
import http from 'node:http';
import { pathOnly } from './logger.mjs';
import { metrics, routeKind } from './metrics.mjs';
import { CLIENT_IP_HEADER } from './security/client-address.mjs';

/** @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('pino').Logger} Logger */

/**
 * One JSON line and one count per request, when it ends: fixed fields only, never headers, bodies or
 * the query.
 * @param {Req} req @param {Res} res @param {Logger} log
 */
export function observeRequest(req, res, log) {
  const { requests, requestDuration } = metrics();
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

/** @param {Res} res @param {Logger} log */
function answerMetrics(res, log) {
  const { registry } = metrics();
  registry.metrics().then(
    (body) => {
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(body);
    },
    (error) => {
      log.error({ event: 'server.error', err: error }, 'metrics error');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    },
  );
}

/**
 * /metrics on the main port: with METRICS_TOKEN as a bearer token only; without the setting, not there.
 * @param {Req} req @param {Res} res @param {string | undefined} token @param {Logger} log
 */
export function serveMetricsOnMainPort(req, res, token, log) {
  const digest = (/** @type {string} */ value) => crypto.createHash('sha256').update(value).digest();
  const offered = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const status = !token ? 404 : !offered || !crypto.timingSafeEqual(digest(offered), digest(token)) ? 401 : 200;
  if (status === 200) return answerMetrics(res, log);
  res.writeHead(status, {
    'content-type': 'text/plain',
    'cache-control': 'no-store',
    ...(status === 401 && { 'www-authenticate': 'Bearer' }),
  });
  res.end(status === 401 ? 'Unauthorized' : 'Not Found');
}

/**
 * The loopback-only metrics listener: anything that can reach it is on this machine already.
 * @param {number} port @param {Logger} log
 */
export function listenForMetrics(port, log) {
  return http
    .createServer((req, res) => {
      if (req.method === 'GET' && pathOnly(req.url) === '/metrics') return answerMetrics(res, log);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    })
    .listen(port, '127.0.0.1', () => log.info({ event: 'metrics.ready', port }, `metrics on 127.0.0.1:${port}`));
}
