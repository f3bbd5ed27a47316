// The list flood of the bench: many distinct list URLs, each one nobody asked for before, so each is a
// cache miss that renders (and, up to the page cache's per-path variant cap, is stored). It is what a
// crawler or a scraper walking every page number and search does to the server's memory.
import http from 'node:http';

// Query strings that all reach a render: page numbers (1–10,000 are accepted; past the last page the
// list is empty but still rendered), searches and filters that match nothing.
const SHAPES = [
  (n) => `/blog?page=${(n % 10_000) + 1}`,
  (n) => `/portfolio?page=${(n % 10_000) + 1}`,
  (n) => `/talent?q=flood${n}`,
  (n) => `/portfolio?category=flood${n}`,
  (n) => `/talent?category=flood${n}&page=2`,
];

/** The i-th URL of the flood (0-based); every i gives a different URL. */
export function listFloodPath(i) {
  return SHAPES[i % SHAPES.length](Math.floor(i / SHAPES.length));
}

/**
 * Requests `count` distinct list URLs with `concurrency` clients on keep-alive connections, reading
 * every body. Returns how long it took and how many responses had each status.
 */
export async function listFlood(origin, { count = 10_000, concurrency = 8, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = {};
  let next = 0;
  let failures = 0;
  const started = process.hrtime.bigint();
  const one = (url) =>
    new Promise((resolve) => {
      // A broken response can fail on both the response and the request: one failure, counted once.
      let failed = false;
      const fail = () => {
        if (!failed) failures++;
        failed = true;
        resolve();
      };
      const request = http.get(url, { agent, headers }, (response) => {
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        response.resume();
        response.on('end', resolve);
        response.on('error', fail);
      });
      request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
      request.on('error', fail);
    });
  const worker = async () => {
    while (next < count) await one(`${origin}${listFloodPath(next++)}`);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    urls: count,
    concurrency,
    durationS: Math.round(seconds),
    requestsPerSec: Math.round(count / seconds),
    statuses,
    failures,
  };
}
