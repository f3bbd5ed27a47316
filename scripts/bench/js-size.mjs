// @ts-check
// Compressed JavaScript of a page: the same-origin `_next/static` scripts its HTML loads, compressed
// here with gzip (level 6, what Next.js's own compression sends) and brotli (quality 11, what
// precompressed files behind the nginx recipe send), so the figure does not depend on who serves it.
import zlib from 'node:zlib';

const scriptTag = /<script\b[^>]*>/gi;

/**
 * Same-origin `_next/static` script URLs of an HTML document, in document order, without duplicates:
 * its `<script src>` tags, as Next.js writes them. `nomodule` scripts (Next.js's legacy polyfills, ~40 KB gzip) are left out: browsers that run modules,
 * i.e. every browser we target, never download them.
 * @param {string} html
 * @param {string} pageUrl
 * @returns {string[]}
 */
export function scriptUrls(html, pageUrl) {
  const origin = new URL(pageUrl).origin;
  /** @type {Set<string>} */
  const urls = new Set();
  for (const [tag] of html.matchAll(scriptTag)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (!src || /\snomodule\b/i.test(tag)) continue;
    const url = new URL(src.replaceAll('&amp;', '&'), pageUrl);
    if (url.origin === origin && url.pathname.startsWith('/_next/static/')) urls.add(url.href);
  }
  return [...urls];
}

/**
 * @typedef {{ raw: number, gzip: number, brotli: number | null }} Sizes `brotli` is null when measured with `{ brotli: false }`.
 * @typedef {{ status: number, htmlBytes: number, scripts: (Sizes & { path: string })[], totals: Sizes, sources: string[] }} PageJs
 * `htmlBytes`: the size of the (uncompressed) HTML document.
 */

/**
 * @param {Buffer} buffer
 * @param {{ brotli?: boolean }} [options]
 * @returns {Sizes}
 */
export function compressedSizes(buffer, { brotli = true } = {}) {
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 6 }).length,
    // Quality 11 is slow (about a second per page on a busy machine): skipped where only gzip counts.
    brotli: brotli
      ? zlib.brotliCompressSync(buffer, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
        }).length
      : null,
  };
}

// Chunks are content-hashed and shared by most pages: measure each once per process.
/** @type {Map<string, { source: string, sizes: Sizes }>} */
const measured = new Map();

/**
 * Fetches a page and every script it loads. Returns the HTTP status; for a 200 also the per-script
 * sizes, their totals in bytes and the scripts' text (for content checks).
 * @param {string} baseUrl
 * @param {string} pagePath
 * @param {Record<string, string>} [headers]
 * @param {{ brotli?: boolean }} [options]
 * @returns {Promise<PageJs>}
 */
export async function measurePageJs(baseUrl, pagePath, headers = {}, { brotli = true } = {}) {
  const pageUrl = new URL(pagePath, baseUrl).href;
  const response = await fetch(pageUrl, { headers, redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200)
    return { status: response.status, htmlBytes: 0, scripts: [], totals: { raw: 0, gzip: 0, brotli: 0 }, sources: [] };
  /** @type {PageJs['scripts']} */
  const scripts = [];
  /** @type {string[]} */
  const sources = [];
  for (const url of scriptUrls(html, pageUrl)) {
    const key = `${url}|${brotli}`;
    if (!measured.has(key)) {
      const scriptResponse = await fetch(url, { headers });
      if (!scriptResponse.ok) throw new Error(`${url} answered ${scriptResponse.status}`);
      const buffer = Buffer.from(await scriptResponse.arrayBuffer());
      measured.set(key, { source: buffer.toString('utf8'), sizes: compressedSizes(buffer, { brotli }) });
    }
    const { source, sizes } = /** @type {{ source: string, sizes: Sizes }} */ (measured.get(key));
    sources.push(source);
    scripts.push({ path: new URL(url).pathname, ...sizes });
  }
  /** @type {Sizes} */
  const totals = { raw: 0, gzip: 0, brotli: brotli ? 0 : null };
  for (const script of scripts) {
    totals.raw += script.raw;
    totals.gzip += script.gzip;
    if (totals.brotli !== null) totals.brotli += script.brotli ?? 0;
  }
  return { status: 200, htmlBytes: Buffer.byteLength(html), scripts, totals, sources };
}

/**
 * Bytes as KB with one decimal; null stays null.
 * @overload
 * @param {number} bytes
 * @returns {number}
 */
/**
 * @overload
 * @param {number | null | undefined} bytes
 * @returns {number | null}
 */
/** @param {number | null | undefined} bytes */
export function kb(bytes) {
  return bytes == null ? null : Math.round((bytes / 1024) * 10) / 10;
}
