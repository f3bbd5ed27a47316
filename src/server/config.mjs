// @ts-check
// The settings read both by the app (src/server/env.ts validates the whole environment) and by the
// plain-ESM code that runs outside the Next.js bundle (scripts/serve.mjs, the cache handler's
// tag-revisions.mjs, next.config.ts): each is parsed here, once, so the two sides cannot disagree
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
 * TRUST_PROXY: `1` or `true` when a reverse proxy of ours sets X-Forwarded-For; anything else
 * means the socket's address is the client's.
 * @param {Record<string, string | undefined>} source the environment
 */
export function trustProxyOf(source) {
  const value = source.TRUST_PROXY?.trim();
  return value === '1' || value === 'true';
}
