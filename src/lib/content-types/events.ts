import { z } from 'zod';
import { isHttpUrl } from '../http-url';
import { canonicalTimeZone, DEFAULT_SITE_TIME_ZONE } from '../site-time';
import { altField, defineContentType, field, IMAGE_HINT, scheduleFields, seoFields } from './define';

/** What an event's ticket prices are in. */
export const EVENT_CURRENCIES = ['ZAR', 'KES', 'NGN', 'USD', 'EUR', 'GBP'] as const;

/** One status per event: a cancelled event cannot also be on sale (docs/decisions/140-events.md). */
export const EVENT_STATUSES = ['Scheduled', 'On sale', 'Sold out', 'Postponed', 'Cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The highest ticket price accepted, in whole units of the currency. */
export const EVENT_PRICE_MAX = 10_000_000;

/** The venue's IANA time zone ('Africa/Nairobi'): its start and end are typed and shown on its clock. */
const timeZoneField = {
  input: {
    type: 'text' as const,
    label: 'Venue Time Zone',
    required: true,
    placeholder: DEFAULT_SITE_TIME_ZONE,
    hint: 'The venue’s IANA time zone, e.g. Africa/Nairobi, Africa/Lagos, Europe/London. Start and End are typed in it.',
  },
  schema: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((value, ctx) => {
      if (!value) return DEFAULT_SITE_TIME_ZONE;
      const zone = canonicalTimeZone(value);
      if (zone) return zone;
      ctx.addIssue({ code: 'custom', message: 'Use an IANA time zone such as Africa/Nairobi.' });
      return z.NEVER;
    }),
  storage: 'value' as const,
};

/** A ticket link: https only (a visitor pays there). */
const ticketUrlField = {
  ...field.url({ label: 'Ticket URL', placeholder: 'https://…' }),
  schema: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || isHttpUrl(value, ['https:']), {
      message: 'Use a ticket address starting with https://.',
    }),
};

/** Events: /events, /events/<slug>, their calendars, and the lineup on talent profiles. */
export const events = defineContentType({
  kind: 'events',
  table: 'events',
  tag: 'events',
  publicPath: (slug) => `/events/${slug}`,
  subpages: ['calendar.ics'],
  seo: { title: 'title', description: 'venue_name' },
  words: {
    nav: 'Events',
    heading: 'Manage Events',
    addLabel: 'Add New Event',
    empty: 'No events yet. Click "Add New Event" to get started!',
    noun: 'event',
    created: 'Event created successfully!',
    updated: 'Event updated successfully!',
    deleted: 'Event deleted successfully!',
    saveError: 'Error saving event',
    deleteError: 'Error deleting event',
    fetchError: 'Error fetching events',
    dashboard: 'Shows, festivals and tours, with tickets and calendars.',
    searchLabel: 'Search events by title',
    item: 'Event',
    all: 'All events',
  },
  editor: 'page',
  fields: {
    title: field.text({ label: 'Title', max: 200, required: true }),
    status: field.select({ label: 'Status', options: EVENT_STATUSES }),
    time_zone: timeZoneField,
    starts_at: field.datetime({ label: 'Start', zone: 'time_zone', hint: 'On the venue’s clock.' }),
    ends_at: field.datetime({ label: 'End', zone: 'time_zone', hint: 'On the venue’s clock; after the start.' }),
    original_starts_at: field.datetime({
      label: 'Original Start',
      zone: 'time_zone',
      hint: 'Postponed to a new date: the start first announced, with Start and End set to the new date. Leave empty while the new date is not known.',
    }),
    venue_name: field.text({ label: 'Venue', max: 200, required: true }),
    address: field.text({ label: 'Address', max: 300 }),
    city: field.text({ label: 'City', max: 100, required: true }),
    country: field.text({ label: 'Country', max: 100 }),
    lineup: field.textarea({
      label: 'Lineup',
      rows: 4,
      max: 4000,
      hint: 'One act per line. A line with a roster artist’s name (or profile slug) links to their profile and lists the show there.',
    }),
    cover_image_url: field.image({ label: 'Cover Image', hint: IMAGE_HINT }),
    cover_image_alt: altField('Cover Image Alt Text', 'cover_image_url'),
    description: field.textarea({ label: 'Description', rows: 8, max: 20_000, markdown: true }),
    ticket_url: ticketUrlField,
    price_min: field.integer({
      label: 'Lowest Price',
      min: 0,
      max: EVENT_PRICE_MAX,
      hint: '0 with 0: no price shown.',
    }),
    price_max: field.integer({ label: 'Highest Price', min: 0, max: EVENT_PRICE_MAX }),
    currency: field.select({ label: 'Currency', options: EVENT_CURRENCIES }),
    is_published: field.checkbox({ label: 'Publish this event?' }),
    ...scheduleFields(),
    ...seoFields(),
  },
  translations: ['title', 'description'],
  slug: {
    from: 'title',
    label: 'Slug',
    reserved: { past: "'past' is the address of the past events archive: edit the slug or change the title." },
  },
  visibility: { field: 'is_published', shown: 'Published', hidden: 'Draft' },
  columns: [
    { header: 'Title', show: 'text', field: 'title' },
    { header: 'City', show: 'text', field: 'city' },
    { header: 'Status', show: 'text', field: 'status' },
    { header: 'Visibility', show: 'visibility' },
  ],
  check: checkEvent,
  // An event leaves "upcoming" when it ends: the schedule tick bumps the tag then.
  boundaries: ['ends_at'],
});

function checkEvent(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const { starts_at: start, ends_at: end, price_min: min, price_max: max, currency, status } = value;
  const original = value.original_starts_at;
  if (typeof start !== 'string') ctx.addIssue({ code: 'custom', path: ['starts_at'], message: 'Start is required.' });
  if (typeof end !== 'string') ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'End is required.' });
  else if (typeof start === 'string' && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'End must be after Start.' });
  }
  if (typeof original === 'string') {
    if (status !== 'Postponed')
      ctx.addIssue({
        code: 'custom',
        path: ['original_starts_at'],
        message: 'Only a postponed event has an original start: set Status to Postponed, or clear this field.',
      });
    else if (original === start)
      ctx.addIssue({
        code: 'custom',
        path: ['original_starts_at'],
        message: 'Set Start and End to the new date; this field keeps the date first announced.',
      });
  }
  if (typeof min === 'number' && typeof max === 'number') {
    if (max < min)
      ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'Highest Price must not be below Lowest Price.' });
    if (max > 0 && !currency)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Choose the prices’ currency.' });
  }
}
