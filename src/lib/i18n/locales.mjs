// @ts-check
// The site's languages, in one place (decision 160). Plain JavaScript: the proxy, the request metrics
// (loaded by server/index.mjs outside the Next.js bundle) and the pages all read it. Adding a language
// is one entry in ./site-paths.mjs and in DETAILS here, and its catalogue in src/messages/<code>/.
import { isSharedEndpoint, LANGUAGES, LOCALIZED_ROOTS as PAGE_ROOTS, localizePath } from './site-paths.mjs';

export { localizePath };

/**
 * Each language's own name and code (./site-paths.mjs), with what the server says of it: its English
 * name, its Open Graph locale and `formats`, the Intl locale of dates and numbers (English as the site
 * always wrote them: 13 December 2024, 30,000).
 */
/** @type {Record<(typeof LANGUAGES)[number][0], { englishName: string, ogLocale: string, formats: string }>} */
const DETAILS = {
  en: { englishName: 'English', ogLocale: 'en_ZA', formats: 'en-GB' },
  fr: { englishName: 'French', ogLocale: 'fr_FR', formats: 'fr-FR' },
  sw: { englishName: 'Swahili', ogLocale: 'sw_KE', formats: 'sw-KE' },
};

export const LOCALE_INFO = LANGUAGES.map(([code, name]) => ({ code, name, ...DETAILS[code] }));

/** @typedef {(typeof LOCALE_INFO)[number]['code']} Locale */

/** @type {readonly Locale[]} */
export const LOCALES = LOCALE_INFO.map((info) => info.code);

/** @type {Locale} */
export const DEFAULT_LOCALE = 'en';

/** The first segments of the public pages, as a set (./site-paths.mjs lists them). */
export const LOCALIZED_ROOTS = new Set(PAGE_ROOTS);

/**
 * The first segments that are not public pages and have no language: the other route folders of
 * src/app and the files of public/ (a unit test keeps this list equal to them). Every other path is
 * a page's, or no page's: /whatever is answered as /en/whatever, the 404 document.
 */
export const UNLOCALIZED_ROOTS = new Set([
  '_next',
  'admin',
  'admin-login',
  'api',
  'apple-icon.png',
  'icon.svg',
  'images',
  'logo.png',
  'logo.svg',
  'og-image.png',
  'preview',
  'robots.txt',
  'sitemap.xml',
  'uploads',
]);

/** Whether a path (without a language prefix) has a version per language. */
export function isLocalizedPath(/** @type {string} */ path) {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (bare === '/' || bare === '') return true;
  if (isSharedEndpoint(bare)) return false;
  const root = bare.split('/')[1] ?? '';
  return LOCALIZED_ROOTS.has(root) || !UNLOCALIZED_ROOTS.has(root);
}

/** Whether a path (without a language prefix) starts with a page of the site: /talent/x, not /x. */
export function isUnderPage(/** @type {string} */ path) {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare === '/' || bare === '' || LOCALIZED_ROOTS.has(bare.split('/')[1] ?? '');
}

/** @returns {value is Locale} */
export function isLocale(/** @type {unknown} */ value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LOCALES).includes(value);
}

/**
 * A public path split into its language and the path without it: /fr/talent → fr, /talent;
 * /talent → en, /talent. An /en/ prefix is not a language here (the proxy sends it to the root).
 * @param {string} pathname
 * @returns {{ locale: Locale, path: string }}
 */
export function splitLocalePath(pathname) {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code && code !== DEFAULT_LOCALE && isLocale(code)) return { locale: code, path: pathname.slice(3) || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** @param {string} locale */
export function localeInfo(locale) {
  const english = /** @type {(typeof LOCALE_INFO)[number]} */ (LOCALE_INFO[0]);
  return LOCALE_INFO.find((info) => info.code === locale) ?? english;
}
