/**
 * A calendar date `days` from now as YYYY-MM-DD (UTC), for form fields such as a booking's event
 * date that the server refuses in the past: computed per run, so a test never expires.
 */
export function dateFromToday(days: number) {
  return new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}
