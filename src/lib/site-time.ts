/**
 * The site's time zone: where the agency works, and how a date-time typed without a zone is read
 * (a `datetime-local` input carries none). Fixed rather than configured so the server, the admin's
 * browser and the tests agree without passing a setting around; South Africa keeps no daylight
 * saving, but the conversion below does not rely on that.
 */
export const SITE_TIME_ZONE = 'Africa/Johannesburg';

const SITE_TIME_FORMATS = {
  /** 23 Nov 2026, 14:05: lists and timelines. */
  minutes: new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE }),
  /** 23 Nov 2026, 14:05:09: revisions, which can be seconds apart. */
  seconds: new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'medium', timeZone: SITE_TIME_ZONE }),
  /** 23 November 2026 at 14:05: e-mails. */
  long: new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeStyle: 'short', timeZone: SITE_TIME_ZONE }),
};

/** An instant as the agency reads it: South African English, on the site's clock. */
export function formatSiteTime(instant: string | Date, style: keyof typeof SITE_TIME_FORMATS = 'minutes') {
  return SITE_TIME_FORMATS[style].format(typeof instant === 'string' ? new Date(instant) : instant);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock time (YYYY-MM-DDTHH:MM[:SS]) in `timeZone` as ISO-8601 UTC, or null when it is no real time. */
export function wallTimeToIso(value: string, timeZone: string = SITE_TIME_ZONE): string | null {
  const m = WALL_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) return null;
  // Two passes: the offset at the guessed instant, then at the corrected one (a change of offset in between).
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone)).toISOString();
}

/**
 * A submitted date-time as ISO-8601 UTC, or null when it is not one: with a zone (what the admin
 * form sends, converted in the browser with the operator's own offset) it is taken as it says;
 * without one (a form posted without JavaScript, a script) it is a wall-clock time in the site's zone.
 */
export function submittedDateTime(value: string): string | null {
  if (WITH_ZONE.test(value)) {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
  }
  return wallTimeToIso(value);
}
