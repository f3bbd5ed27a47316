// The production HTTP server: Next.js's request handler behind a plain node:http server, so that
//  - the client address Next.js sees is the socket's, unless TRUST_PROXY says a proxy in front of
//    us sets X-Forwarded-For (a visitor cannot forge an address to escape rate limits), and
//  - SIGTERM closes the listener, lets in-flight requests finish, stops background work and closes
//    the database (src/server/process.ts) within 10 s.
import http from 'node:http';
import next from 'next';
import { root } from './lib.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxy = ['1', 'true'].includes(process.env.TRUST_PROXY ?? '');

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  if (!trustProxy) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    delete req.headers['x-real-ip'];
  }
  handle(req, res).catch((error) => {
    console.error('[server] unhandled error:', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal Server Error');
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`[server] ready on http://${hostname}:${port}`));

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const deadline = setTimeout(() => process.exit(1), 9_500);
  deadline.unref();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  // Background work and the database are the app's; it registered its own stop (see instrumentation.ts).
  const stopApp = globalThis.__agencyStop;
  if (typeof stopApp === 'function') await stopApp(signal);
  await app.close?.().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
