import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeCalendar } from '@/lib/ics';
import { wallTimeToIso } from '@/lib/site-time';

/** The calendar's lines with folding undone (RFC 5545 3.1), as a calendar app reads them. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('the ICS writer', () => {
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('Rock, Paper; Scissors\\Lizard\nSpock\r\nend')).toBe(
      'Rock\\, Paper\\; Scissors\\\\Lizard\\nSpock\\nend',
    );
  });

  it('folds lines longer than 75 octets, never inside a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'Amapiano Sundowner Jóhannesburg ✨ '.repeat(6)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes a Nairobi 20:00 start as 17:00 UTC, with CRLF line ends', () => {
    const start = wallTimeToIso('2026-12-05T20:00', 'Africa/Nairobi')!;
    const end = wallTimeToIso('2026-12-06T02:00', 'Africa/Nairobi')!;
    expect(utcStamp(start)).toBe('20261205T170000Z');
    const text = writeCalendar({
      name: 'Events',
      events: [
        {
          uid: 'event-nairobi@example.com',
          start,
          end,
          stamp: '2026-11-26T07:00:00.000Z',
          summary: 'Rooftop, Sessions; Nairobi',
          location: 'Skyline Terrace, Westlands, Nairobi',
          description: 'Lineup: Baraka\nTickets: https://tickets.example.com',
          url: 'https://example.com/events/nairobi',
          status: 'CONFIRMED',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261205T170000Z');
    expect(lines).toContain('DTEND:20261205T230000Z');
    expect(lines).toContain('SUMMARY:Rooftop\\, Sessions\\; Nairobi');
    expect(lines).toContain('DESCRIPTION:Lineup: Baraka\\nTickets: https://tickets.example.com');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});
