/**
 * A small iCalendar (RFC 5545) writer for the events' calendars: CRLF line ends, content lines
 * folded at 75 octets (a CRLF and a space, never inside a UTF-8 character), TEXT values escaped
 * (backslash, semicolon, comma, newline), DTSTART/DTEND as UTC instants with Z (no VTIMEZONE).
 */

export type IcsEvent = {
  uid: string;
  /** ISO-8601 instants. */
  start: string;
  end: string;
  /** When the event was last changed (DTSTAMP). */
  stamp: string;
  /** The entry's revision (SEQUENCE): higher after each change, so calendars take the new one. */
  sequence?: number;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
};

export type IcsCalendar = { name?: string; events: readonly IcsEvent[] };

/** A TEXT value escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** An instant as a UTC DATE-TIME: 20261205T170000Z. */
export function utcStamp(iso: string): string {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) throw new Error(`Not an instant: ${iso}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** A content line folded into lines of at most 75 octets, continuations starting with a space (3.1). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar with its events, as the text of an .ics file. */
export function writeCalendar({ name, events }: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Ngoma Entertainment//Events//EN', 'CALSCALE:GREGORIAN'];
  lines.push('METHOD:PUBLISH');
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      ...(event.sequence !== undefined ? [`SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`] : []),
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
