import { siteUrl } from '@/content/site-url';
import { getUpcomingEvents } from '@/server/data/public';
import { getSiteSettings } from '@/server/data/site-settings';
import { eventsRssFeed } from '@/server/rss';

/** /events/rss.xml: RSS 2.0 feed of the upcoming events, advertised from /events (beside /events.ics). */
export async function GET() {
  return new Response(eventsRssFeed(await getUpcomingEvents(), siteUrl(), await getSiteSettings()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
