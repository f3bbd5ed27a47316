import { describe, expect, it } from 'vitest';
import { formatSiteTime, submittedDateTime, wallTimeToIso } from '@/lib/site-time';

describe('date-times from the admin form', () => {
  it('reads a time without a zone in the site zone (Africa/Johannesburg, UTC+2)', () => {
    expect(submittedDateTime('2026-12-01T09:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(submittedDateTime('2026-12-01T00:30:15')).toBe('2026-11-30T22:30:15.000Z');
  });

  it('takes a time with a zone as it says (what the browser sends)', () => {
    expect(submittedDateTime('2026-12-01T09:00:00.000Z')).toBe('2026-12-01T09:00:00.000Z');
    expect(submittedDateTime('2026-12-01T09:00-05:00')).toBe('2026-12-01T14:00:00.000Z');
  });

  it('follows a zone with daylight saving on both sides of the change', () => {
    expect(wallTimeToIso('2026-01-15T12:00', 'Europe/Berlin')).toBe('2026-01-15T11:00:00.000Z');
    expect(wallTimeToIso('2026-07-15T12:00', 'Europe/Berlin')).toBe('2026-07-15T10:00:00.000Z');
  });

  it('refuses what is no real time', () => {
    for (const bad of ['2026-02-30T09:00', '2026-12-01T24:00', '2026-12-01', 'tomorrow', '2026-12-01T09:00+25:99x']) {
      expect(submittedDateTime(bad), bad).toBeNull();
    }
  });
});

describe('instants as the agency reads them', () => {
  it('shows them on the Johannesburg clock, in South African English, whatever the server zone', () => {
    const instant = '2026-11-23T12:05:09.000Z';
    expect(formatSiteTime(instant)).toBe('23 Nov 2026, 14:05');
    expect(formatSiteTime(new Date(instant), 'seconds')).toBe('23 Nov 2026, 14:05:09');
    expect(formatSiteTime(instant, 'long')).toBe('23 November 2026 at 14:05');
  });
});
