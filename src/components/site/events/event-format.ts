import type { EventStatus } from '@/lib/content-types/events';
import type { LineupEntry } from '@/lib/event-lineup';
import { formatTime } from '@/lib/site-time';

/** An event as its public pages take it: the row, with its lineup linked to the roster. */
export type PublicEvent = {
  slug: string;
  title: string;
  status: string;
  time_zone: string;
  starts_at: string | null;
  ends_at: string | null;
  /** Postponed to a new date: the start first announced (starts_at and ends_at are the new date). */
  original_starts_at: string | null;
  venue_name: string;
  address: string;
  city: string;
  country: string;
  cover_image_url: string;
  cover_image_alt: string;
  description: string;
  ticket_url: string;
  price_min: number;
  price_max: number;
  currency: string;
  created_at?: string;
  updated_at: string;
  acts: LineupEntry[];
};

/** The status as visitors read it ('' is Scheduled). */
export function statusOf(event: Pick<PublicEvent, 'status'>): EventStatus {
  return (event.status || 'Scheduled') as EventStatus;
}

/**
 * A postponed event's state: 'rescheduled' when it has its new date (its original start kept),
 * 'to-be-announced' while the new date is not known (its start is still the old one), else null.
 */
export function postponementOf(event: Pick<PublicEvent, 'status' | 'original_starts_at'>) {
  if (statusOf(event) !== 'Postponed') return null;
  return event.original_starts_at ? ('rescheduled' as const) : ('to-be-announced' as const);
}

/** The word a feed or calendar puts before a changed event's title: 'Cancelled', 'Postponed', 'New date' or ''. */
export function headlineOf(event: Pick<PublicEvent, 'status' | 'original_starts_at'>) {
  const postponed = postponementOf(event);
  if (postponed) return postponed === 'rescheduled' ? 'New date' : 'Postponed';
  return statusOf(event) === 'Cancelled' ? 'Cancelled' : '';
}

/**
 * What visitors read about a postponement: 'Postponed from 5 December 2026 at 20:00 EAT.' or
 * 'Postponed: the new date is to be announced.'; '' for any other event.
 */
export function postponementNote(event: Pick<PublicEvent, 'status' | 'original_starts_at' | 'time_zone'>) {
  const postponed = postponementOf(event);
  if (!postponed) return '';
  if (postponed === 'to-be-announced') return 'Postponed: the new date is to be announced.';
  return `Postponed from ${whenOf({ starts_at: event.original_starts_at, time_zone: event.time_zone })}.`;
}

/** When, on the venue's clock: '5 December 2026 at 20:00 EAT' (no clock read: pages prerender). */
export function whenOf(event: Pick<PublicEvent, 'starts_at' | 'time_zone'>) {
  return event.starts_at ? formatTime(event.starts_at, event.time_zone, 'long', 0) : '';
}

/** 'ZAR 350–950', 'KES 2,000', or '' without prices. */
export function priceOf(event: Pick<PublicEvent, 'price_min' | 'price_max' | 'currency'>) {
  const { price_min: min, price_max: max, currency } = event;
  if (!currency || (!min && !max)) return '';
  const n = (v: number) => v.toLocaleString('en-ZA').replace(/\s/g, ',');
  return min && max && max !== min ? `${currency} ${n(min)}–${n(max)}` : `${currency} ${n(max || min)}`;
}

/** Where: 'Venue, City, Country'. */
export function placeOf(event: Pick<PublicEvent, 'venue_name' | 'city' | 'country'>) {
  return [event.venue_name, event.city, event.country].filter(Boolean).join(', ');
}

/** 'December 2026' on the venue's clock: the month an upcoming list groups the event under. */
export function monthOf(event: Pick<PublicEvent, 'starts_at' | 'time_zone'>) {
  if (!event.starts_at) return '';
  return formatTime(event.starts_at, event.time_zone, 'long', 0)
    .replace(/^\d+ /, '')
    .replace(/ at .*$/, '');
}
