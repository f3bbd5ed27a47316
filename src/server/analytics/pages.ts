import 'server-only';
import { isPublicDetail } from '../missing-detail';
import { LIST_SECTIONS, STATIC_PAGES } from '../public-pages.mjs';
import { splitLocalePath } from '@/lib/i18n/locales.mjs';

/**
 * Which paths count as page views (docs/decisions/147-first-party-analytics.md): the site's own
 * public pages, normalised, and nothing else — not the admin, previews, sign-in or not-found pages,
 * and not a path a visitor made up. The set of countable paths is therefore bounded by the content:
 * a flood of invented paths adds no new value to any table.
 */

/** A list with its filters and page number in the path (decision 120) counts as the list itself. */
const SECTIONS = LIST_SECTIONS.join('|');
const LIST = new RegExp(`^/(${SECTIONS})(?:/(?:category|year|city)/[a-z0-9-]{1,80})*(?:/page/\\d{1,5})?$`);
const PAST_EVENTS = /^\/events\/past\/page\/\d{1,5}$/;
/** A detail page, or its booking / application form. */
const DETAIL = new RegExp(`^/(${SECTIONS})/[a-z0-9-]{1,120}(/(book|apply))?$`);

const MAX_PATH = 300;

/**
 * The path as it is counted: no trailing slash, no doubled slashes, no language prefix (a page read
 * in French counts as the page: /fr/talent is /talent, decision 160); '' for what cannot be a page.
 */
export function cleanPath(path: string) {
  if (!path.startsWith('/') || path.length > MAX_PATH) return '';
  if (/[\u0000-\u001f\u007f-\u009f\s]/.test(path)) return '';
  const cleaned = path
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
  return /^[a-z0-9/._~%-]+$/.test(cleaned) ? splitLocalePath(cleaned).path : '';
}

/** The page a path is counted as, without a database read: a static page or a list; '' otherwise. */
export function staticPageOf(path: string) {
  const cleaned = cleanPath(path);
  if (STATIC_PAGES.has(cleaned)) return cleaned;
  if (PAST_EVENTS.test(cleaned)) return '/events/past';
  const list = LIST.exec(cleaned);
  return list ? `/${list[1]}` : '';
}

export type PageVerdict = { kind: 'page'; path: string } | { kind: 'missing'; path: string } | { kind: 'unknown' };

/**
 * A public page (counted), a detail address whose item does not exist or is hidden (a broken link:
 * counted apart, by its list), or anything else (dropped). Detail addresses are checked against the
 * process's copy of the public addresses (no database read while nothing changed).
 */
export async function pageVerdict(path: string): Promise<PageVerdict> {
  const known = staticPageOf(path);
  if (known) return { kind: 'page', path: known };
  const cleaned = cleanPath(path);
  if (!cleaned || /^\/(admin|admin-login|preview|api|missing|_next)(\/|$)/.test(cleaned)) return { kind: 'unknown' };
  const detail = await isPublicDetail(cleaned).catch(() => undefined);
  if (detail === true) return { kind: 'page', path: cleaned };
  // A broken link is recorded by its section only (/talent/…): invented slugs never become values.
  if (detail === false) return { kind: 'missing', path: `/${cleaned.split('/')[1]}/…` };
  return { kind: 'unknown' };
}

/** The page a lead's entry address is recorded as: a known page without a database read, else its section. */
export function entryPageOf(path: string) {
  const known = staticPageOf(path);
  if (known) return known;
  const cleaned = cleanPath(path);
  return DETAIL.test(cleaned) ? cleaned : '';
}

/** The public pages with an inquiry, booking or application form (whose opening the funnel counts). */
export function isFormPage(path: string) {
  return /^\/(contact|talent\/[a-z0-9-]{1,120}\/book|careers\/[a-z0-9-]{1,120}\/apply)$/.test(path);
}
