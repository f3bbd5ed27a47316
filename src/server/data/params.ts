/**
 * Query-string values for the public lists, normalised before they become cache keys: a visitor's
 * `?page=abc&category[]=x` must not mint cache entries or reach SQL un-checked.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a parameter, trimmed and bounded; '' when absent. */
export function textParam(params: SearchParams, name: string, maxLength = 80) {
  const raw = params[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, maxLength);
}

/** A 1-based page number; 1 for anything that is not a sensible positive integer. */
export function pageParam(params: SearchParams) {
  const page = Number(textParam(params, 'page', 6));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A four-digit year, or ''. */
export function yearParam(params: SearchParams) {
  const year = textParam(params, 'year', 4);
  return /^\d{4}$/.test(year) ? year : '';
}

/** `path?query` keeping only the non-empty values, for links that change one parameter. */
export function listHref(path: string, values: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '' && !(key === 'page' && Number(value) === 1)) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
