import { localHref } from '@/server/i18n';
import { siteUrl } from '@/content/site-url';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarDays } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { categoryFromSegment, categorySegment, pageSegment } from '@/lib/list-paths';
import { getPastEvents, getUpcomingEventCities, getUpcomingEvents } from '@/server/data/public';
import { assertWithinPages, laterPageParams, listTitle, NONE } from '@/server/data/list-route';
import { Pagination } from '../portfolio/pagination';
import { EventCard } from './event-card';
import { monthOf, type PublicEvent } from './event-format';

/*
 * The events lists, one module for their routes: /events and /events/city/<city> (upcoming, by
 * month), /events/past and /events/past/page/<n> (the archive). Filters and page in the path, so
 * every one is a prerendered page (docs/decisions/120-list-filters-in-the-path.md).
 */

const DESCRIPTION =
  'Upcoming shows, festivals and tours by Ngoma Entertainment and its roster, with tickets and calendars.';

export type CityProps = { params: Promise<{ city?: string }> };
export type PastProps = { params: Promise<{ page?: string }> };

async function cityOf(segment: string | undefined) {
  const cities = await getUpcomingEventCities();
  if (segment === undefined) return { cities, city: '' };
  return { cities, city: categoryFromSegment(cities, segment) ?? notFound() };
}

const cityPath = (city: string) => (city ? `/events/city/${categorySegment(city)}` : '/events');
const pastPath = (page: number) => (page > 1 ? `/events/past/page/${page}` : '/events/past');

export async function eventsMetadata({ params }: CityProps): Promise<Metadata> {
  const { city } = await cityOf((await params).city);
  const base = await pageMetadata({
    title: listTitle('Events', [city], 1),
    description: DESCRIPTION,
    path: cityPath(city),
  });
  // Feed readers and calendar apps find both feeds from the page (<link rel="alternate">).
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        'application/rss+xml': [{ url: `${siteUrl()}${await localHref('/events/rss.xml')}`, title: 'Upcoming events' }],
        'text/calendar': [{ url: `${siteUrl()}${await localHref('/events.ics')}`, title: 'Events calendar' }],
      },
    },
  };
}

export async function eventCityParams() {
  const cities = (await getUpcomingEventCities()).map(categorySegment).filter(Boolean);
  return (cities.length ? cities : [NONE]).map((city) => ({ city }));
}

/** Upcoming events grouped by the month they start in, on the venue's clock. */
function byMonth(events: readonly PublicEvent[]) {
  const groups: { month: string; events: PublicEvent[] }[] = [];
  for (const event of events) {
    const month = monthOf(event);
    const last = groups.at(-1);
    if (last && last.month === month) last.events.push(event);
    else groups.push({ month, events: [event] });
  }
  return groups;
}

export async function UpcomingEvents({ params }: CityProps) {
  const { cities, city } = await cityOf((await params).city);
  const [upcoming, past] = await Promise.all([getUpcomingEvents(city), getPastEvents(1)]);
  return (
    <>
      <PageHero
        eyebrow="Events"
        title={city ? `Upcoming Shows in ${city}` : 'Upcoming Shows'}
        lead="Where our artists play next: festivals, concerts and club nights, with tickets and calendar links."
      />
      <Section aria-label="Upcoming events">
        <div className="mb-10 flex flex-wrap items-center gap-3">
          <nav aria-label="Events by city" className="flex flex-wrap gap-2">
            {['', ...cities].map((c) => (
              <Link
                key={c || 'all'}
                href={cityPath(c)}
                aria-current={c === city ? 'page' : undefined}
                className="rounded-full border border-line px-4 py-2 text-sm font-semibold text-sand hover:border-gold aria-[current=page]:border-gold aria-[current=page]:text-gold"
              >
                {c || 'All cities'}
              </Link>
            ))}
          </nav>
          <a
            href="/events.ics"
            className="ml-auto inline-flex items-center gap-2 text-sm text-muted underline hover:text-gold"
          >
            <CalendarDays aria-hidden className="size-4" /> Subscribe to the calendar
          </a>
        </div>
        {upcoming.length === 0 ? (
          <div className="py-16 text-center" role="status">
            <h2 className="font-display text-3xl font-extrabold">No upcoming events{city ? ` in ${city}` : ''}.</h2>
            <p className="mt-3 text-muted">New dates are announced here first. Check back soon.</p>
          </div>
        ) : (
          byMonth(upcoming).map((group) => (
            <section key={group.month} aria-labelledby={`month-${categorySegment(group.month)}`} className="mb-12">
              <h2
                id={`month-${categorySegment(group.month)}`}
                className="mb-4 font-display text-3xl font-extrabold text-sand"
              >
                {group.month}
              </h2>
              <ul className="grid gap-4">
                {group.events.map((event) => (
                  <li key={event.slug}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        {past.items.length ? (
          <section aria-labelledby="past-events" className="mt-16 border-t border-line pt-12">
            <h2 id="past-events" className="mb-4 font-display text-3xl font-extrabold text-sand">
              Past events
            </h2>
            <ul className="grid gap-4">
              {past.items.slice(0, 3).map((event) => (
                <li key={event.slug}>
                  <EventCard event={{ ...event, acts: [] }} />
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <Link href="/events/past" className="font-semibold text-gold underline">
                All past events
              </Link>
            </p>
          </section>
        ) : null}
      </Section>
    </>
  );
}

function pastPage(segment: string | undefined) {
  return segment === undefined ? 1 : (pageSegment(segment) ?? notFound());
}

export async function pastMetadata({ params }: PastProps): Promise<Metadata> {
  const page = pastPage((await params).page);
  return pageMetadata({ title: listTitle('Past Events', [], page), description: DESCRIPTION, path: pastPath(page) });
}

export async function pastPageParams() {
  return laterPageParams((await getPastEvents(1)).pageCount);
}

export async function PastEvents({ params }: PastProps) {
  const page = pastPage((await params).page);
  const result = await getPastEvents(page);
  assertWithinPages(result);
  return (
    <>
      <PageHero eyebrow="Events" title="Past Events" lead="Shows, festivals and tours we have produced and booked." />
      <Section aria-label="Past events">
        <p className="mb-8">
          <Link href="/events" className="text-sm text-muted hover:text-gold">
            ← Upcoming events
          </Link>
        </p>
        {result.items.length === 0 ? (
          <p role="status" className="py-16 text-center text-muted">
            No past events yet.
          </p>
        ) : (
          <ul className="grid gap-4">
            {result.items.map((event) => (
              <li key={event.slug}>
                <EventCard event={{ ...event, acts: [] }} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={result.page} pageCount={result.pageCount} hrefOf={pastPath} label="Past events pages" />
      </Section>
    </>
  );
}
