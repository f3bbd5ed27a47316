import { getUpcomingEvents } from '@/server/data/public';
import { EventCard } from './events/event-card';

/** Home 'Next events' (a featured items section): the next three upcoming events, soonest first. */
export async function NextEvents({ empty }: { empty: string }) {
  const events = (await getUpcomingEvents()).slice(0, 3);
  if (events.length === 0) return empty ? <p className="text-muted">{empty}</p> : null;
  return (
    <ul className="grid gap-4" data-testid="next-events">
      {events.map((event) => (
        <li key={event.slug}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
