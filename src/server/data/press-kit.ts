import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { mediaLinks } from '../../lib/media-links';
import { whenOf, placeOf } from '../../components/site/events/event-format';
import { siteUrl } from '../../content/site-url';
import { cacheTags } from '../cache/tags';
import { renderPressKit } from '../press-kit/pdf';
import { portraitForPdf } from '../press-kit/photos';
import { localeArg, slugArg } from './params';
import { getTalent, getUpcomingEventsFor } from './public';
import { siteSettingsIn } from './site-settings';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../lib/i18n/locales.mjs';
import { pressKitWords } from '../press-kit/words';

/**
 * A talent's press kit PDF (decision 146), made once per change and kept like every public read:
 * tagged with what it shows (the profile, its shows, the site settings' booking contact), so a save of
 * any of them makes the next request build it again, and every other request is answered from the
 * cache. `generatedAt` says when this copy was made (the response's X-Generated-At). Base64, not
 * bytes: the cache keeps plain values. Like every 'use cache' function this is also an endpoint
 * (decision 069): the slug is parsed again, and the work is bounded (one profile, at most one page of
 * photo) and cached, so calling it again costs a cache read.
 */
export async function getPressKit(slug: string, locale: Locale = DEFAULT_LOCALE) {
  'use cache';
  cacheTag(cacheTags.talent, cacheTags.events, cacheTags.settings, cacheTags.uploads);
  cacheLife('max');
  const checked = slugArg(slug);
  const language = localeArg(locale) ?? DEFAULT_LOCALE;
  const talent = checked ? await getTalent(checked, language) : undefined;
  if (!talent) return undefined;
  const englishSlug = talent.englishSlug;
  const [shows, settings, photo] = await Promise.all([
    getUpcomingEventsFor(englishSlug, language),
    siteSettingsIn(language),
    portraitForPdf(talent.image_url),
  ]);
  const base = siteUrl();
  const pdf = await renderPressKit({
    name: talent.name,
    category: talent.category,
    location: talent.location,
    tagline: talent.tagline,
    bio: talent.bio,
    highlights: talent.highlights,
    shows: shows.map((show) => ({ title: show.title, when: whenOf(show, language), place: placeOf(show) })),
    socials: [
      { label: 'Instagram', url: talent.instagram_url },
      { label: 'TikTok', url: talent.tiktok_url },
      { label: 'YouTube', url: talent.youtube_url },
    ].filter((s) => /^https:\/\//.test(s.url)),
    listen: mediaLinks(talent.media_links).map((link) => ({ label: link.label, url: link.href })),
    photo,
    profileUrl: `${base}${localizePath(language, `/talent/${talent.slug}`)}`,
    agency: {
      name: settings.name,
      bookingEmail: settings.bookingEmail,
      phone: settings.offices[0]?.phone ?? '',
      siteUrl: base,
    },
    lang: language,
    words: pressKitWords(language, talent.name),
  });
  return { pdf: pdf.toString('base64'), generatedAt: new Date().toISOString(), slug: englishSlug };
}
