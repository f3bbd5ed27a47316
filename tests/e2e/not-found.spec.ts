// Not-found pages must be whole in the server HTML: a visitor without JavaScript, and a crawler, get
// the heading, the explanation and the ways onward, with HTTP 404. (Under Next 16 with
// cacheComponents a page calling notFound() answered 404 with an empty <html id="__next_error__">
// that only JavaScript filled in: docs/decisions/070-not-found-pages.md.)
import { expect, test, toastWith } from './fixtures';

const notFoundPages = [
  { path: '/talent/nobody-here', h1: 'Talent Not Found', links: [['Back to Roster', '/talent']] },
  { path: '/talent/nobody-here/book', h1: 'Talent Not Found', links: [['Back to Roster', '/talent']] },
  { path: '/blog/no-such-post', h1: 'Post Not Found', links: [['Back to Blog', '/blog']] },
  { path: '/portfolio/no-such-project', h1: 'Project Not Found', links: [['Back to Portfolio', '/portfolio']] },
  { path: '/careers/no-such-job/apply', h1: 'Position Not Found', links: [['Back to Careers', '/careers']] },
  // Not a slug any item can have (slugs are lower-case): answered without asking the database.
  { path: '/talent/Not%20A%20Slug', h1: 'Talent Not Found', links: [['Back to Roster', '/talent']] },
  {
    path: '/no/such/page',
    h1: 'This stage is empty.',
    links: [
      ['Back to Home', '/'],
      ['Contact Us', '/contact'],
    ],
  },
] as const;

/** Text of the HTML with tags removed and whitespace folded, as a reader without scripts sees it. */
function visibleText(html: string) {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every <a href> in the server HTML with its text. */
function links(html: string) {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
    href,
    text: visibleText(inner!).trim(),
  }));
}

test.describe('not-found pages in the server HTML', () => {
  for (const entry of notFoundPages) {
    test(`${entry.path}: 404 with '${entry.h1}', its text and its links`, async ({ request }) => {
      const response = await request.get(entry.path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('__next_error__');
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(h1 && visibleText(h1).trim()).toBe(entry.h1);
      // The explanation under the heading, and the site's frame around it (header and footer).
      const body = visibleText(html.slice(html.indexOf('<main')));
      expect(body).toMatch(/couldn't find|moved, or never went on|no longer open/);
      for (const [text, href] of entry.links) expect(links(html)).toContainEqual({ href, text });
      expect(links(html).filter((link) => link.href === '/talent' || link.href === '/contact').length).toBeGreaterThan(
        1,
      );
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    });
  }

  test('the not-found page asked for by its own address answers 404 too', async ({ request }) => {
    for (const path of ['/missing?kind=blog', '/missing', '/missing?kind=nothing']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toMatch(/<h1\b[^>]*>(Post|Page) Not Found<\/h1>/);
    }
    expect((await request.get('/missing/nothing')).status()).toBe(404);
  });

  test('a detail page that exists is untouched (200, its own heading)', async ({ request }) => {
    const response = await request.get('/talent/nomvula-khoza');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<h1\b[^>]*>Nomvula Khoza<\/h1>/);
    expect((await request.get('/blog/rss.xml')).status()).toBe(200);
  });
});

test("an unknown talent also raises the toast 'Error' / 'Could not find the requested talent.'", async ({ page }) => {
  const response = await page.goto('/talent/nobody-here');
  expect(response?.status()).toBe(404);
  const toast = toastWith(page, 'Could not find the requested talent.');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown talent shows its heading and the way back to the roster', async ({ page }) => {
    const response = await page.goto('/talent/nobody-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Roster' }).click();
    await expect(page).toHaveURL('/talent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
