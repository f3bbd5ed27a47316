/**
 * How long ago an instant was, in words ("5 minutes ago", "yesterday", "3 weeks ago"): the inbox's
 * phone cards, where the question is "how long has this lead waited", not the clock time.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function relativeAge(instant: string, now: Date = new Date()) {
  const seconds = Math.round((Date.parse(instant) - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return words.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
