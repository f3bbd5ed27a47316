import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContentManager } from '@/components/admin/content-manager';
import { contentTypes } from '@/lib/content-types';

// The table screen asks for the router (its full-page editor links); outside the app router it is a stub.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push() {}, replace() {}, refresh() {} }) }));

/** The admin table screen's server-rendered HTML for one page of a list. */
function screen(props: {
  rows?: object[];
  total: number;
  page: number;
  pageCount: number;
  q?: string;
  timeZone?: string;
}) {
  return renderToStaticMarkup(
    createElement(ContentManager, { kind: 'blog', rows: [], q: '', timeZone: 'Africa/Johannesburg', ...props }),
  );
}

describe('admin table messages', () => {
  it('past the last page of a non-empty table: says so and links to page 1, not the empty-table message', () => {
    const html = screen({ total: 45, page: 999, pageCount: 3 });
    expect(html).toContain('No rows on this page: there are only 3 pages.');
    expect(html).toMatch(/<a [^>]*href="\/admin\/blog"[^>]*>Go to page 1<\/a>/);
    expect(html).not.toContain(contentTypes.blog.words.empty);
    expect(html).not.toContain('Page 999 of 3');

    const searched = screen({ total: 2, page: 5, pageCount: 1, q: 'amapiano' });
    expect(searched).toContain('No rows on this page: there is only 1 page.');
    expect(searched).toContain('href="/admin/blog?q=amapiano"');
    expect(searched).not.toContain('Nothing matches');
  });

  it('keeps the specified messages for an empty table and a search without results', () => {
    expect(screen({ total: 0, page: 1, pageCount: 1 })).toContain(
      'No blog posts yet. Click &quot;Add New Post&quot; to get started!',
    );
    expect(screen({ total: 0, page: 1, pageCount: 1, q: 'zzz' })).toContain('Nothing matches &quot;zzz&quot;.');
    const rows = [{ id: 1, created_at: '2026-01-01T00:00:00.000Z', title: 'A post', category: '', is_published: true }];
    const html = screen({ rows, total: 21, page: 2, pageCount: 2 });
    expect(html).toContain('A post');
    expect(html).not.toContain('No rows on this page');
  });
});

describe('admin table times', () => {
  const rows = [
    {
      id: 7,
      created_at: '2026-01-01T23:30:00.000Z',
      title: 'Goes live later',
      category: '',
      is_published: true,
      publish_at: '2099-11-25T18:28:00.000Z',
      unpublish_at: null,
    },
  ];

  it('a scheduled row says when it goes live, on the site clock and labelled; dates are the site’s day', () => {
    const html = screen({ rows, total: 1, page: 1, pageCount: 1 });
    expect(html).toContain('Scheduled for 25 Nov 2099, 20:28 SAST');
    expect(html).toContain('<time dateTime="2026-01-01T23:30:00.000Z">2 Jan 2026</time>');
    const nairobi = screen({ rows, total: 1, page: 1, pageCount: 1, timeZone: 'Africa/Nairobi' });
    expect(nairobi).toContain('Scheduled for 25 Nov 2099, 21:28 EAT');
  });
});
