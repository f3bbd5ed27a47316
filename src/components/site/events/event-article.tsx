import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';
import { FocalImage } from '@/components/site/focal-image';
import { MarkdownBody } from '@/components/site/blog/markdown-body';
import { siteUrl } from '@/content/site-url';
import { columnSizes } from '@/lib/images';
import { renderMarkdownSafely } from '@/server/markdown';
import { zoneAbbreviation } from '@/lib/site-time';
import { currentLocale, getT, localHref } from '@/server/i18n';
import { VisitorTime } from './visitor-time';
import {
  placeOf,
  postponementNote,
  postponementOf,
  priceOf,
  statusLabel,
  statusOf,
  whenOf,
  type PublicEvent,
} from './event-format';
import { Glyph } from '@/components/ui/glyph';

const HERO_SIZES = columnSizes({});

const SCHEMA_STATUS = {
  Scheduled: 'EventScheduled',
  'On sale': 'EventScheduled',
  'Sold out': 'EventScheduled',
  Postponed: 'EventPostponed',
  Cancelled: 'EventCancelled',
} as const;

/**
 * schema.org Event for an event page (https://schema.org/Event). A postponed event with its new date
 * is EventRescheduled, its startDate the new one and previousStartDate the one first announced;
 * without a new date yet it is EventPostponed, its startDate still the old one (as search engines ask).
 */
export function eventJsonLd(event: PublicEvent, base: string) {
  const status = statusOf(event);
  const rescheduled = postponementOf(event) === 'rescheduled';
  const url = `${base}/events/${event.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: `https://schema.org/${rescheduled ? 'EventRescheduled' : SCHEMA_STATUS[status]}`,
    previousStartDate: rescheduled ? event.original_starts_at : undefined,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue_name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address || undefined,
        addressLocality: event.city,
        addressCountry: event.country || undefined,
      },
    },
    image: event.cover_image_url ? [new URL(event.cover_image_url, base).href] : undefined,
    performer: event.acts.map((act) => ({
      '@type': 'PerformingGroup',
      name: act.name,
      url: act.slug ? `${base}/talent/${act.slug}` : undefined,
    })),
    offers:
      event.ticket_url && status !== 'Cancelled'
        ? {
            '@type': 'AggregateOffer',
            url: event.ticket_url,
            priceCurrency: event.currency || undefined,
            lowPrice: event.price_min || undefined,
            highPrice: event.price_max || undefined,
            availability: `https://schema.org/${status === 'Sold out' ? 'SoldOut' : status === 'On sale' ? 'InStock' : 'PreOrder'}`,
          }
        : undefined,
    organizer: { '@type': 'Organization', name: 'Ngoma Entertainment', url: base },
  };
}

/** An event as its public page shows it (also the admin's preview of a draft or an unsaved edit). */
export async function EventArticle({ event }: { event: PublicEvent }) {
  const [t, locale, calendar] = await Promise.all([
    getT('Event'),
    currentLocale(),
    localHref(`/events/${event.slug}/calendar.ics`),
  ]);
  const base = siteUrl();
  const html = event.description ? renderMarkdownSafely(event.description) : '';
  const status = statusOf(event);
  const postponed = postponementOf(event);
  const price = priceOf(event, locale);
  // The times carry their instant, so the visitor's own clock can be shown beside the venue's.
  const facts: { label: string; value: string; instant?: string | null }[] = [
    {
      label: postponed === 'to-be-announced' ? t('wasToStart') : postponed ? t('newDate') : t('when'),
      value: whenOf(event, locale),
      instant: event.starts_at,
    },
    {
      label: t('firstAnnounced'),
      value:
        postponed === 'rescheduled'
          ? whenOf({ starts_at: event.original_starts_at, time_zone: event.time_zone }, locale)
          : '',
    },
    {
      label: t('ends'),
      value: event.ends_at ? whenOf({ starts_at: event.ends_at, time_zone: event.time_zone }, locale) : '',
      instant: event.ends_at,
    },
    {
      label: t('where'),
      value: [event.venue_name, event.address, event.city, event.country].filter(Boolean).join(', '),
    },
    { label: t('tickets'), value: status === 'Cancelled' ? '' : price },
  ].filter((f) => f.value);
  const zone = event.starts_at ? zoneAbbreviation(event.starts_at, event.time_zone) : '';

  return (
    <article>
      <JsonLd data={eventJsonLd(event, base)} />
      <header className="mx-auto max-w-7xl px-5 pt-24 pb-10 sm:px-8">
        <Link href="/events" className="text-sm text-muted hover:text-gold">
          {t('back')}
        </Link>
        <p className="mt-6 text-sm font-semibold tracking-widest text-gold uppercase" data-testid="event-status">
          {statusLabel(event, locale)}
        </p>
        <h1 className="mt-3 font-display text-4xl leading-[1] font-extrabold tracking-tight text-balance text-sand sm:text-6xl">
          {event.title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg text-muted">{placeOf(event)}</p>
        {postponed ? (
          <p className="mt-3 max-w-3xl font-semibold text-sand" data-testid="event-postponement">
            {postponementNote(event, locale)}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-4">
          {event.ticket_url && (status === 'On sale' || status === 'Scheduled' || postponed === 'rescheduled') ? (
            <a href={event.ticket_url} rel="noopener" className={buttonClasses({ size: 'lg' })}>
              <Glyph name="ticket" /> {t('getTickets')}
            </a>
          ) : null}
          {status !== 'Cancelled' ? (
            <a
              href={calendar}
              download={`${event.slug}.ics`}
              className={buttonClasses({ variant: 'outline', size: 'lg' })}
            >
              <Glyph name="calendar-plus" /> {t('addToCalendar')}
            </a>
          ) : null}
        </div>
      </header>
      {event.cover_image_url ? (
        <Container>
          <FocalImage
            src={event.cover_image_url}
            alt={event.cover_image_alt || event.title}
            width={1600}
            height={686}
            sizes={HERO_SIZES}
            priority
            className="aspect-[21/9] w-full rounded-2xl object-cover"
            fallbackLabel={event.title}
          />
        </Container>
      ) : null}
      <section aria-label={t('details')} className="mx-auto max-w-7xl px-5 py-12 sm:px-8">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((f) => (
            <div key={f.label} className="rounded-2xl border border-line bg-clay p-5">
              <dt className="text-xs tracking-widest text-muted uppercase">{f.label}</dt>
              <dd className="mt-2 font-semibold">
                {f.value}
                {f.instant ? (
                  <VisitorTime instant={f.instant} venueZone={event.time_zone} label={t('yourTime')} />
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {zone ? <p className="mt-3 text-sm text-muted">{t('venueTime', { zone })}</p> : null}
      </section>
      {event.acts.length ? (
        <section aria-labelledby="lineup" className="mx-auto max-w-7xl px-5 pb-12 sm:px-8">
          <h2 id="lineup" className="font-display text-3xl font-extrabold text-sand">
            {t('lineup')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {event.acts.map((act) => (
              <li key={act.name} className="rounded-full border border-line px-4 py-2">
                {act.slug ? (
                  <Link href={`/talent/${act.slug}`} className="font-semibold text-sand hover:text-gold">
                    {act.name}
                  </Link>
                ) : (
                  act.name
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {html ? (
        <section aria-label={t('about')} className="mx-auto max-w-3xl px-5 pb-24 sm:px-8">
          <MarkdownBody html={html} />
        </section>
      ) : null}
    </article>
  );
}
