import { Link } from '@/components/ui/link';
import { currentLocale } from '@/server/i18n';
import { placeOf, postponementNote, priceOf, statusLabel, statusOf, whenOf, type PublicEvent } from './event-format';

/** One event in a list: date on the venue's clock, title, place, status. */
export async function EventCard({ event }: { event: PublicEvent & { untranslated?: boolean } }) {
  const locale = await currentLocale();
  const status = statusOf(event);
  const price = priceOf(event, locale);
  const note = postponementNote(event, locale);
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-line bg-clay p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-semibold text-gold">{whenOf(event, locale)}</p>
        <h3
          lang={event.untranslated ? 'en' : undefined}
          className="mt-1 font-display text-2xl font-extrabold text-sand"
        >
          <Link href={`/events/${event.slug}`} className="hover:text-gold">
            {event.title}
          </Link>
        </h3>
        <p className="mt-1 text-muted">{placeOf(event)}</p>
        {note ? <p className="mt-1 text-sm text-sand">{note}</p> : null}
      </div>
      <p className="text-sm font-semibold text-sand" data-testid="event-status">
        {statusLabel(event, locale)}
        {price && status !== 'Cancelled' ? <span className="ml-3 font-normal text-muted">{price}</span> : null}
      </p>
    </article>
  );
}
