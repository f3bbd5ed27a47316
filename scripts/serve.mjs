// @ts-check
// The production HTTP server: Next.js's request handler behind a plain node:http server, so that
//  - the app gets each client's address in a private header (src/server/security/client-address.mjs): the
//    socket's, unless TRUST_PROXY says a proxy in front of us sets X-Forwarded-For (a visitor cannot
//    forge an address to escape rate limits, nor share one bucket with everybody else), and
//  - public pages are answered from the page cache (src/server/cache/page-cache.mjs): one rendered,
//    compressed copy per normalised URL, cleared whenever the data behind the pages changes; a miss is
//    rendered by Next.js through an internal socket from a request this server builds (never the
//    visitor's headers), so the whole, anonymous response can be kept, and
//  - each request is logged as one JSON line (src/server/logger.mjs) and counted in the Prometheus
//    metrics (src/server/metrics.mjs), served to a scraper at METRICS_PORT (loopback only) and/or at
//    /metrics with METRICS_TOKEN (docs/decisions/085-structured-logs-and-metrics.md), and
//  - SIGTERM closes the listener, lets in-flight requests finish, stops background work and closes
//    the database (src/server/process.ts) within 10 s.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import nextEnv from '@next/env';
import next from 'next';
import { trustProxyOf } from '../src/server/config.mjs';
import { logger, pathOnly } from '../src/server/logger.mjs';
import { metrics, routeKind } from '../src/server/metrics.mjs';
import { CLIENT_IP_HEADER, stampClientAddress } from '../src/server/security/client-address.mjs';
import { refuseMalformedRequest, screenRange } from '../src/server/security/refuse.mjs';
import {
  INTERNAL_REQUEST_TIMEOUT_MS,
  connectionLimits,
  forwardedHeaders,
  refuseBodyOnRead,
} from '../src/server/security/http-framing.mjs';
import {
  PAGE_CACHE_KEY,
  canonicalRequest,
  createPageCache,
  isFormPageRequest,
  isStorableResponse,
  negotiateEncoding,
  pageCacheHolder,
  pageCacheKey,
} from '../src/server/cache/page-cache.mjs';
import { distDir, root } from './lib.mjs';

// The app believes the client-address header only when it runs under this server (see
// src/server/security/client-ip.ts); say so here, whoever started us.
process.env.AGENCY_SERVER = 'serve';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxy = trustProxyOf(process.env);
// Timeouts and a connection cap for clients that reach us directly (src/server/security/http-framing.mjs).
const limits = connectionLimits(process.env);
// Validated with the rest of the environment at start-up (src/server/env.ts); 0 turns the cache off.
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 60);
// `x-agency-cache: HIT|MISS` tells when an entry was stored and when it expires: useful to tests and
// to an operator, and to nobody else (it let an attacker time a poisoning), so off unless asked for.
const showCacheState = ['1', 'true'].includes(process.env.PAGE_CACHE_STATUS_HEADER ?? '');

// Metrics: a listener bound to the loopback interface, and/or /metrics on the main port behind a
// bearer token. Both validated in src/server/env.ts; unset, neither exists.
const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
const metricsToken = process.env.METRICS_TOKEN?.trim() || undefined;

const log = logger();
// Whatever still writes to the console here (Next.js's own error reports, a library's warning) becomes
// a JSON line too, so the log stays one machine-readable stream.
for (const [method, level] of /** @type {const} */ ([
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
])) {
  console[method] = (...args) => {
    const err = args.find((arg) => arg instanceof Error);
    log[level](
      err ? { err } : {},
      util.stripVTControlCharacters(util.format(...args.filter((arg) => arg !== err))) || err?.message,
    );
  };
}

// `hostname` here only names the server in the absolute URLs Next.js builds internally (we listen
// ourselves, below). It must be 'localhost': Next writes a proxy's rewrite with the loopback address
// normalised to 'localhost' and compares it with http://<hostname>:<port>, so under HOSTNAME=127.0.0.1
// a rewrite to our own /missing/<kind> (src/proxy.ts) was taken for another site and proxied out.
/** Whether the page cache answered (HIT, MISS) or not (BYPASS), for the request log. */
const CACHE_STATE = Symbol('page cache state');

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse & { [CACHE_STATE]?: string }} Res
 * @typedef {import('../src/server/cache/page-cache.mjs').PageEntry} PageEntry
 * @typedef {import('../src/server/cache/page-cache.mjs').PageCache} PageCache
 */

// Next.js would read next.config.ts here by compiling it with its native SWC binding, which then stays
// mapped for the life of the process: 25 MB resident that serving never uses. The build already wrote
// the resolved configuration to required-server-files.json; handing it over the way Next's own
// standalone server does skips the compiler (docs/decisions/113-server-memory-heap-and-config.md).
// Next skips its .env loading on that path too, so it is done here, as Next would have.
const requiredServerFiles = path.join(distDir(), 'required-server-files.json');
if (!process.env.__NEXT_PRIVATE_STANDALONE_CONFIG && fs.existsSync(requiredServerFiles)) {
  nextEnv.loadEnvConfig(root, false);
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(fs.readFileSync(requiredServerFiles, 'utf8')).config,
  );
}
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

/**
 * The last resort for an error nothing else caught: logged here, a plain 500 for the visitor.
 * @param {Res} res @param {string} label @param {unknown} error
 */
function answerUnhandled(res, label, error) {
  log.error({ event: 'server.error', err: error }, label);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
  res.end('Internal Server Error');
}

/**
 * The status src/proxy.ts chose for a page it rewrote (404 for an unknown slug rewritten to
 * /missing): Next.js answers a rewrite to a page with that page's own status, 200, so the proxy
 * names the status in this header and it is applied here, then removed. Only a 200 is replaced
 * (never a redirect or a 304). See docs/decisions/070-not-found-pages.md.
 */
const PROXY_STATUS_HEADER = 'x-agency-status';

/** @param {Res} res */
function applyProxyStatus(res) {
  const writeHead = /** @type {(this: Res, statusCode: number, ...rest: unknown[]) => Res} */ (res.writeHead);
  res.writeHead = /** @type {Res['writeHead']} */ (
    /** @type {unknown} */ (
      /** @this {Res} @param {number} statusCode @param {unknown[]} rest */
      function (statusCode, ...rest) {
        const wanted = Number(res.getHeader(PROXY_STATUS_HEADER));
        if (res.hasHeader(PROXY_STATUS_HEADER)) res.removeHeader(PROXY_STATUS_HEADER);
        return writeHead.call(
          this,
          statusCode === 200 && wanted >= 400 && wanted <= 599 ? wanted : statusCode,
          ...rest,
        );
      }
    )
  );
}

/** @param {Req} req @param {Res} res */
function handleInNext(req, res) {
  applyProxyStatus(res);
  handle(req, res).catch((error) => answerUnhandled(res, 'unhandled error', error));
}

// ---------------------------------------------------------------------------------------------
// Page cache. Misses go to Next.js over a private Unix socket, uncompressed, so the response arrives
// whole; concurrent misses for one key share a single render. docs/decisions/060-page-cache-contract.md
const pageCache = pageCacheSeconds > 0 ? createPageCache({ ttlMs: pageCacheSeconds * 1000 }) : undefined;
const socketPath = path.join(os.tmpdir(), `agency-next-${process.pid}-${crypto.randomBytes(4).toString('hex')}.sock`);
const internal = http.createServer(handleInNext);
const internalAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
if (pageCache) {
  pageCacheHolder[PAGE_CACHE_KEY] = pageCache;
  await new Promise((resolve) => internal.listen(socketPath, () => resolve(undefined)));
}
/** @type {Map<string, Promise<{ status: number, entry: PageEntry, storable: boolean } | null>>} */
const rendering = new Map();

/**
 * Next.js's answer to the canonical request for `key` (page-cache.mjs), read whole.
 * @param {string} key @param {string | string[] | undefined} clientAddress
 */
function renderCanonical(key, clientAddress) {
  return renderInternally(canonicalRequest(key, clientAddress));
}

/**
 * A form page rendered for this visitor, from a request built from theirs (an allow-list of headers,
 * never their framing: http-framing.mjs; the client address as stamped above), read whole and
 * uncompressed so that its HTML gets the same rewrite as the cached pages (page-cache.mjs prepare(),
 * defer-scripts.mjs), then answered like one. Never stored. If the render cannot be read, Next.js
 * answers the request itself.
 * @param {Req} req @param {Res} res @param {PageCache} cache
 */
async function serveFormPage(req, res, cache) {
  let rendered;
  try {
    rendered = await renderInternally({ method: 'GET', path: req.url ?? '/', headers: forwardedHeaders(req.headers) });
  } catch (error) {
    log.error({ event: 'form_page.render_failed', path: pathOnly(req.url), err: error }, 'form page: could not render');
    return handleInNext(req, res);
  }
  return send(req, res, cache, '', rendered.status, cache.prepare(rendered), 'BYPASS');
}

/**
 * One request to Next.js over the internal socket, its answer read whole.
 * @param {{ method: string, path: string, headers: Record<string, string | string[]> }} request
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function renderInternally({ method, path: target, headers }) {
  return new Promise((resolve, reject) => {
    const upstream = http.request({ socketPath, agent: internalAgent, method, path: target, headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      // A response cut short (the render failed mid-stream) is never stored nor shared.
      response.on('close', () => response.complete || reject(new Error('incomplete response')));
      response.on('error', reject);
    });
    // A render that hangs is abandoned, and its socket with it: never reused for the next request.
    upstream.setTimeout(INTERNAL_REQUEST_TIMEOUT_MS, () => upstream.destroy(new Error('internal render timed out')));
    upstream.on('error', reject);
    upstream.end();
  });
}

/**
 * Answers from a cache entry: a 304 for a matching If-None-Match, else the body in the best
 * encoding the client accepts.
 * @param {Req} req @param {Res} res @param {PageCache} cache @param {string} key
 * @param {number} status @param {PageEntry} entry @param {'HIT' | 'MISS' | 'BYPASS'} state
 */
async function send(req, res, cache, key, status, entry, state) {
  res[CACHE_STATE] = state;
  if (showCacheState) res.setHeader('x-agency-cache', state);
  if (status === 200 && entry.etag && req.headers['if-none-match'] === entry.etag) {
    for (const [name, value] of entry.headers)
      if (['etag', 'cache-control', 'vary'].includes(name)) res.setHeader(name, value);
    res.writeHead(304);
    return res.end();
  }
  const { body, encoding } = await cache.body(key, entry, negotiateEncoding(req.headers['accept-encoding']));
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {Req} req @param {Res} res @param {PageCache} cache @param {string} key */
async function serveCacheable(req, res, cache, key) {
  const hit = cache.get(key);
  if (hit) return send(req, res, cache, key, 200, hit, 'HIT');
  if (req.method !== 'GET') return handleInNext(req, res);
  // The first request for a key renders it; others arriving meanwhile wait for that render. They
  // all have the same key, and the render is canonical, so it is the answer to each of them.
  let pending = rendering.get(key);
  const waiting = pending !== undefined;
  if (!pending) {
    const generation = cache.generation;
    pending = renderCanonical(key, req.headers[CLIENT_IP_HEADER])
      .then(({ status, headers, body }) => {
        const entry = cache.prepare({ headers, body });
        const storable = isStorableResponse(status, headers, key);
        if (storable) cache.store(key, entry, generation);
        return { status, entry, storable };
      })
      .catch((error) => {
        log.error(
          { event: 'page_cache.render_failed', path: pathOnly(key), err: error },
          'page cache: could not render',
        );
        return null;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  const result = await pending;
  // A waiter gets only what the cache would have served it (a stored answer); anything else (an
  // error page, a redirect, a failed render) it asks Next.js for itself.
  if (!result || (waiting && !result.storable)) return handleInNext(req, res);
  return send(req, res, cache, key, result.status, result.entry, waiting ? 'HIT' : 'MISS');
}

if (pageCache) metrics().sources.pageCache = pageCache;
const { requests, requestDuration } = metrics();

/**
 * One JSON line and one count per answered request. Only these fields: never headers (cookies,
 * authorization), bodies, or the query string (a visitor's search or address is personal data).
 * @param {Req} req @param {Res} res
 */
function observe(req, res) {
  const started = process.hrtime.bigint();
  res[CACHE_STATE] = 'BYPASS';
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const path = pathOnly(req.url);
    const kind = routeKind(req.method ?? 'GET', path, req.headers['next-action'] !== undefined);
    // A response cut short (the client went away) never got a status of its own.
    const status = res.writableFinished ? res.statusCode : 499;
    requests.inc({ route_kind: kind, status });
    requestDuration.observe({ route_kind: kind, status }, seconds);
    log.info(
      {
        event: 'request',
        method: req.method,
        path,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        cache: res[CACHE_STATE],
        routeKind: kind,
        client: req.headers[CLIENT_IP_HEADER] ?? req.socket.remoteAddress,
      },
      `${req.method} ${path} ${status}`,
    );
  });
}

/** @param {string} a @param {string} b */
function constantTimeEqual(a, b) {
  const digest = (/** @type {string} */ value) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
}

/** @param {Res} res */
async function answerMetrics(res) {
  const { registry } = metrics();
  const body = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * GET /metrics on the main port: only with METRICS_TOKEN as a bearer token; without it, not there.
 * @param {Req} req @param {Res} res
 */
function serveMetricsOnMainPort(req, res) {
  if (!metricsToken) {
    res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    return res.end('Not Found');
  }
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!match?.[1] || !constantTimeEqual(match[1], metricsToken)) {
    res.writeHead(401, { 'content-type': 'text/plain', 'cache-control': 'no-store', 'www-authenticate': 'Bearer' });
    return res.end('Unauthorized');
  }
  answerMetrics(res).catch((error) => answerUnhandled(res, 'metrics error', error));
}

const publicDir = path.join(root, 'public');
const staticDir = path.join(distDir(), 'static');

/**
 * The size of the file Next.js would serve for `pathname` from public/ or the build's static/, if any.
 * @param {string} pathname
 */
function staticFileSize(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const [dir, rest] = decoded.startsWith('/_next/static/')
    ? [staticDir, decoded.slice('/_next/static/'.length)]
    : [publicDir, decoded];
  const file = path.resolve(dir, `.${path.posix.sep}${rest}`);
  if (!file.startsWith(dir + path.sep)) return undefined;
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

const { maxConnections, ...timeouts } = limits;
const server = http.createServer(timeouts, (req, res) => {
  observe(req, res);
  if (refuseMalformedRequest(req, res)) return; // 400 before the page cache can answer (docs/decisions/063)
  if (refuseBodyOnRead(req, res)) return; // 400: a GET body must never reach the internal socket (decision 114)
  if (screenRange(req, res, staticFileSize)) return; // Next.js answers a bad Range with 500 (decision 063)
  stampClientAddress(req.headers, req.socket.remoteAddress, trustProxy);
  // Before the page cache: the figures are never stored nor answered by Next.js.
  if (pathOnly(req.url) === '/metrics') return serveMetricsOnMainPort(req, res);
  if (!trustProxy) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    delete req.headers['x-real-ip'];
  }
  const key = pageCache ? pageCacheKey(req) : null;
  if (pageCache && !key && isFormPageRequest(req))
    return void serveFormPage(req, res, pageCache).catch((error) => answerUnhandled(res, 'form page error', error));
  if (!pageCache || !key) return handleInNext(req, res);
  serveCacheable(req, res, pageCache, key).catch((error) => answerUnhandled(res, 'page cache error', error));
});
server.keepAliveTimeout = 65_000;
server.maxConnections = maxConnections;
server.listen(port, hostname, () =>
  log.info({ event: 'server.ready', hostname, port, pageCacheSeconds }, `ready on http://${hostname}:${port}`),
);

// The loopback-only metrics listener: anything that can reach it is on this machine already.
const metricsServer =
  metricsPort === undefined
    ? undefined
    : http.createServer((req, res) => {
        if (req.method === 'GET' && pathOnly(req.url) === '/metrics') {
          return void answerMetrics(res).catch((error) => answerUnhandled(res, 'metrics error', error));
        }
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not Found');
      });
metricsServer?.listen(metricsPort, '127.0.0.1', () =>
  log.info({ event: 'metrics.ready', port: metricsPort }, `metrics on http://127.0.0.1:${metricsPort}/metrics`),
);

/** What the app inside the bundle shares with this server through globalThis (src/server/lifecycle.ts, process.ts). */
const shared = /** @type {{ __agencyShuttingDown?: boolean, __agencyStop?: (signal: string) => Promise<void> }} */ (
  globalThis
);

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  shared.__agencyShuttingDown = true; // GET /api/ready answers 503 from now on (src/server/lifecycle.ts)
  const deadline = setTimeout(() => process.exit(1), 9_500);
  deadline.unref();
  log.info({ event: 'server.stopping', signal }, `${signal}: closing the listener`);
  metricsServer?.close();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  if (pageCache) {
    internalAgent.destroy();
    await new Promise((resolve) => internal.close(resolve));
    fs.rmSync(socketPath, { force: true });
  }
  // Background work and the database are the app's; it registered its own stop (see instrumentation.ts).
  const stopApp = shared.__agencyStop;
  if (typeof stopApp === 'function') await stopApp(signal);
  await app.close?.().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
