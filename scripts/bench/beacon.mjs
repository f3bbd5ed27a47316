// @ts-check
// The page-view beacon's cost on a page (issue 28, decision 147): the bytes of its own code in the
// chunks the page loads (the client leaf src/components/site/page-view-beacon.tsx and the visit module
// src/components/site/visit.ts it calls), gzipped; and, in a real browser, that its request leaves
// after the first paint from a script that does not block rendering.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { measurePageJs } from './js-size.mjs';

/** Text that only the beacon's two modules contain (export names survive minification). */
const MARKERS = ['PageViewBeacon', 'sendBeacon'];

/**
 * The Turbopack module factories of a chunk that contain one of `markers`: a chunk is
 * `…push([script, id, factory, id, factory, …])`; each factory is cut out by matching its braces.
 * @param {string} source
 * @param {string[]} markers
 */
export function modulesContaining(source, markers) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const marker of markers) {
    for (let at = source.indexOf(marker); at !== -1; at = source.indexOf(marker, at + 1)) {
      // The nearest module start before the marker: `,<id>,` then an arrow function or function.
      const head = /[,[]\d+,(?:\([\w$,]*\)|[\w$]+)=>\{|[,[]\d+,function\([\w$,]*\)\{/g;
      let start = -1;
      for (const match of source.slice(0, at).matchAll(head)) start = (match.index ?? 0) + match[0].length - 1;
      if (start < 0) continue;
      let depth = 0;
      let end = start;
      for (; end < source.length; end++) {
        if (source[end] === '{') depth++;
        else if (source[end] === '}' && --depth === 0) break;
      }
      if (end > at) found.add(source.slice(start, end + 1));
    }
  }
  return [...found];
}

/**
 * @param {string} base the app's origin
 * @param {string} [pagePath]
 */
export async function beaconCost(base, pagePath = '/') {
  const page = await measurePageJs(base, pagePath, {}, { brotli: false });
  const chunks = page.scripts
    .map((script, i) => ({ path: script.path, gzip: script.gzip, source: page.sources[i] ?? '' }))
    .filter((chunk) => MARKERS.some((marker) => chunk.source.includes(marker)));
  const modules = chunks.flatMap((chunk) => modulesContaining(chunk.source, MARKERS));
  const code = Buffer.from(modules.join('\n'));
  const timing = await paintAndBeacon(
    new URL(pagePath, base).href,
    chunks.map((c) => c.path),
  );
  return {
    page: pagePath,
    modules: modules.length,
    rawBytes: code.length,
    gzipBytes: modules.length ? zlib.gzipSync(code, { level: 6 }).length : null,
    // The chunk(s) it rides in (with code the page needs anyway): an upper bound.
    chunks: chunks.map((c) => ({ path: c.path, gzipBytes: c.gzip })),
    pageJsGzipBytes: page.totals.gzip,
    ...timing,
  };
}

/**
 * Loads the page in Chromium with an ordinary desktop user agent and reads, from the page's own
 * Performance timeline, when it first painted and when the beacon's request started, and whether the
 * chunks carrying the beacon were render-blocking.
 * @param {string} url
 * @param {string[]} chunkPaths
 */
async function paintAndBeacon(url, chunkPaths) {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    const page = await context.newPage();
    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v', { timeout: 30_000 });
    await page.goto(url);
    await beacon;
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/api/v'),
    );
    return await page.evaluate((paths) => {
      const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      const request = resources.find((e) => new URL(e.name).pathname === '/api/v');
      const scripts = resources.filter((e) => paths.includes(new URL(e.name).pathname));
      const tags = [...document.querySelectorAll('script[src]')].filter((s) =>
        paths.includes(new URL(/** @type {HTMLScriptElement} */ (s).src).pathname),
      );
      return {
        firstPaintMs: Math.round(paint['first-paint'] ?? NaN),
        firstContentfulPaintMs: Math.round(paint['first-contentful-paint'] ?? NaN),
        beaconStartMs: Math.round(request?.startTime ?? NaN),
        beaconInitiator: request?.initiatorType ?? null,
        // Chromium reports whether a resource blocked rendering; Next's scripts are async.
        chunksRenderBlocking: scripts.map((e) => /** @type {any} */ (e).renderBlockingStatus ?? 'unknown'),
        chunksAsync: tags.map((s) => /** @type {HTMLScriptElement} */ (s).async),
      };
    }, chunkPaths);
  } finally {
    await browser.close();
  }
}
