import { siteUrl } from '@/content/site-url';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales.mjs';
import { getEvent } from '@/server/data/public';
import { calendarResponse } from '@/server/event-calendar';

/** /events/<slug>/calendar.ics: "Add to calendar" for one event (RFC 5545), in the path's language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const event = await getEvent(slug, language);
  if (!event) return new Response('Not found', { status: 404 });
  return calendarResponse([event], siteUrl(), event.title, `${event.slug}.ics`, language);
}
