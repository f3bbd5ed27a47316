import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { shippedTranslation } from '@/content/translations';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales.mjs';
import { mapSettingsWords, type SiteSettings } from '@/lib/site-settings';
import { cacheTags } from '../cache/tags';
import { currentLocale } from '../i18n';
import { localeArg } from './params';
import { readSiteSettings } from '../repositories/site-settings';
import { readSettingsTranslations, type SettingsTranslations } from '../repositories/settings-translations';

/**
 * The site settings for rendering (admin → Settings; docs/decisions/134-site-settings.md): cached
 * and tagged `settings`, so pages stay prerendered and a save shows on this instance at once and on
 * the others within the tag poll's second (docs/caching.md). Reads no cookies. Client leaves get
 * the values they need as props, never the whole object. In English: the facts (names, addresses).
 */
export async function getSiteSettings() {
  return siteSettingsIn(DEFAULT_LOCALE);
}

/**
 * The settings as a public page in its language shows them (decision 164): the translated words
 * (tagline, description, response time, countries, stat labels) in the page's language. Server
 * components only: route handlers name the language (`siteSettingsIn`).
 */
export async function getLocalSiteSettings() {
  return siteSettingsIn(await currentLocale());
}

/** The settings in a language, cached per language (English: as saved); the argument parsed again (decision 069). */
export async function siteSettingsIn(locale: Locale) {
  'use cache';
  cacheTag(cacheTags.settings);
  cacheLife('max');
  const language = localeArg(locale) ?? DEFAULT_LOCALE;
  const settings = await readSiteSettings();
  if (language === DEFAULT_LOCALE) return settings;
  return localizeSiteSettings(settings, language, await readSettingsTranslations(language));
}

/** Each translated word: the operator's translation, else the shipped copy's, else the English. */
export function localizeSiteSettings(
  settings: SiteSettings,
  locale: Locale,
  translations: SettingsTranslations,
): SiteSettings {
  return mapSettingsWords(settings, (words) => translations[words] || shippedTranslation(locale, words));
}
