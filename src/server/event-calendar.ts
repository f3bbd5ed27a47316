import 'server-only';
import type { PublicEvent } from '@/components/site/events/event-format';
import { headlineLabel, headlineOf, postponementNote, postponementOf } from '@/components/site/events/event-format';
import { localizePath, type Locale } from '@/lib/i18n/locales.mjs';
import { translatorFor } from './i18n/translate';
import { writeCalendar, type IcsEvent } from '@/lib/ics';

/**
 * An event as a calendar entry: UTC start and end, the venue as its location, the page as its URL.
 * One UID for the event's life: a move to a new date changes DTSTART and DTEND under the same UID
 * with a higher SEQUENCE (RFC 5545 3.8.7.4), so a calendar that has it moves it; while a postponed
 * event has no new date it is TENTATIVE, a cancelled one CANCELLED.
 */
export function icsEventOf(event: PublicEvent, base: string, locale: Locale = 'en'): IcsEvent | null {
  if (!event.starts_at || !event.ends_at) return null;
  const headline = headlineOf(event);
  const label = headlineLabel(event, locale);
  const postponed = postponementOf(event);
  const t = translatorFor(locale, 'Feeds');
  const url = `${base}${localizePath(locale, `/events/${event.slug}`)}`;
  const acts = event.acts.map((act) => act.name).join(', ');
  return {
    uid: `event-${event.slug}@${new URL(base).host}`,
    start: event.starts_at,
    end: event.ends_at,
    stamp: event.updated_at,
    sequence: sequenceOf(event),
    summary: headline && headline !== 'New date' ? t('headline', { headline: label, title: event.title }) : event.title,
    location: [event.venue_name, event.address, event.city, event.country].filter(Boolean).join(', '),
    description: [
      postponementNote(event, locale),
      acts ? t('lineup', { acts }) : '',
      event.ticket_url ? t('tickets', { url: event.ticket_url }) : '',
      url,
    ]
      .filter(Boolean)
      .join('\n'),
    url,
    status: headline === 'Cancelled' ? 'CANCELLED' : postponed === 'to-be-announced' ? 'TENTATIVE' : 'CONFIRMED',
  };
}

/**
 * The entry's revision: whole seconds from the event's creation to its last save. It only grows, so
 * every save (a new date, a cancellation) gives a higher SEQUENCE, with no counter to keep; a new
 * event is 0. An INTEGER fits it for 68 years.
 */
export function sequenceOf(event: Pick<PublicEvent, 'created_at' | 'updated_at'>) {
  if (!event.created_at) return 0;
  const seconds = Math.floor((new Date(event.updated_at).getTime() - new Date(event.created_at).getTime()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** The .ics response of some events. */
export function calendarResponse(
  events: readonly PublicEvent[],
  base: string,
  name: string,
  filename: string,
  locale: Locale = 'en',
) {
  const body = writeCalendar({ name, events: events.flatMap((event) => icsEventOf(event, base, locale) ?? []) });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${filename}"`,
    },
  });
}
