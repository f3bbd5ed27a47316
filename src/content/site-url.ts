/**
 * The public base URL for canonical links, the sitemap and the feed. Read from SITE_URL at build
 * and run time (validated with the rest of the environment in src/server/env.ts).
 */
export function siteUrl() {
  const fromEnv = process.env.SITE_URL?.trim().replace(/\/+$/, '');
  return fromEnv || `http://localhost:${process.env.PORT || 3000}`;
}
