// @ts-check
// The public site's fixed pages and its lists, in one place for the two things that classify paths:
// the request metrics' route kinds (src/server/metrics.mjs, loaded by server/index.mjs outside the
// Next.js bundle, hence plain JavaScript) and the page views analytics counts
// (src/server/analytics/pages.ts, decision 147). A new fixed page or list is added here.

/** Pages with a fixed address (no slug): counted as themselves. */
export const STATIC_PAGES = new Set([
  '/',
  '/about',
  '/contact',
  '/contact/thank-you',
  '/privacy',
  '/terms',
  '/services/for-artists',
  '/services/for-brands',
  '/services/for-promoters',
  '/services/specialized',
  '/talent/search',
  '/events/past',
]);

/** Sections with a list page (/blog, with filters and page numbers in its path) and detail pages (/blog/<slug>). */
export const LIST_SECTIONS = /** @type {const} */ (['blog', 'portfolio', 'talent', 'careers', 'events']);
