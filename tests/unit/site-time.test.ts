import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatTime,
  submittedDateTime,
  wallTimeOf,
  wallTimeToIso,
  zoneAbbreviation,
} from '@/lib/site-time';
import { parseEnv } from '@/server/env';

const JOBURG = 'Africa/Johannesburg';

describe('date-times typed in the admin (datetime-local: no zone)', () => {
  it('are read on the site clock, not the server or browser clock', () => {
    expect(submittedDateTime('2026-12-01T09:00', JOBURG)).toBe('2026-12-01T07:00:00.000Z');
    expect(submittedDateTime('2026-12-01T00:30:15', JOBURG)).toBe('2026-11-30T22:30:15.000Z');
    expect(submittedDateTime('2026-11-25T20:28', 'Africa/Nairobi')).toBe('2026-11-25T17:28:00.000Z');
  });

  it('a time with a zone (a script) is taken as it says', () => {
    expect(submittedDateTime('2026-12-01T09:00:00.000Z', JOBURG)).toBe('2026-12-01T09:00:00.000Z');
    expect(submittedDateTime('2026-12-01T09:00-05:00', JOBURG)).toBe('2026-12-01T14:00:00.000Z');
  });

  it('follow daylight saving in a zone that has it (Europe/London), on both sides and across the changes', () => {
    // Winter is GMT (UTC+0), summer BST (UTC+1).
    expect(wallTimeToIso('2026-01-15T12:00', 'Europe/London')).toBe('2026-01-15T12:00:00.000Z');
    expect(wallTimeToIso('2026-07-15T12:00', 'Europe/London')).toBe('2026-07-15T11:00:00.000Z');
    // The evening before and the morning after the spring change (29 March 2026, 01:00 GMT → 02:00 BST).
    expect(wallTimeToIso('2026-03-28T20:28', 'Europe/London')).toBe('2026-03-28T20:28:00.000Z');
    expect(wallTimeToIso('2026-03-29T09:00', 'Europe/London')).toBe('2026-03-29T08:00:00.000Z');
    // 01:30 never happens that night: read as the clocks run, an hour on (02:30 BST).
    expect(wallTimeToIso('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 happens twice on 25 October 2026: the first, still BST.
    expect(wallTimeToIso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(wallTimeToIso('2026-10-25T02:00', 'Europe/London')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('round-trip: what the input shows for a stored instant reads back as that instant', () => {
    for (const zone of [JOBURG, 'Europe/London', 'Africa/Nairobi', 'America/St_Johns']) {
      for (const iso of ['2026-01-15T12:00:00.000Z', '2026-07-15T23:45:00.000Z', '2026-03-29T01:15:00.000Z']) {
        expect(wallTimeToIso(wallTimeOf(iso, zone), zone), `${iso} in ${zone}`).toBe(iso);
      }
    }
    expect(wallTimeOf('2026-11-23T23:05:09.000Z', JOBURG)).toBe('2026-11-24T01:05');
    expect(wallTimeOf('not a time', JOBURG)).toBe('');
  });

  it('refuse what is no real time', () => {
    for (const bad of ['2026-02-30T09:00', '2026-12-01T24:00', '2026-12-01', 'tomorrow', '2026-12-01T09:00+25:99x']) {
      expect(submittedDateTime(bad, JOBURG), bad).toBeNull();
    }
  });
});

describe('times as the agency reads them', () => {
  const instant = '2026-11-23T12:05:09.000Z';

  it('on the site clock, always with the zone’s name, whatever the server’s own zone', () => {
    expect(formatTime(instant, JOBURG)).toBe('23 Nov 2026, 14:05 SAST');
    expect(formatTime(new Date(instant), JOBURG, 'seconds')).toBe('23 Nov 2026, 14:05:09 SAST');
    expect(formatTime(instant, JOBURG, 'long')).toBe('23 November 2026 at 14:05 SAST');
    expect(formatTime(instant, 'Africa/Nairobi')).toBe('23 Nov 2026, 15:05 EAT');
    expect(formatTime(instant, JOBURG, 'date')).toBe('23 Nov 2026');
  });

  it('the short form leaves out this year', () => {
    const scheduled = '2026-11-25T18:28:00.000Z';
    expect(formatTime(scheduled, JOBURG, 'short', Date.parse('2026-06-01T00:00:00Z'))).toBe('25 Nov, 20:28 SAST');
    expect(formatTime(scheduled, JOBURG, 'short', Date.parse('2025-12-31T12:00:00Z'))).toBe('25 Nov 2026, 20:28 SAST');
  });

  it('names the zone as people there do, never a wrong name: the GMT offset for a zone it does not know', () => {
    // Node's ICU says "GMT+2" for Johannesburg in en-US; the agency says SAST.
    expect(zoneAbbreviation(instant, JOBURG)).toBe('SAST');
    expect(zoneAbbreviation(instant, 'Africa/Lagos')).toBe('WAT');
    expect(zoneAbbreviation(instant, 'Africa/Harare')).toBe('CAT');
    expect(zoneAbbreviation('2026-01-15T12:00:00Z', 'Europe/London')).toBe('GMT');
    expect(zoneAbbreviation('2026-07-15T12:00:00Z', 'Europe/London')).toBe('BST');
    expect(formatTime('2026-07-15T11:00:00Z', 'Europe/London')).toBe('15 Jul 2026, 12:00 BST');
    expect(zoneAbbreviation(instant, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneAbbreviation(instant, 'America/St_Johns')).toBe('GMT-3:30');
    expect(zoneAbbreviation(instant, 'UTC')).toBe('UTC');
  });
});

describe('SITE_TIME_ZONE', () => {
  it('defaults to Africa/Johannesburg and takes any IANA zone, in its canonical spelling', () => {
    expect(parseEnv({}).SITE_TIME_ZONE).toBe('Africa/Johannesburg');
    expect(parseEnv({ SITE_TIME_ZONE: 'Africa/Nairobi' }).SITE_TIME_ZONE).toBe('Africa/Nairobi');
    expect(parseEnv({ SITE_TIME_ZONE: ' africa/lagos ' }).SITE_TIME_ZONE).toBe('Africa/Lagos');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('stops start-up with a one-line reason for anything else', () => {
    for (const bad of ['Mars/Olympus_Mons', '+02:00', 'SAST', 'Africa/Johannesburg; rm -rf']) {
      expect(() => parseEnv({ SITE_TIME_ZONE: bad }), bad).toThrow(
        /^Invalid SITE_TIME_ZONE: expected an IANA time zone/,
      );
    }
  });
});
