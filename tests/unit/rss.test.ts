import { describe, expect, it } from 'vitest';
import { siteSettingsSeed } from '@/content/site';
import { eventsRssFeed, rssFeed, type FeedPost } from '@/server/rss';

/*
 * The feed must stay well-formed XML whatever the admin saved: one control character in one title
 * used to make /blog/rss.xml unreadable for every subscriber.
 */

/** XML 1.0 `Char`: tab, line breaks, and everything from U+0020 except surrogates, U+FFFE and U+FFFF. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * A small strict well-formedness check, enough for the feed's shape: legal characters only, every
 * `&` starts an entity, no stray `<` in text, and elements close in order.
 */
function wellFormednessErrors(document: string) {
  const errors: string[] = [];
  const illegal = document.match(new RegExp(NOT_XML_CHAR.source, 'gu'));
  if (illegal)
    errors.push(`illegal characters: ${illegal.map((c) => `U+${c.codePointAt(0)!.toString(16)}`).join(' ')}`);
  const body = document.replace(/^<\?xml[^?]*\?>/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    const text = body.slice(last, match.index);
    if (/[<>]/.test(text)) errors.push(`markup in text: ${text.slice(0, 40)}`);
    if (/&(?!(?:lt|gt|amp|apos|quot|#\d+|#x[\da-fA-F]+);)/.test(text)) errors.push(`bare &: ${text.slice(0, 40)}`);
    last = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) errors.push(`</${name}> closes the wrong element`);
  }
  if (body.slice(last).trim()) errors.push('text after the root element');
  if (stack.length) errors.push(`unclosed: ${stack.join(', ')}`);
  return errors;
}

const post = (overrides: Partial<FeedPost>): FeedPost => ({
  slug: 'a-post',
  title: 'A post',
  category: 'News',
  excerpt: 'Short',
  content: 'Body with **bold** & <em>raw</em> HTML.',
  published_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

describe('RSS feed', () => {
  it('is well-formed for ordinary posts, with escaped HTML bodies', () => {
    const feed = rssFeed(
      [post({}), post({ slug: 'b', title: 'Tom & "Jerry" <live>' })],
      'https://example.test',
      siteSettingsSeed,
    );
    expect(wellFormednessErrors(feed)).toEqual([]);
    expect(feed).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;live&gt;</title>');
    expect(feed).toContain('&lt;strong&gt;bold&lt;/strong&gt;');
  });

  it('drops characters XML forbids, wherever a post carries them, and keeps the rest of the text', () => {
    const dirty = 'Ctl \u0001\u000b\u001b probe \uFFFE\uFFFF \uD800 end';
    const feed = rssFeed(
      [post({ title: dirty, category: dirty, excerpt: dirty, content: `# ${dirty}\n\n${dirty}` })],
      'https://example.test',
      siteSettingsSeed,
    );
    expect(wellFormednessErrors(feed)).toEqual([]);
    expect(feed).toContain('<title>Ctl  probe   end</title>');
    expect(feed).toContain('<description>Ctl  probe   end</description>');
    // Tab and line breaks are legal XML and stay.
    expect(rssFeed([post({ excerpt: 'a\tb\nc' })], 'https://example.test', siteSettingsSeed)).toContain(
      '<description>a\tb\nc</description>',
    );
  });

  it('still answers, well-formed, when a stored post nests deeper than the renderer follows', () => {
    const feed = rssFeed(
      [post({ content: '>'.repeat(50_000) }), post({ slug: 'next', title: 'Next one' })],
      'https://example.test',
      siteSettingsSeed,
    );
    expect(wellFormednessErrors(feed)).toEqual([]);
    expect(feed).toContain('<title>Next one</title>');
  });
});

describe('events feed (issue 26)', () => {
  const event = {
    slug: 'rooftop',
    title: 'Rooftop <Sessions> & Friends',
    status: 'Cancelled',
    starts_at: '2027-03-12T17:00:00.000Z',
    original_starts_at: null as string | null,
    time_zone: 'Africa/Nairobi',
    venue_name: 'Skyline Terrace',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Doors at **eight**.',
    updated_at: '2026-11-20T10:00:00.000Z',
    first_published_at: '2026-11-01T09:00:00.000Z',
  };

  it('lists each event with when (venue clock), where and its status, escaped, announced at first publication', () => {
    const feed = eventsRssFeed([event], 'https://example.com', { name: 'Ngoma' });
    expect(feed).toContain('<title>Cancelled: Rooftop &lt;Sessions&gt; &amp; Friends</title>');
    expect(feed).toContain('<link>https://example.com/events/rooftop</link>');
    expect(feed).toContain(
      '<description>12 March 2027 at 20:00 EAT · Skyline Terrace, Nairobi, Kenya · Cancelled</description>',
    );
    expect(feed).toContain('<pubDate>Sun, 01 Nov 2026 09:00:00 GMT</pubDate>');
    expect(feed).toContain('&lt;strong&gt;eight&lt;/strong&gt;');
    expect(feed).toContain('<atom:link href="https://example.com/events/rss.xml" rel="self"');
  });

  it('says a postponed event’s new date and the one first announced, or that the new date is to come', () => {
    const moved = { ...event, status: 'Postponed', original_starts_at: '2026-12-05T17:00:00.000Z' };
    const feed = eventsRssFeed([moved, { ...moved, slug: 'later', original_starts_at: null }], 'https://x.test', {
      name: 'Ngoma',
    });
    expect(feed).toContain('<title>New date: Rooftop &lt;Sessions&gt; &amp; Friends</title>');
    expect(feed).toContain(
      '<description>12 March 2027 at 20:00 EAT · Skyline Terrace, Nairobi, Kenya · Postponed from 5 December 2026 at 20:00 EAT.</description>',
    );
    expect(feed).toContain('<title>Postponed: Rooftop &lt;Sessions&gt; &amp; Friends</title>');
    expect(feed).toContain('· Postponed: the new date is to be announced.</description>');
  });

  it('speaks the feed’s language (issue 27): its words, its dates and its links under the prefix', () => {
    const fr = eventsRssFeed([event], 'https://example.com', { name: 'Ngoma' }, 'fr');
    expect(wellFormednessErrors(fr)).toEqual([]);
    expect(fr).toContain('<language>fr</language>');
    expect(fr).toContain('<link>https://example.com/fr/events/rooftop</link>');
    expect(fr).toContain('<atom:link href="https://example.com/fr/events/rss.xml" rel="self"');
    expect(fr).toContain('<title>Annulé : Rooftop &lt;Sessions&gt; &amp; Friends</title>');
    expect(fr).toContain(
      '<description>12 mars 2027 à 20:00 EAT · Skyline Terrace, Nairobi, Kenya · Annulé</description>',
    );
    const sw = rssFeed([post({ category: '' })], 'https://example.com', siteSettingsSeed, 'sw');
    expect(sw).toContain('<language>sw</language>');
    expect(sw).toContain('<link>https://example.com/sw/blog/a-post</link>');
    expect(sw).toContain('<category>Maarifa ya Tasnia</category>');
    expect(rssFeed([post({})], 'https://example.com', siteSettingsSeed)).toContain('<language>en</language>');
  });
});
