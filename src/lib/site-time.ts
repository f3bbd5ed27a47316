/**
 * Times as the agency reads them: on the site's clock (SITE_TIME_ZONE, read once in
 * src/server/env.ts; src/server/site-time.ts binds it for server code), always with the zone's
 * abbreviation beside them ("25 Nov 2026, 20:28 SAST"), and a `datetime-local` value (which carries
 * no zone) read on that clock (docs/decisions/131-slugs-and-one-time-zone.md).
 *
 * Client-safe and the same everywhere: the numbers come from Intl's time zone data, the words
 * (month names, zone abbreviations) from here, so the server and the browser print the same text
 * whatever locale data they carry (Node's ICU calls Johannesburg "GMT+2" in en-US, "SAST" in en-ZA).
 */
export const DEFAULT_SITE_TIME_ZONE = 'Africa/Johannesburg';

/** The canonical name of an IANA time zone ('africa/nairobi' → 'Africa/Nairobi'), or null when it is none. */
export function canonicalTimeZone(name: string): string | null {
  // Names only: an offset such as +02:00 would never follow its region's daylight saving.
  if (!/^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Abbreviations by zone and offset from UTC in minutes: the zones an African agency meets, and
 * London. An offset the table does not name (another zone, or a rule changed since) shows as
 * "GMT+2": never a name that could be wrong.
 */
const ABBREVIATIONS: Readonly<Record<string, Readonly<Record<number, string>>>> = (() => {
  const table: Record<string, Record<number, string>> = {};
  const name = (label: string, offset: number, zones: string) => {
    for (const zone of zones.split(' ')) (table[zone] ??= {})[offset] = label;
  };
  name('SAST', 120, 'Africa/Johannesburg Africa/Maseru Africa/Mbabane');
  name(
    'CAT',
    120,
    'Africa/Maputo Africa/Harare Africa/Lusaka Africa/Lubumbashi Africa/Kigali Africa/Bujumbura Africa/Blantyre Africa/Gaborone Africa/Windhoek Africa/Juba Africa/Khartoum',
  );
  name(
    'EAT',
    180,
    'Africa/Nairobi Africa/Addis_Ababa Africa/Dar_es_Salaam Africa/Kampala Africa/Mogadishu Africa/Djibouti Africa/Asmara Indian/Antananarivo Indian/Comoro Indian/Mayotte',
  );
  name(
    'WAT',
    60,
    'Africa/Lagos Africa/Kinshasa Africa/Luanda Africa/Douala Africa/Libreville Africa/Malabo Africa/Niamey Africa/Porto-Novo Africa/Bangui Africa/Brazzaville Africa/Ndjamena',
  );
  name(
    'GMT',
    0,
    'Africa/Abidjan Africa/Accra Africa/Bamako Africa/Banjul Africa/Bissau Africa/Conakry Africa/Dakar Africa/Freetown Africa/Lome Africa/Monrovia Africa/Nouakchott Africa/Ouagadougou Africa/Sao_Tome Europe/London',
  );
  name('BST', 60, 'Europe/London');
  name('EET', 120, 'Africa/Cairo Africa/Tripoli');
  name('EEST', 180, 'Africa/Cairo');
  name('CET', 60, 'Africa/Algiers Africa/Tunis');
  name('UTC', 0, 'UTC Etc/UTC');
  return table;
})();

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `instant` (ms), as numbers. */
function wallClock(instant: number, timeZone: string): WallClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const asUtc = (clock: WallClock) =>
  Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** How far `timeZone`'s clocks are ahead of UTC at `instant` (ms), in minutes. */
function offsetMinutes(instant: number, timeZone: string) {
  return Math.round((asUtc(wallClock(instant, timeZone)) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The zone's abbreviation at `instant`: 'SAST', 'EAT', 'BST', or the offset, 'GMT+5:30', for a zone not named here. */
export function zoneAbbreviation(instant: string | number | Date, timeZone: string): string {
  const offset = offsetMinutes(toMs(instant), timeZone);
  const named = ABBREVIATIONS[timeZone]?.[offset];
  if (named) return named;
  if (offset === 0) return 'GMT';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const two = (n: number) => String(n).padStart(2, '0');
const toMs = (instant: string | number | Date) =>
  typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();

export type TimeStyle = 'minutes' | 'seconds' | 'long' | 'short' | 'date';

/**
 * An instant on `timeZone`'s clock, in South African English, labelled with the zone:
 * - minutes: 23 Nov 2026, 14:05 SAST (lists, timelines)
 * - seconds: 23 Nov 2026, 14:05:09 SAST (revisions, which can be seconds apart)
 * - long: 23 November 2026 at 14:05 SAST (e-mails)
 * - short: 25 Nov, 20:28 SAST, with the year only when it is not this year's (badges, toasts)
 * - date: 23 Nov 2026 (a day, which needs no zone)
 */
export function formatTime(
  instant: string | number | Date,
  timeZone: string,
  style: TimeStyle = 'minutes',
  now: number = Date.now(),
): string {
  const ms = toMs(instant);
  if (!Number.isFinite(ms)) return '';
  const clock = wallClock(ms, timeZone);
  const month = MONTHS[clock.month - 1]!;
  const day = `${clock.day} ${month.slice(0, 3)} ${clock.year}`;
  if (style === 'date') return day;
  const time = `${two(clock.hour)}:${two(clock.minute)}`;
  const zone = zoneAbbreviation(ms, timeZone);
  switch (style) {
    case 'seconds':
      return `${day}, ${time}:${two(clock.second)} ${zone}`;
    case 'long':
      return `${clock.day} ${month} ${clock.year} at ${time} ${zone}`;
    case 'short':
      return `${clock.year === wallClock(now, timeZone).year ? `${clock.day} ${month.slice(0, 3)}` : day}, ${time} ${zone}`;
    default:
      return `${day}, ${time} ${zone}`;
  }
}

/** An instant as a `datetime-local` value on `timeZone`'s clock (YYYY-MM-DDTHH:MM), or '' when it is none. */
export function wallTimeOf(instant: string | number | Date, timeZone: string): string {
  const ms = toMs(instant);
  if (!Number.isFinite(ms)) return '';
  const c = wallClock(ms, timeZone);
  return `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** Whether `value` is a wall-clock time as a `datetime-local` input sends it (no zone). */
export const isWallTime = (value: string) => WALL_TIME.test(value);

/**
 * A wall-clock time (YYYY-MM-DDTHH:MM[:SS]) on `timeZone`'s clock as ISO-8601 UTC, or null when it
 * is no real time. Around a daylight-saving change it reads as clocks do: a time the change skips
 * is taken that much later (01:30 in London's spring gap is 02:30 BST), and a time that happens
 * twice is the first of the two.
 */
export function wallTimeToIso(value: string, timeZone: string): string | null {
  const m = WALL_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) return null;
  // The offsets in force a day either side (no zone changes twice within two days); the instants
  // whose own offset is the one assumed are the readings of this wall time.
  const before = offsetMinutes(wall - 86_400_000, timeZone);
  const after = offsetMinutes(wall + 86_400_000, timeZone);
  const readings = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => asUtc(wallClock(instant, timeZone)) === wall)
    .sort((a, b) => a - b);
  return new Date(readings[0] ?? wall - before * 60_000).toISOString();
}

/** A date-time that names its zone (Z or ±HH:MM) as ISO-8601 UTC, or null when it is not one. */
export function zonedDateTimeToIso(value: string): string | null {
  if (!WITH_ZONE.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/**
 * A submitted date-time as ISO-8601 UTC, or null when it is not one: with a zone (a script) it is
 * taken as it says; without one (the admin's `datetime-local` input) it is on `timeZone`'s clock.
 */
export function submittedDateTime(value: string, timeZone: string): string | null {
  return zonedDateTimeToIso(value) ?? wallTimeToIso(value, timeZone);
}
