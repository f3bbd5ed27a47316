import { siteUrl } from '@/content/site-url';
import { getUpcomingEvents } from '@/server/data/public';
import { calendarResponse } from '@/server/event-calendar';

/** /events.ics: the upcoming events as a calendar feed that calendar apps can subscribe to. */
export async function GET() {
  return calendarResponse(await getUpcomingEvents(), siteUrl(), 'Ngoma Entertainment events', 'events.ics');
}
