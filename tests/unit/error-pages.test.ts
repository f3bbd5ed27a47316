import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import AdminError from '@/app/admin/error';
import SiteError from '@/app/(site)/[locale]/error';
import GlobalError from '@/app/global-error';
import { SiteErrorWordsProvider, type SiteErrorWords } from '@/components/site/error-words';
import { englishMessages } from '@/messages';

// next/font is compiled by Next's build; here the class names are all the page needs.
vi.mock('@/app/fonts', () => ({ bodyFont: { variable: 'font-body' }, displayFont: { variable: 'font-display' } }));

type ErrorPage = ComponentType<{ error: unknown; retry: () => void }>;

/** A server error as the browser receives it in development (message kept), with a stack to leak. */
const failure = Object.assign(new Error('relation "blog_posts" does not exist at /srv/app/src/server/db.ts:42'), {
  digest: '2719263847',
});

function render(page: ErrorPage) {
  // A public page's error screen takes its words from the frame around it (site-chrome.tsx).
  const words: SiteErrorWords = englishMessages.SiteError;
  return renderToStaticMarkup(
    createElement(SiteErrorWordsProvider, { words }, createElement(page, { error: failure, retry: () => undefined })),
  );
}

describe('error pages (error.tsx, global-error.tsx)', () => {
  it.each([
    ['a public page', SiteError, 'href="/"', 'Back to Home'],
    ['the root layout', GlobalError, 'href="/"', 'Back to Home'],
    ['an admin page', AdminError, 'href="/admin"', 'Back to the dashboard'],
  ] as const)(
    '%s: a retry button and a way home, and nothing of the error but its reference',
    (_where, page, href, home) => {
      const html = render(page);
      expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
      expect(html).toContain(href);
      expect(html).toContain(home);
      expect(html).not.toContain('blog_posts');
      expect(html).not.toContain('db.ts');
      expect(html).not.toMatch(/\bat \S+:\d+/);
    },
  );

  it('shows the admin the reference that matches the server log line', () => {
    expect(render(AdminError)).toContain('Reference: 2719263847');
    expect(render(SiteError)).not.toContain('2719263847');
  });

  it('draws its own document when the root layout failed', () => {
    const html = render(GlobalError);
    expect(html).toMatch(/^<html lang="en"[^>]*>.*<body[^>]*><main id="main">/);
    expect(html).toContain('<title>Something went wrong</title>');
  });
});
