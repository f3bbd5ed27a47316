import { siteUrl } from '@/content/site-url';
import { getEvent } from '@/server/data/public';
import { calendarResponse } from '@/server/event-calendar';

/** /events/<slug>/calendar.ics: "Add to calendar" for one event (RFC 5545). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const event = await getEvent(slug);
  if (!event) return new Response('Not found', { status: 404 });
  return calendarResponse([event], siteUrl(), event.title, `${event.slug}.ics`);
}
