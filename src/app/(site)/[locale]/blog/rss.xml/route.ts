import { siteUrl } from '@/content/site-url';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales.mjs';
import { getFeedPosts } from '@/server/data/public';
import { siteSettingsIn } from '@/server/data/site-settings';
import { rssFeed } from '@/server/rss';

/**
 * /blog/rss.xml (and /fr/…, /sw/…): RSS 2.0 feed of the newest published posts, advertised from
 * /blog; the channel's words and links in the path's language (route handlers read it from params).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return new Response(rssFeed(await getFeedPosts(), siteUrl(), await siteSettingsIn(language), language), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
