import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '../cache/tags';
import { readSiteSettings } from '../repositories/site-settings';

/**
 * The site settings for rendering (admin → Settings; docs/decisions/134-site-settings.md): cached
 * and tagged `settings`, so pages stay prerendered and a save shows on this instance at once and on
 * the others within the tag poll's second (docs/caching.md). Reads no cookies. Client leaves get
 * the values they need as props, never the whole object.
 */
export async function getSiteSettings() {
  'use cache';
  cacheTag(cacheTags.settings);
  cacheLife('max');
  return readSiteSettings();
}
