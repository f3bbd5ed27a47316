/**
 * A row's id as a URL path segment, a query parameter or a form field carries it: 1 to 12 digits and
 * above 0 (ids are positive integers, and 12 digits stay far inside a safe integer). Anything else,
 * `0`, `-1`, `1e3`, `007x` or nothing, names no row: undefined, so the caller answers 404 without a query.
 */
export function recordId(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,12}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}
