import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { PageKey } from '@/lib/page-sections';
import { cacheTags } from '../cache/tags';
import { readPage } from '../repositories/pages';

/**
 * An editable page for rendering (admin → Pages; docs/decisions/139-page-sections.md): cached and
 * tagged `pages`, so the page stays prerendered and a save shows on its next request. No cookies.
 */
export async function getPage(key: PageKey) {
  'use cache';
  cacheTag(cacheTags.pages);
  cacheLife('max');
  return readPage(key);
}
