import 'server-only';
import type { SiteSettings } from '@/lib/site-settings';
import { localizePath, type Locale } from '@/lib/i18n/locales.mjs';
import { translatorFor } from './i18n/translate';
import type { BlogPost } from './repositories/blog-posts';
import {
  headlineLabel,
  placeOf,
  postponementNote,
  statusLabel,
  statusOf,
  whenOf,
  type PublicEvent,
} from '@/components/site/events/event-format';
import { renderMarkdownSafely } from './markdown';

/**
 * Characters XML 1.0 forbids anywhere in a document (its `Char` production): C0 controls other than
 * tab and line breaks, U+FFFE/U+FFFF and unpaired surrogates. One of them in a title would make the
 * whole feed unreadable for every reader; the admin refuses them now, but older rows may hold some.
 */
const XML_ILLEGAL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** XML text and attribute escaping: the five predefined entities, and illegal characters dropped. */
export function xml(text: string) {
  return text
    .replace(XML_ILLEGAL, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export type FeedPost = Pick<
  BlogPost,
  'slug' | 'title' | 'category' | 'excerpt' | 'content' | 'published_at' | 'created_at' | 'updated_at'
>;

/**
 * RSS 2.0 document for the given posts (newest first), with their bodies as rendered HTML; in a
 * language's feed (/fr/blog/rss.xml) the channel's words and the links are that language's.
 */
export function rssFeed(
  posts: FeedPost[],
  base: string,
  site: Pick<SiteSettings, 'name' | 'description'>,
  locale: Locale = 'en',
) {
  const t = translatorFor(locale, 'Feeds');
  const at = (path: string) => `${base}${localizePath(locale, path)}`;
  const fallback = translatorFor(locale, 'Blog')('categoryFallback');
  const items = posts
    .map((post) => {
      const link = at(`/blog/${post.slug}`);
      return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${new Date(post.published_at ?? post.created_at).toUTCString()}</pubDate>
      <category>${xml(post.category || fallback)}</category>
      <description>${xml(post.excerpt)}</description>
      <content:encoded>${xml(renderMarkdownSafely(post.content))}</content:encoded>
    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xml(t('blogTitle', { site: site.name }))}</title>
    <link>${xml(at('/blog'))}</link>
    <atom:link href="${xml(at('/blog/rss.xml'))}" rel="self" type="application/rss+xml" />
    <description>${xml(locale === 'en' ? site.description : translatorFor(locale, 'Blog')('description'))}</description>
    <language>${locale}</language>
${posts[0] ? `    <lastBuildDate>${new Date(posts[0].updated_at).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}

export type FeedEvent = Pick<
  PublicEvent,
  | 'slug'
  | 'title'
  | 'status'
  | 'original_starts_at'
  | 'starts_at'
  | 'time_zone'
  | 'venue_name'
  | 'city'
  | 'country'
  | 'description'
  | 'updated_at'
> & { first_published_at?: string | null; created_at?: string };

/**
 * RSS 2.0 document of the upcoming events (soonest first), for feed readers beside the calendar feed
 * (/events.ics): each item says when (on the venue's clock), where and its status, and links the page.
 * Its date is when the event was announced (first public), so a reader lists a new event as new.
 */
export function eventsRssFeed(
  events: readonly FeedEvent[],
  base: string,
  site: Pick<SiteSettings, 'name'>,
  locale: Locale = 'en',
) {
  const t = translatorFor(locale, 'Feeds');
  const at = (path: string) => `${base}${localizePath(locale, path)}`;
  const items = events
    .map((event) => {
      const link = at(`/events/${event.slug}`);
      const status = statusLabel(event, locale);
      const headline = headlineLabel(event, locale);
      // A postponed event says from when (or that its new date is to come) rather than just "Postponed".
      const note = postponementNote(event, locale) || (statusOf(event) === 'Scheduled' ? '' : status);
      const summary = [whenOf(event, locale), placeOf(event), note].filter(Boolean).join(' · ');
      const announced = event.first_published_at ?? event.created_at ?? event.updated_at;
      return `    <item>
      <title>${xml(headline ? t('headline', { headline, title: event.title }) : event.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${new Date(announced).toUTCString()}</pubDate>
      <category>${xml(status)}</category>
      <description>${xml(summary)}</description>
      <content:encoded>${xml(`<p>${xml(summary)}</p>${renderMarkdownSafely(event.description)}`)}</content:encoded>
    </item>`;
    })
    .join('\n');
  const latest = events.reduce((max, e) => (e.updated_at > max ? e.updated_at : max), '');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xml(t('eventsTitle', { site: site.name }))}</title>
    <link>${xml(at('/events'))}</link>
    <atom:link href="${xml(at('/events/rss.xml'))}" rel="self" type="application/rss+xml" />
    <description>${xml(t('eventsDescription', { site: site.name }))}</description>
    <language>${locale}</language>
${latest ? `    <lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}
