import type { EventStatus } from '@/lib/content-types/events';
import type { LineupEntry } from '@/lib/event-lineup';
import type { Locale } from '@/lib/i18n/locales.mjs';
import { formatTime, wallTimeOf, zoneAbbreviation } from '@/lib/site-time';
import { translatorFor } from '@/server/i18n/translate';

/*
 * The functions that print words take the page's language (English by default, its output the one
 * the tests and feeds have always read); the words come from the EventFormat catalogue.
 */

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

const STATUS_KEYS: Record<EventStatus, string> = {
  Scheduled: 'scheduled',
  'On sale': 'onSale',
  'Sold out': 'soldOut',
  Postponed: 'postponed',
  Cancelled: 'cancelled',
};

/** The status in the page's language: 'On sale', 'En vente', 'Tiketi zinauzwa'. */
export function statusLabel(event: Pick<PublicEvent, 'status'>, locale: Locale = 'en') {
  const status = statusOf(event);
  if (locale === 'en') return status;
  return translatorFor(locale, 'EventFormat')('status', { status: STATUS_KEYS[status] ?? 'scheduled' });
}

/** headlineOf() in the page's language (a feed's or calendar's words). */
export function headlineLabel(event: Pick<PublicEvent, 'status' | 'original_starts_at'>, locale: Locale = 'en') {
  const headline = headlineOf(event);
  if (!headline || locale === 'en') return headline;
  return headline === 'New date' ? translatorFor(locale, 'EventFormat')('newDate') : statusLabel(event, locale);
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
export function postponementNote(
  event: Pick<PublicEvent, 'status' | 'original_starts_at' | 'time_zone'>,
  locale: Locale = 'en',
) {
  const postponed = postponementOf(event);
  if (!postponed) return '';
  const t = translatorFor(locale, 'EventFormat');
  if (postponed === 'to-be-announced') return t('postponedTba');
  return t('postponedFrom', {
    when: whenOf({ starts_at: event.original_starts_at, time_zone: event.time_zone }, locale),
  });
}

/** When, on the venue's clock: '5 December 2026 at 20:00 EAT' (no clock read: pages prerender). */
export function whenOf(event: Pick<PublicEvent, 'starts_at' | 'time_zone'>, locale: Locale = 'en') {
  if (!event.starts_at) return '';
  if (locale === 'en') return formatTime(event.starts_at, event.time_zone, 'long', 0);
  const date = dateOn(event.starts_at, event.time_zone, locale, { day: 'numeric', month: 'long', year: 'numeric' });
  if (!date) return '';
  return translatorFor(locale, 'EventFormat')('when', {
    date,
    time: wallTimeOf(event.starts_at, event.time_zone).slice(11),
    zone: zoneAbbreviation(event.starts_at, event.time_zone),
  });
}

/** Intl's locale of each site language for dates and numbers on event pages. */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-ZA', fr: 'fr-FR', sw: 'sw-KE' };

/** A date on the venue's clock in the page's language ('5 décembre 2026'), '' for a bad instant. */
function dateOn(instant: string, timeZone: string, locale: Locale, options: Intl.DateTimeFormatOptions) {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone }).format(date);
}

/** 'ZAR 350–950', 'KES 2,000', or '' without prices. */
export function priceOf(event: Pick<PublicEvent, 'price_min' | 'price_max' | 'currency'>, locale: Locale = 'en') {
  const { price_min: min, price_max: max, currency } = event;
  if (!currency || (!min && !max)) return '';
  // English: en-ZA's digits with commas ('2,000'); French and Swahili: their own grouping.
  const n = (v: number) =>
    locale === 'en' ? v.toLocaleString('en-ZA').replace(/\s/g, ',') : v.toLocaleString(INTL_LOCALES[locale]);
  return min && max && max !== min ? `${currency} ${n(min)}–${n(max)}` : `${currency} ${n(max || min)}`;
}

/** Where: 'Venue, City, Country'. */
export function placeOf(event: Pick<PublicEvent, 'venue_name' | 'city' | 'country'>) {
  return [event.venue_name, event.city, event.country].filter(Boolean).join(', ');
}

/** 'December 2026' on the venue's clock: the month an upcoming list groups the event under. */
export function monthOf(event: Pick<PublicEvent, 'starts_at' | 'time_zone'>, locale: Locale = 'en') {
  if (!event.starts_at) return '';
  if (locale !== 'en') {
    const month = dateOn(event.starts_at, event.time_zone, locale, { month: 'long', year: 'numeric' });
    return month.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale]) + month.slice(1);
  }
  return formatTime(event.starts_at, event.time_zone, 'long', 0)
    .replace(/^\d+ /, '')
    .replace(/ at .*$/, '');
}
