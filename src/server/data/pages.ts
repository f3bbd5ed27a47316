import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales.mjs';
import type { PageKey } from '@/lib/page-sections';
import { cacheTags } from '../cache/tags';
import { currentLocale } from '../i18n';
import { readPage } from '../repositories/pages';
import { localeArg } from './params';

/**
 * An editable page for rendering (admin → Pages; docs/decisions/139-page-sections.md), in the
 * page's language (decision 164): cached and tagged `pages`, so the page stays prerendered and a
 * save shows on its next request. No cookies.
 */
export async function getPage(key: PageKey) {
  return cachedPage(key, await currentLocale());
}

async function cachedPage(key: PageKey, locale: Locale) {
  'use cache';
  cacheTag(cacheTags.pages);
  cacheLife('max');
  return readPage(key, localeArg(locale) ?? DEFAULT_LOCALE);
}
