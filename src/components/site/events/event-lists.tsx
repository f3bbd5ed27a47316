import { currentLocale, getT, localHref } from '@/server/i18n';
import { siteUrl } from '@/content/site-url';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales.mjs';
import { notFound } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { categoryFromSegment, categorySegment, pageSegment } from '@/lib/list-paths';
import { getPastEvents, getUpcomingEventCities, getUpcomingEvents } from '@/server/data/public';
import { assertWithinPages, laterPageParams, listTitle, NONE } from '@/server/data/list-route';
import { listPageLabel, Pagination } from '../portfolio/pagination';
import { EventCard } from './event-card';
import { monthOf, type PublicEvent } from './event-format';
import { Glyph } from '@/components/ui/glyph';

/*
 * The events lists, one module for their routes: /events and /events/city/<city> (upcoming, by
 * month), /events/past and /events/past/page/<n> (the archive). Filters and page in the path, so
 * every one is a prerendered page (docs/decisions/120-list-filters-in-the-path.md).
 */

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
  const t = await getT('Events');
  const base = await pageMetadata({
    title: listTitle(t('title'), [city], 1),
    description: t('description'),
    path: cityPath(city),
  });
  // Feed readers and calendar apps find both feeds from the page (<link rel="alternate">).
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        'application/rss+xml': [{ url: `${siteUrl()}${await localHref('/events/rss.xml')}`, title: t('rssTitle') }],
        'text/calendar': [{ url: `${siteUrl()}${await localHref('/events.ics')}`, title: t('icsTitle') }],
      },
    },
  };
}

export async function eventCityParams() {
  const cities = (await getUpcomingEventCities()).map(categorySegment).filter(Boolean);
  return (cities.length ? cities : [NONE]).map((city) => ({ city }));
}

/** Upcoming events grouped by the month they start in, on the venue's clock. */
function byMonth(events: readonly PublicEvent[], locale: Locale) {
  const groups: { month: string; events: PublicEvent[] }[] = [];
  for (const event of events) {
    const month = monthOf(event, locale);
    const last = groups.at(-1);
    if (last && last.month === month) last.events.push(event);
    else groups.push({ month, events: [event] });
  }
  return groups;
}

export async function UpcomingEvents({ params }: CityProps) {
  const { cities, city } = await cityOf((await params).city);
  const [upcoming, past, t, locale, calendar] = await Promise.all([
    getUpcomingEvents(city),
    getPastEvents(1),
    getT('Events'),
    currentLocale(),
    localHref('/events.ics'),
  ]);
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={city ? t('heroTitleCity', { city }) : t('heroTitle')}
        lead={t('heroLead')}
      />
      <Section aria-label={t('upcomingLabel')}>
        <div className="mb-10 flex flex-wrap items-center gap-3">
          <nav aria-label={t('byCity')} className="flex flex-wrap gap-2">
            {['', ...cities].map((c) => (
              <Link
                key={c || 'all'}
                href={cityPath(c)}
                aria-current={c === city ? 'page' : undefined}
                className="rounded-full border border-line px-4 py-2 text-sm font-semibold text-sand hover:border-gold aria-[current=page]:border-gold aria-[current=page]:text-gold"
              >
                {c || t('allCities')}
              </Link>
            ))}
          </nav>
          <a
            href={calendar}
            className="ml-auto inline-flex items-center gap-2 text-sm text-muted underline hover:text-gold"
          >
            <Glyph name="calendar-days" className="size-4" /> {t('subscribe')}
          </a>
        </div>
        {upcoming.length === 0 ? (
          <div className="py-16 text-center" role="status">
            <h2 className="font-display text-3xl font-extrabold">{city ? t('noneCity', { city }) : t('none')}</h2>
            <p className="mt-3 text-muted">{t('noneLead')}</p>
          </div>
        ) : (
          byMonth(upcoming, locale).map((group) => (
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
              {t('past')}
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
                {t('allPast')}
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
  const t = await getT('Events');
  return pageMetadata({
    title: listTitle(t('pastTitle'), [], page, await listPageLabel()),
    description: t('description'),
    path: pastPath(page),
  });
}

export async function pastPageParams() {
  return laterPageParams((await getPastEvents(1)).pageCount);
}

export async function PastEvents({ params }: PastProps) {
  const page = pastPage((await params).page);
  const result = await getPastEvents(page);
  assertWithinPages(result);
  const t = await getT('Events');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('pastTitle')} lead={t('pastLead')} />
      <Section aria-label={t('past')}>
        <p className="mb-8">
          <Link href="/events" className="text-sm text-muted hover:text-gold">
            {t('backUpcoming')}
          </Link>
        </p>
        {result.items.length === 0 ? (
          <p role="status" className="py-16 text-center text-muted">
            {t('nonePast')}
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
        <Pagination page={result.page} pageCount={result.pageCount} hrefOf={pastPath} label={t('pastPages')} />
      </Section>
    </>
  );
}
