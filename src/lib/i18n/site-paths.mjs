// @ts-check
// What the browser needs of the languages (decision 160): their codes and own names, and a site path
// in a language. Every public page loads this module (the site's links use it), so it holds nothing
// else; src/lib/i18n/locales.mjs builds the rest on it for the server and the proxy.

/** The languages, English first (the default, at the root), each with its own name. */
export const LANGUAGES = /** @type {const} */ ([
  ['en', 'English'],
  ['fr', 'Français'],
  ['sw', 'Kiswahili'],
]);

/**
 * The first segments of the public pages (the folders of src/app/(site)/[locale]/; a unit test keeps
 * the two equal). Only these paths have a version per language.
 */
export const LOCALIZED_ROOTS = [
  'about',
  'blog',
  'careers',
  'contact',
  'events',
  'events.ics',
  'missing',
  'portfolio',
  'privacy',
  'services',
  'talent',
  'terms',
];

const PREFIXED = new RegExp(`^/(?:${LANGUAGES.map(([code]) => code).join('|')})(?=[/?#]|$)`);
const PAGE = new RegExp(`^/(?:${LOCALIZED_ROOTS.join('|').replace(/\./g, '\\.')})?(?=[/?#]|$)`);
/** Under a page's root but the same in every language: the form endpoints. */
const SHARED = /^\/(?:contact|careers)\/submit(?=[?#]|$)/;

/** Whether a path is one of the endpoints every language shares (the forms post there). */
export function isSharedEndpoint(/** @type {string} */ path) {
  return SHARED.test(path);
}

/**
 * A site path in a language: ('fr', '/talent') → /fr/talent; English stays at the root. A path that is
 * not one of the public pages (uploads, the admin, another origin), or already has a language, is
 * left as it is.
 * @param {string} locale
 * @param {string} path
 */
export function localizePath(locale, path) {
  if (locale === LANGUAGES[0][0] || !PAGE.test(path) || PREFIXED.test(path) || isSharedEndpoint(path)) return path;
  return `/${locale}${path === '/' ? '' : path.startsWith('/?') || path.startsWith('/#') ? path.slice(1) : path}`;
}
