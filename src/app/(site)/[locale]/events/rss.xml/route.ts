import { siteUrl } from '@/content/site-url';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales.mjs';
import { getUpcomingEvents } from '@/server/data/public';
import { siteSettingsIn } from '@/server/data/site-settings';
import { eventsRssFeed } from '@/server/rss';

/**
 * /events/rss.xml (and /fr/…, /sw/…): RSS 2.0 feed of the upcoming events, advertised from /events
 * (beside /events.ics); its words, dates and links in the path's language.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return new Response(
    eventsRssFeed(await getUpcomingEvents('', language), siteUrl(), await siteSettingsIn(language), language),
    {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
    },
  );
}
