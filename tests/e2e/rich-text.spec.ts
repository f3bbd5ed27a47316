import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { Database } from '../support/sqlite';
import { expect, openAdmin, signedIn, test, toastWith, waitForHydration } from './fixtures';

// The visual editor of long text (docs/decisions/136-visual-editor-for-long-text.md): a post written
// with a heading, a link to one of our pages found through the link search, an image card with alt
// text and a caption, and a quote renders the same in the editor's preview and on the site; without
// JavaScript the field is the textarea and saves as before.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });
test.use(signedIn);

const databaseFile = (process.env.DATABASE_URL ?? '').replace(/^file:/, '');
const editor = (page: Page) => page.getByTestId('content-editor').filter({ visible: true });

function postRow(title: string) {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare('select id, slug, content from blog_posts where title = ?').get(title) as
      { id: number; slug: string; content: string } | undefined;
  } finally {
    db.close();
  }
}

/** The rendered body: the element holding the quote (the preview pane, or the post's Markdown body). */
async function bodyHtml(quote: Locator) {
  const html = await quote.locator('xpath=..').innerHTML();
  return html.replace(/>\s+</g, '><').trim();
}

test('a post written in the visual editor renders the same in preview and on the site; without JavaScript the textarea saves', async ({
  page,
  browser,
  clientIp,
}) => {
  const title = `Visual post ${randomBytes(3).toString('hex')}`;
  await openAdmin(page, '/admin/blog/new');
  const form = editor(page);
  await form.getByLabel(/^Title/).fill(title);

  // The shared session prefers Markdown (tests/e2e/global-setup.ts): switch, as an operator would.
  await form.getByRole('group', { name: 'Editing mode' }).getByRole('button', { name: 'Visual' }).click();
  const text = form.getByRole('textbox', { name: 'Content' });
  await expect(text).toBeVisible();
  const stored = form.locator('textarea[name="content"]');
  await expect(stored).toBeHidden();

  await text.click();
  await form.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Our approach');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read ');

  // The link: searched among our own pages, chosen from the list.
  await form.getByRole('button', { name: 'Link', exact: true }).click();
  await form.getByLabel('Link to').fill('Amapiano');
  await form
    .getByRole('list', { name: 'Our pages' })
    .getByRole('button', { name: /The Rise of Amapiano in the US Market/ })
    .click();
  // Typing goes on in the text, after the link, with no click back into it.
  await expect(text).toBeFocused();
  await page.keyboard.type(' first.');
  await page.keyboard.press('Enter');

  // The quote, then out of it for the image card.
  await form.getByRole('button', { name: 'Quote', exact: true }).click();
  await expect(text).toBeFocused();
  await page.keyboard.type('Culture first, always.');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Quote', exact: true }).click();

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Upload an image for an image card')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png });
  const alt = form.getByLabel('Alt text for the image');
  await expect(alt).toBeFocused({ timeout: 30_000 });
  // Alt text is required: Insert without it says so.
  const card = form.getByRole('group', { name: 'Image card' });
  await card.getByRole('button', { name: 'Insert image' }).click();
  await expect(card.getByText('Describe the image for people who cannot see it.')).toBeVisible();
  await alt.fill('An amber square');
  await form.getByLabel('Caption (optional)').fill('Our colour, on stage');
  await card.getByRole('button', { name: 'Insert image' }).click();
  await expect(form.getByTestId('image-card')).toBeVisible();

  // The form posts Markdown.
  await expect(stored).toHaveValue(
    /^## Our approach\n\nRead \[The Rise of Amapiano in the US Market\]\(\/blog\/the-rise-of-amapiano-in-the-us-market\) first\.\n\n> Culture first, always\.\n\n!\[An amber square\]\(\/uploads\/[^)\s]+ "Our colour, on stage"\)/,
  );

  const preview = form.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: 'Our approach' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'The Rise of Amapiano in the US Market' })).toHaveAttribute(
    'href',
    '/blog/the-rise-of-amapiano-in-the-us-market',
  );
  await expect(preview.locator('figure img')).toHaveAttribute('alt', 'An amber square');
  await expect(preview.locator('figcaption')).toHaveText('Our colour, on stage');
  await expect(preview.locator('blockquote')).toHaveText('Culture first, always.');
  const previewed = await bodyHtml(preview.locator('blockquote'));

  await form.getByLabel('Publish this post?').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Post created successfully!')).toBeVisible({ timeout: 20_000 });
  const row = postRow(title);
  expect(row).toBeTruthy();

  try {
    // The site shows what the preview showed.
    await expect.poll(async () => (await page.request.get(`/blog/${row!.slug}`)).status()).toBe(200);
    await page.goto(`/blog/${row!.slug}`);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { name: 'Our approach' })).toBeVisible();
    await expect(article.locator('figure figcaption')).toHaveText('Our colour, on stage');
    expect(await bodyHtml(article.locator('blockquote'))).toBe(previewed);

    // Without JavaScript: the same field is the textarea with the Markdown, and it saves.
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    try {
      const plain = await noJs.newPage();
      await plain.goto(`/admin/blog/${row!.id}/edit`);
      const area = plain.getByLabel('Content');
      // A form posts a textarea's line breaks as CRLF; the textarea shows them as LF.
      const markdown = row!.content.replace(/\r\n/g, '\n');
      await expect(area).toHaveValue(markdown);
      await expect(plain.getByRole('textbox', { name: 'Content' })).toHaveCount(1);
      await area.fill(`${markdown}\n\nEdited without JavaScript.`);
      await plain.getByRole('button', { name: 'Save' }).click();
      await expect(plain).toHaveURL(/\/admin\/blog\?saved=updated&id=\d+$/);
      expect(postRow(title)!.content.replace(/\r\n/g, '\n')).toBe(`${markdown}\n\nEdited without JavaScript.`);
    } finally {
      await noJs.close();
    }
  } finally {
    await openAdmin(page, `/admin/blog/${row!.id}/delete`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => postRow(title)).toBeUndefined();
  }
});

// An embed card (decision 155): the editor's Embed command refuses an unknown host with a message
// and inserts a known platform's link as a card; the post shows the talent profiles' click-to-load
// facade, and nothing is asked of the platform before the visitor's click.
test('an embed card in a post shows the facade, and the player loads only after a click', async ({ page, browser }) => {
  const title = `Embed post ${randomBytes(3).toString('hex')}`;
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  await openAdmin(page, '/admin/blog/new');
  const form = editor(page);
  await form.getByLabel(/^Title/).fill(title);
  await form.getByRole('group', { name: 'Editing mode' }).getByRole('button', { name: 'Visual' }).click();
  const text = form.getByRole('textbox', { name: 'Content' });
  await text.click();
  await page.keyboard.type('Watch the set.');
  await page.keyboard.press('Enter');

  await form.getByRole('button', { name: 'Embed', exact: true }).click();
  const panel = form.getByRole('group', { name: 'Embed card' });
  const address = panel.getByLabel('Address of a video, track or playlist');
  await expect(address).toBeFocused();
  await address.fill('https://player.evil.example/embed/1');
  await panel.getByRole('button', { name: 'Insert embed' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/^Embeds from player\.evil\.example are not accepted; use YouTube/);
  await expect(form.getByTestId('embed-card')).toHaveCount(0);
  await address.fill(video);
  await panel.getByRole('button', { name: 'Insert embed' }).click();
  await expect(form.getByTestId('embed-card')).toContainText('Play on YouTube');
  const stored = form.locator('textarea[name="content"]');
  await expect(stored).toHaveValue(
    /^Watch the set\.\n\n\[Play on YouTube\]\(https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ "embed"\)\s*$/,
  );

  await form.getByLabel('Publish this post?').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Post created successfully!')).toBeVisible({ timeout: 20_000 });
  const row = postRow(title)!;
  expect(row).toBeTruthy();
  try {
    await expect.poll(async () => (await page.request.get(`/blog/${row.slug}`)).status()).toBe(200);
    // Without JavaScript the card is the plain link to the video.
    const source = await (await page.request.get(`/blog/${row.slug}`)).text();
    expect(source).toContain(`href="${video}"`);
    expect(source).not.toContain('<iframe');

    const visitor = await browser.newContext();
    try {
      const visit = await visitor.newPage();
      const requested: string[] = [];
      visit.on('request', (request) => requested.push(request.url()));
      const local = (url: string) => ['localhost', '127.0.0.1'].includes(new URL(url).hostname);
      await visit.route(
        (url) => !local(url.href),
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>playing</p>' }),
      );
      const response = await visit.goto(`/blog/${row.slug}`);
      expect(response?.headers()['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
      const facade = visit.locator('article').getByRole('link', { name: /Play on YouTube/ });
      await expect(facade).toBeVisible();
      await waitForHydration(visit);
      expect(requested.filter((url) => !local(url))).toEqual([]);
      await expect(visit.locator('iframe')).toHaveCount(0);

      await facade.click();
      const player = visit.locator('iframe[title="Play on YouTube"]');
      await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      await expect(player.contentFrame().getByText('playing')).toBeVisible();
      expect(requested.filter((url) => !local(url))).toEqual([
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      ]);
    } finally {
      await visitor.close();
    }
  } finally {
    await openAdmin(page, `/admin/blog/${row.id}/delete`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => postRow(title)).toBeUndefined();
  }
});
