import { siteUrlOf } from '@/server/config.mjs';

/**
 * The public base URL for canonical links, the sitemap and the feed. Read from SITE_URL at build
 * and run time, by the rule every part of the site shares (src/server/config.mjs); whether it is a
 * URL at all is checked with the rest of the environment in src/server/env.ts.
 */
export function siteUrl() {
  return siteUrlOf(process.env);
}
