// The machine's limit for the load test: a bare node:http server, in its own process, answering each
// page with the exact bytes and headers the app sent for it (captured once by the bench). No
// framework, no routing beyond a Map lookup: whatever the app reaches is a fraction of this. A POST
// is read and answered 204 (the page-view beacon's floor).
// Usage: node bare-server.mjs <pages.json> <port>
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([url, page]) => [
    url,
    { status: page.status, headers: page.headers, body: Buffer.from(page.body, 'base64') },
  ]),
);

const server = http.createServer((req, res) => {
  if (req.method === 'POST') {
    // The beacon's floor (POST /api/v): read the body, answer 204 as the collector does.
    req.resume();
    req.on('end', () => res.writeHead(204, { 'cache-control': 'no-store' }).end());
    return;
  }
  const page = pages.get(req.url);
  if (!page) {
    res.writeHead(404, { 'content-length': '0' });
    res.end();
    return;
  }
  res.writeHead(page.status, { ...page.headers, date: new Date().toUTCString(), 'content-length': page.body.length });
  res.end(page.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)).closeAllConnections());
