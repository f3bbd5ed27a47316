import type { CaseStudyFilter } from '../repositories/case-studies';
import type { TalentFilter } from '../repositories/talent';
import { isLocale, type Locale } from '../../lib/i18n/locales.mjs';

/**
 * Values for the public lists (the talent search's query string, the cached functions' arguments), normalised before they become cache keys: a visitor's
 * `?page=abc&category[]=x` must not mint cache entries or reach SQL un-checked.
 *
 * The same rules parse the arguments inside the cached functions (src/server/data/public.ts), which
 * anyone can call directly with any JSON (docs/decisions/069-cached-functions-are-endpoints.md). They
 * are idempotent: a value the page normalised passes through unchanged, so the cache key is the same.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

const TEXT_MAX = 80;
const PAGE_MAX = 10_000;

/** A string trimmed and bounded; '' for anything that is not a string. */
function textValue(value: unknown, maxLength = TEXT_MAX) {
  return typeof value === 'string' ? value.trim().slice(0, maxLength) : '';
}

/** The first value of a parameter, trimmed and bounded; '' when absent. */
export function textParam(params: SearchParams, name: string, maxLength = TEXT_MAX) {
  const raw = params[name];
  return textValue(Array.isArray(raw) ? raw[0] : raw, maxLength);
}

/** A 1-based page number: 1 for anything that is not an integer from 1 to 10,000. */
export function pageArg(value: unknown) {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(textValue(value, 6)) : NaN;
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

export function pageParam(params: SearchParams) {
  return pageArg(textParam(params, 'page', 6));
}

/** A four-digit year, or ''. */
function yearValue(value: unknown) {
  const year = textValue(value, 4);
  return /^\d{4}$/.test(year) ? year : '';
}

/** A slug as slugify() makes them (src/lib/slugify.ts), or null: such a value cannot name a row. */
export function slugArg(value: unknown) {
  return typeof value === 'string' && /^[\w-]{1,120}$/.test(value) ? value : null;
}

function field(value: unknown, name: string) {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The portfolio filter, from whatever was passed: unknown keys dropped, values bounded strings. */
export function caseStudyFilterArg(value: unknown): Required<CaseStudyFilter> {
  return { category: textValue(field(value, 'category')), year: yearValue(field(value, 'year')) };
}

/** The talent filter, from whatever was passed: unknown keys dropped, values bounded strings. */
export function talentFilterArg(value: unknown): Required<TalentFilter> {
  return { q: textValue(field(value, 'q')), category: textValue(field(value, 'category')) };
}

/** An explicit language (a route handler's) or undefined: the page's, from the root parameter. */
export function localeArg(value: unknown): Locale | undefined {
  return isLocale(value) ? value : undefined;
}
