import 'server-only';
import type { PublicEvent } from '@/components/site/events/event-format';
import { statusOf } from '@/components/site/events/event-format';
import { writeCalendar, type IcsEvent } from '@/lib/ics';

/** An event as a calendar entry: UTC start and end, the venue as its location, the page as its URL. */
export function icsEventOf(event: PublicEvent, base: string): IcsEvent | null {
  if (!event.starts_at || !event.ends_at) return null;
  const status = statusOf(event);
  const url = `${base}/events/${event.slug}`;
  const acts = event.acts.map((act) => act.name).join(', ');
  return {
    uid: `event-${event.slug}@${new URL(base).host}`,
    start: event.starts_at,
    end: event.ends_at,
    stamp: event.updated_at,
    summary: status === 'Cancelled' ? `Cancelled: ${event.title}` : event.title,
    location: [event.venue_name, event.address, event.city, event.country].filter(Boolean).join(', '),
    description: [acts ? `Lineup: ${acts}` : '', event.ticket_url ? `Tickets: ${event.ticket_url}` : '', url]
      .filter(Boolean)
      .join('\n'),
    url,
    status: status === 'Cancelled' ? 'CANCELLED' : status === 'Postponed' ? 'TENTATIVE' : 'CONFIRMED',
  };
}

/** The .ics response of some events. */
export function calendarResponse(events: readonly PublicEvent[], base: string, name: string, filename: string) {
  const body = writeCalendar({ name, events: events.flatMap((event) => icsEventOf(event, base) ?? []) });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${filename}"`,
    },
  });
}
