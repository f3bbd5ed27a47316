import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { Database } from '../support/sqlite';
import { axeViolations, expect, openAdmin, signedIn, test, toastWith } from './fixtures';

/*
 * Issue 23 items 6 and 10 (review ux-3 #7, #14; docs/decisions/131-slugs-and-one-time-zone.md):
 * the operator edits a slug behind "Edit", a published item's title change no longer moves it, a
 * slug change says the old address will redirect (and it does); every admin time is on the site's
 * clock (Africa/Johannesburg here) with its name, whatever the browser's own zone, scheduling
 * included, and the list and the toast say when a scheduled post goes live. With and without
 * JavaScript, at phone and desktop widths.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ actionTimeout: 20_000 });
// Signed in with the run's shared admin session (tests/e2e/global-setup.ts); no test here signs out.
test.use(signedIn);
// The operator's laptop is in Nairobi (an hour ahead of the site clock): nothing may follow it.
test.use({ timezoneId: 'Africa/Nairobi' });

const unique = () => randomBytes(3).toString('hex');
const databaseFile = (process.env.DATABASE_URL ?? '').replace(/^file:/, '');

function postRow(slugOrTitle: string) {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db
      .prepare('select id, slug, title, publish_at, first_published_at from blog_posts where slug = ? or title = ?')
      .get(slugOrTitle, slugOrTitle) as
      | { id: number; slug: string; title: string; publish_at: string | null; first_published_at: string | null }
      | undefined;
  } finally {
    db.close();
  }
}

// Visible only: Next.js keeps pages visited before hidden in the document, to show them again.
const editor = (page: Page) => page.getByTestId('content-editor').filter({ visible: true });
const slugEdit = (form: Locator) => form.getByText('Edit the slug');

async function newPost(page: Page, title: string) {
  await openAdmin(page, '/admin/blog/new');
  await editor(page)
    .getByLabel(/^Title/)
    .fill(title);
  await editor(page).getByLabel('Content').fill('A post about addresses.');
}

async function save(page: Page, toast: string) {
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, toast)).toBeVisible({ timeout: 20_000 });
}

for (const width of [390, 1280]) {
  test(`the slug: made from the title, edited behind "Edit", kept when a published title changes, moved with a redirect (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = unique();
    const title = `Address Probe ${id}`;
    await newPost(page, title);
    const form = editor(page);
    // Made from the title while typing; the input is behind "Edit".
    await expect(form.getByTestId('slug-address')).toHaveText(`/blog/address-probe-${id}`);
    await expect(form.getByLabel('Slug')).toBeHidden();
    await slugEdit(form).click();
    await expect(form.getByLabel('Slug')).toHaveValue(`address-probe-${id}`);
    await form.getByLabel('Slug').fill(`Short ${id}`);
    await expect(form.getByTestId('slug-address')).toHaveText(`/blog/short-${id}`);
    // Typing the title no longer changes a slug the operator typed.
    await form.getByLabel(/^Title/).fill(`${title} (final)`);
    await expect(form.getByLabel('Slug')).toHaveValue(`Short ${id}`);
    await form.getByLabel('Publish this post?').check();
    await save(page, 'Post created successfully!');
    const created = postRow(`short-${id}`)!;
    expect(created).toMatchObject({ title: `${title} (final)`, first_published_at: expect.any(String) });
    await expect.poll(async () => (await fetch(`${baseURL}/blog/short-${id}`)).status).toBe(200);

    // Published: a typo fixed in the title leaves the address alone, and says nothing about moving.
    await openAdmin(page, `/admin/blog/${created.id}/edit`);
    await editor(page)
      .getByLabel(/^Title/)
      .fill(`${title} (fixed typo)`);
    await expect(editor(page).getByTestId('slug-address')).toHaveText(`/blog/short-${id}`);
    await expect(editor(page).getByTestId('slug-redirect-notice')).toHaveCount(0);
    await save(page, 'Post updated successfully!');
    expect(postRow(created.slug)).toMatchObject({ id: created.id, title: `${title} (fixed typo)` });

    // Moved on purpose: the form says the old address will redirect, and it does.
    await openAdmin(page, `/admin/blog/${created.id}/edit`);
    await slugEdit(editor(page)).click();
    await editor(page).getByLabel('Slug').fill(`moved-${id}`);
    await expect(editor(page).getByTestId('slug-redirect-notice')).toHaveText(
      `The old address /blog/short-${id} will redirect here.`,
    );
    await save(page, 'Post updated successfully!');
    expect(postRow(`moved-${id}`)).toMatchObject({ id: created.id });
    const old = await fetch(`${baseURL}/blog/short-${id}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location')!, baseURL).pathname).toBe(`/blog/moved-${id}`);
  });
}

test('a slug that cannot be used is refused beside the field, with the field open; the editor passes axe', async ({
  page,
}) => {
  const id = unique();
  await newPost(page, `Taken Probe ${id}`);
  await save(page, 'Post created successfully!');

  await newPost(page, `Second Probe ${id}`);
  const form = editor(page);
  await slugEdit(form).click();
  await form.getByLabel('Slug').fill(`taken-probe-${id}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('[data-field-error="slug"]')).toHaveText(
    `The slug "taken-probe-${id}" is already in use: choose another one.`,
  );
  await expect(form.getByLabel('Slug')).toBeVisible();
  await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Slug').fill('!!!');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('[data-field-error="slug"]')).toHaveText('Use letters, digits or hyphens in the slug.');
  expect(postRow(`Second Probe ${id}`)).toBeUndefined();
  expect(await axeViolations(page)).toEqual([]);
});

async function withoutJavaScript(browser: Browser, page: Page, clientIp: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: 'Africa/Nairobi',
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  return { context, plain: await context.newPage() };
}

test('without JavaScript: "Edit" opens the slug, the typed slug is saved, and a published title change keeps it', async ({
  page,
  browser,
  clientIp,
}) => {
  await openAdmin(page, '/admin');
  const { context, plain } = await withoutJavaScript(browser, page, clientIp);
  const id = unique();
  await plain.goto('/admin/blog/new');
  await plain.getByLabel(/^Title/).fill(`No Script Address ${id}`);
  await plain.getByLabel('Content').fill('Typed without scripts.');
  await plain.getByLabel('Publish this post?').check();
  await expect(plain.getByLabel('Slug')).toBeHidden();
  await plain.getByText('Edit the slug').click();
  await plain.getByLabel('Slug').fill(`plain-${id}`);
  await plain.getByRole('button', { name: 'Save' }).click();
  await expect(plain).toHaveURL(/\/admin\/blog\?saved=created&id=\d+$/);
  const created = postRow(`plain-${id}`)!;
  expect(created.title).toBe(`No Script Address ${id}`);

  await plain.goto(`/admin/blog/${created.id}/edit`);
  await expect(plain.getByText('the old address will redirect here')).toBeAttached();
  await plain.getByLabel(/^Title/).fill(`No Script Address ${id} renamed`);
  await plain.getByRole('button', { name: 'Save' }).click();
  await expect(plain).toHaveURL(/\/admin\/blog\?saved=updated&id=\d+$/);
  expect(postRow(`plain-${id}`)).toMatchObject({ id: created.id, title: `No Script Address ${id} renamed` });
  await context.close();
});

test('scheduling is on the site clock whatever the browser’s, labelled, and the list and the toast say when', async ({
  page,
}) => {
  const title = `Scheduled Probe ${unique()}`;
  await newPost(page, title);
  const form = editor(page);
  await form.getByLabel('Publish this post?').check();
  const publishAt = form.getByLabel('Publish At', { exact: true });
  await publishAt.fill('2030-11-25T20:28');
  await expect(form.getByTestId('time-zone').first()).toHaveText('Johannesburg time, SAST');
  await save(page, 'Post created successfully!');
  await expect(toastWith(page, 'Post created successfully!')).toContainText('Scheduled for 25 Nov 2030, 20:28 SAST.');
  // 20:28 in Johannesburg, not in Nairobi where the browser is.
  const row = postRow(title)!;
  expect(new Date(row.publish_at!).toISOString()).toBe('2030-11-25T18:28:00.000Z');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Scheduled for 25 Nov 2030, 20:28 SAST');

  // Opened again, the input shows what was typed, on the same clock; moved a day on.
  await openAdmin(page, `/admin/blog/${row.id}/edit`);
  await expect(editor(page).getByLabel('Publish At', { exact: true })).toHaveValue('2030-11-25T20:28');
  await editor(page).getByLabel('Publish At', { exact: true }).fill('2030-11-26T09:00');
  await save(page, 'Post updated successfully!');
  await expect(toastWith(page, 'Post updated successfully!')).toContainText('Scheduled for 26 Nov 2030, 09:00 SAST.');

  // The revisions screen lists the saves, and compares the times, on the site clock, labelled.
  await openAdmin(page, `/admin/revisions/blog/${row.id}`);
  await expect(page.getByTestId('revision-row').first()).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} SAST/);
  await page.getByRole('button', { name: 'Compare selected' }).click();
  const diff = page.getByTestId('diff-publish_at');
  await expect(diff).toContainText('SAST');
  await expect(diff).not.toContainText('T18:28');
});

test('without JavaScript a typed schedule is read on the site clock too, and the page says when', async ({
  page,
  browser,
  clientIp,
}) => {
  await openAdmin(page, '/admin');
  const { context, plain } = await withoutJavaScript(browser, page, clientIp);
  const title = `Plain Schedule ${unique()}`;
  await plain.goto('/admin/blog/new');
  await plain.getByLabel(/^Title/).fill(title);
  await plain.getByLabel('Content').fill('Later.');
  await plain.getByLabel('Publish this post?').check();
  await plain.getByLabel('Publish At', { exact: true }).fill('2031-01-10T07:05');
  await plain.getByRole('button', { name: 'Save' }).click();
  await expect(plain.getByRole('status').filter({ hasText: 'Post created successfully!' })).toContainText(
    'Scheduled for 10 Jan 2031, 07:05 SAST.',
  );
  expect(new Date(postRow(title)!.publish_at!).toISOString()).toBe('2031-01-10T05:05:00.000Z');
  await context.close();
});

test('the unsaved-draft offer names its time on the site clock', async ({ page }) => {
  await newPost(page, `Draft Clock ${unique()}`);
  await expect(page.getByText('Unsaved changes (kept as a draft in this browser)')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admin-draft:blog:new') ?? ''))
    .toContain('Draft Clock');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toContainText(/Changes from .+ \d{2}:\d{2} SAST/);
  await page.getByRole('button', { name: 'Discard' }).click();
});
