import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, openAdmin, signedIn, test, toastWith } from './fixtures';

// The full-page editor of long content (blog posts, case studies, talent): the Markdown toolbar and
// live preview, saving with and without JavaScript, the draft kept in the browser, and the question
// before leaving with unsaved changes.
test.describe.configure({ timeout: 90_000 });
test.use({ actionTimeout: 20_000 });
// Signed in with the run's shared admin session (tests/e2e/global-setup.ts); no test here signs out.
test.use(signedIn);

const unique = () => randomBytes(3).toString('hex');

// Visible only: Next.js keeps pages visited before hidden in the document, to show them again.
const editor = (page: Page) => page.getByTestId('content-editor').filter({ visible: true });

test('the toolbar writes Markdown into the selection and the preview shows the sanitized page HTML', async ({
  page,
}) => {
  await openAdmin(page, '/admin/blog');
  await page.getByRole('link', { name: 'Add New Post' }).click();
  await expect(page).toHaveURL('/admin/blog/new');
  const content = editor(page).getByLabel('Content');

  await content.fill('hello');
  await content.selectText();
  await page.getByRole('button', { name: 'Bold (Ctrl+B)' }).click();
  await expect(content).toHaveValue('**hello**');
  await page.getByRole('button', { name: 'Heading' }).click();
  await expect(content).toHaveValue('## **hello**');
  // Keyboard: the buttons are in the tab order and answer Enter.
  await content.press('End');
  await content.press('Enter');
  await content.press('Enter');
  await content.pressSequentially('a quote');
  await page.getByRole('button', { name: 'Quote' }).focus();
  await page.keyboard.press('Enter');
  await expect(content).toHaveValue('## **hello**\n\n> a quote');
  await content.press('End');
  await content.pressSequentially('\n\nsee ');
  await page.getByRole('button', { name: 'Link (Ctrl+K)' }).click();
  // The address is selected: typing replaces it.
  await page.keyboard.type('https://example.com/x');
  await expect(content).toHaveValue('## **hello**\n\n> a quote\n\nsee [link text](https://example.com/x)');

  const preview = editor(page).getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: 'hello' })).toBeVisible();
  await expect(preview.locator('blockquote')).toHaveText('a quote');
  await expect(preview.getByRole('link', { name: 'link text' })).toHaveAttribute('href', 'https://example.com/x');

  // What the public page would not run, the preview does not contain either.
  await content.press('End');
  await content.pressSequentially(
    '\n\n<script>window.previewRan = true</script>\n\n<img src="x" onerror="window.previewRan = true">\n\nafter',
  );
  await expect(preview.getByText('after')).toBeVisible();
  const html = await preview.innerHTML();
  expect(html).not.toContain('<script');
  expect(html).not.toContain('onerror');
  expect(await page.evaluate(() => (window as { previewRan?: boolean }).previewRan)).toBeUndefined();

  // An image: uploaded, its alt text asked for, then `![alt](url)` inserted at the cursor.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await content.press('End');
  await content.pressSequentially('\n\n');
  await page
    .getByLabel('Upload an image to insert')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
  const alt = page.getByLabel('Alt text for the image');
  await expect(alt).toBeFocused({ timeout: 30_000 });
  await alt.fill('An amber square');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(content).toHaveValue(/\n\n!\[An amber square\]\(\/uploads\/[a-f0-9]{32}[^)\s]*\)$/);
  await expect(preview.getByRole('img', { name: 'An amber square' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test('the full-page editor shows a field error, then saves and lands on the list', async ({
    page,
    browser,
    clientIp,
  }) => {
    await openAdmin(page, '/admin');
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    const plain = await noJs.newPage();
    const title = `No script post ${unique()}`;

    await plain.goto('/admin/blog/new');
    await plain.getByLabel(/^Title/).fill(title);
    await plain.getByRole('button', { name: 'Save' }).click();
    // Refused: the page comes back with the field's error and what was typed.
    await expect(plain.getByText('Content is required.')).toBeVisible();
    await expect(plain.getByLabel(/^Title/)).toHaveValue(title);
    // The refusal came in the signed flash, not the address (a link must not fill the editor in).
    await expect(plain).toHaveURL(/\/admin\/blog\/new$/);

    await plain.getByLabel('Content').fill('Written with **no** script.');
    await plain.getByRole('button', { name: 'Save' }).click();
    await expect(plain).toHaveURL(/\/admin\/blog\?saved=created&id=\d+$/);
    await expect(plain.getByRole('status').filter({ hasText: 'Post created successfully!' })).toBeVisible();
    const row = plain.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();

    // The row's name opens its editor; the edit saves the same way.
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(plain).toHaveURL(/\/admin\/blog\/\d+\/edit$/);
    await expect(plain.getByLabel('Content')).toHaveValue('Written with **no** script.');
    await plain.getByLabel(/^Title/).fill(`${title} edited`);
    await plain.getByRole('button', { name: 'Save' }).click();
    await expect(plain).toHaveURL(/\/admin\/blog\?saved=updated&id=\d+$/);
    await expect(plain.getByRole('status').filter({ hasText: 'Post updated successfully!' })).toBeVisible();
    await expect(plain.getByRole('row').filter({ hasText: `${title} edited` })).toBeVisible();
    await noJs.close();
  });
});

test('an unsaved edit is kept as a draft and offered back after a reload', async ({ page }) => {
  await openAdmin(page, '/admin/blog');
  // Reloading with unsaved changes asks first (beforeunload): go ahead.
  page.on('dialog', (dialog) => void dialog.accept());
  await openAdmin(page, '/admin/blog/new');
  const title = `Draft post ${unique()}`;
  await editor(page)
    .getByLabel(/^Title/)
    .fill(title);
  await editor(page).getByLabel('Content').fill('Words I have not saved yet.');
  await expect(page.getByText('Unsaved changes (kept as a draft in this browser)')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admin-draft:blog:new') ?? ''))
    .toContain('Words I have not saved yet.');

  await page.reload();
  const offer = page.getByRole('region', { name: 'Unsaved draft' });
  await expect(offer).toContainText('Restore unsaved draft?');
  await expect(editor(page).getByLabel(/^Title/)).toHaveValue('');
  await offer.getByRole('button', { name: 'Restore draft' }).click();
  await expect(editor(page).getByLabel(/^Title/)).toHaveValue(title);
  await expect(editor(page).getByLabel('Slug')).toHaveValue(title.toLowerCase().replace(/\s+/g, '-'));
  await expect(editor(page).getByLabel('Content')).toHaveValue('Words I have not saved yet.');

  // Saved, the draft is gone: the editor opens clean.
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Post created successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin-draft:blog:new'))).toBeNull();
  await openAdmin(page, '/admin/blog/new');
  await expect(editor(page).getByLabel(/^Title/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toHaveCount(0);
});

test('leaving with unsaved changes asks first: a link, and closing the tab', async ({ page }) => {
  await openAdmin(page, '/admin/case-studies');
  await page.getByRole('link', { name: 'Add New Case Study' }).click();
  await editor(page)
    .getByLabel(/^Title/)
    .fill(`Leave me ${unique()}`);
  await expect(page.getByText('Unsaved changes (kept as a draft in this browser)')).toBeVisible();

  // A link in the admin: the question comes; "Cancel" stays, with the text intact.
  const asked = new Promise<{ type: string; message: string }>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void dialog.dismiss();
    }),
  );
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' }).click();
  expect(await asked).toEqual({ type: 'confirm', message: 'You have unsaved changes. Leave this page?' });
  await expect(page).toHaveURL('/admin/case-studies/new');
  await expect(editor(page).getByLabel(/^Title/)).toHaveValue(/^Leave me /);

  // Closing the tab: the browser's own question (beforeunload).
  const unload = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await unload).toBe('beforeunload');
});

test('a clean editor leaves without a question', async ({ page }) => {
  await openAdmin(page, '/admin/talent');
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Add New Talent' }).click();
  await expect(editor(page).getByLabel('Name')).toBeVisible();
  await editor(page).getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/admin/talent');
  expect(asked).toBe(false);
});
