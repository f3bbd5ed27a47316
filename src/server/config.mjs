// @ts-check
// The settings read both by the app (src/server/env.ts validates the whole environment) and by the
// plain-ESM code that runs outside the Next.js bundle (server/index.mjs, the cache handler's
// tag-revisions.mjs, next.config.mjs): each is parsed here, once, so the two sides cannot disagree
// on what DATABASE_URL, SITE_URL or TRUST_PROXY mean.

/** @typedef {{ dialect: 'sqlite', filename: string } | { dialect: 'postgres', connectionString: string }} DatabaseConfig */

/** Where the database is when DATABASE_URL is unset. */
export const DEFAULT_SQLITE_FILE = './data/site.db';

/**
 * DATABASE_URL: unset means the SQLite file ./data/site.db; `file:PATH` another SQLite file;
 * `postgres://…` (or postgresql://) a PostgreSQL server. Anything else throws with a reason whose
 * text never shows the password.
 * @param {string | undefined} value
 * @returns {DatabaseConfig}
 */
export function parseDatabaseUrl(value) {
  const raw = value?.trim();
  if (!raw) return { dialect: 'sqlite', filename: DEFAULT_SQLITE_FILE };
  if (raw.startsWith('file:')) {
    const filename = raw.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (!filename) throw new Error('DATABASE_URL "file:" needs a path, e.g. file:./data/site.db');
    return { dialect: 'sqlite', filename };
  }
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      const url = new URL(raw);
      if (!url.hostname && !url.searchParams.get('host')) throw new Error('no host');
    } catch {
      throw new Error(`DATABASE_URL is not a valid PostgreSQL URL: "${redact(raw)}"`);
    }
    return { dialect: 'postgres', connectionString: raw };
  }
  throw new Error(`DATABASE_URL must start with file: or postgres://, got "${redact(raw)}"`);
}

/** @param {string} url */
function redact(url) {
  return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}

/**
 * The site's public base URL without a trailing slash: SITE_URL, or http://localhost:PORT when it
 * is unset (development). Whether SITE_URL is a URL at all is checked by env.ts at start-up.
 * @param {Record<string, string | undefined>} source the environment
 */
export function siteUrlOf(source) {
  const port = source.PORT?.trim() || '3000';
  return (source.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
}

/**
 * The build's folder, relative to the project: NEXT_DIST_DIR (tests and benches build side by side
 * into .next-e2e, .next-bench) or .next. Read by next.config.mjs, the run scripts and server/index.mjs.
 * @param {Record<string, string | undefined>} source the environment
 */
export function distDirOf(source) {
  return source.NEXT_DIST_DIR?.trim() || '.next';
}

/**
 * TRUST_PROXY: `1` or `true` when a reverse proxy of ours sets X-Forwarded-For; anything else
 * means the socket's address is the client's.
 * @param {Record<string, string | undefined>} source the environment
 */
export function trustProxyOf(source) {
  return isOn(source.TRUST_PROXY);
}

/**
 * ANALYTICS: first-party page-view counting is on unless it is `0` or `false` (env.ts refuses other
 * values at start-up). Read by the app and by the beacon's collector in server/index.mjs.
 * @param {Record<string, string | undefined>} source the environment
 */
export function analyticsOnOf(source) {
  const value = source.ANALYTICS?.trim();
  return value !== '0' && value !== 'false';
}

/** The one reading of an on/off setting: `1` or `true` is on. @param {string | undefined} value */
function isOn(value) {
  const trimmed = value?.trim();
  return trimmed === '1' || trimmed === 'true';
}

/**
 * COMPRESS: the app gzips its answers unless it is `0` or `false` (set it when nginx, Caddy or a
 * CDN in front compresses: docs/deploy.md). Read by next.config.mjs at build and at start.
 * @param {Record<string, string | undefined>} source the environment
 */
export function compressOf(source) {
  const value = source.COMPRESS?.trim();
  return value === undefined || value === '' || isOn(value);
}

/**
 * What server/index.mjs listens with. env.ts has validated every value at start-up (a bad one stops
 * the app before it serves); here unset means the default.
 * @param {Record<string, string | undefined>} source the environment
 */
export function serverSettingsOf(source) {
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => (source[name]?.trim() ? Number(source[name]) : fallback);
  return {
    port: number('PORT', 3000),
    hostname: source.HOSTNAME?.trim() || '0.0.0.0',
    trustProxy: trustProxyOf(source),
    /** Prometheus metrics on a loopback-only listener; unset, none. */
    metricsPort: source.METRICS_PORT?.trim() ? Number(source.METRICS_PORT) : undefined,
    /** /metrics on the main port for `Authorization: Bearer <token>`; unset, 404. */
    metricsToken: source.METRICS_TOKEN?.trim() || undefined,
    /** A request (headers and body) must arrive whole within this; slow senders are cut off with 408. */
    requestTimeoutMs: number('REQUEST_TIMEOUT_SECONDS', 30) * 1000,
    /** The headers must arrive within this. */
    headersTimeoutMs: number('HEADERS_TIMEOUT_SECONDS', 20) * 1000,
    /** Open connections beyond this are closed at once. */
    maxConnections: number('MAX_CONNECTIONS', 1024),
  };
}
