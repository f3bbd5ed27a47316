import { siteUrl } from '@/content/site-url';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales.mjs';
import { getUpcomingEvents } from '@/server/data/public';
import { calendarResponse } from '@/server/event-calendar';
import { translatorFor } from '@/server/i18n/translate';

/** /events.ics: the upcoming events as a calendar feed that calendar apps can subscribe to (in the path's language). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const name = translatorFor(language, 'Feeds')('calendarTitle');
  return calendarResponse(await getUpcomingEvents('', language), siteUrl(), name, 'events.ics', language);
}
