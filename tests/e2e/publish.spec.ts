import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoBlogPosts } from '../../src/server/db/seed-data';
import { expect, openAdmin, signedIn, test, toastWith, waitForHydration } from './fixtures';

// The operator's promise: what the admin publishes is on the public site at the next request, and
// what it unpublishes is gone (404) just as fast — including pages that were prerendered at build.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });
// Signed in with the run's shared admin session (tests/e2e/global-setup.ts); no test here signs out.
test.use(signedIn);

/** The content form: the full-page editor of posts and case studies (the modal of short types). */
const contentForm = (page: Page) =>
  page.getByRole('dialog').or(page.getByTestId('content-editor').filter({ visible: true }));

/**
 * Saves the open form and waits for the save to finish. The dialog closes only when the server
 * has answered ok, so its closing is the signal; the toast alone is not, because an earlier toast
 * with the same words ("Post updated successfully!") can still be on screen for up to 5 s.
 */
async function save(page: Page, toastText: string) {
  const dialog = contentForm(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, toastText)).toBeVisible();
}

test('a case study published in the admin is on /portfolio at once; unpublished, it answers 404', async ({ page }) => {
  const title = `Publish Check ${randomBytes(3).toString('hex')}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const publicRequest = page.context().request;

  // Warm the public cache first, so the test proves invalidation rather than a cold render.
  expect(await (await publicRequest.get('/portfolio')).text()).not.toContain(title);
  expect((await publicRequest.get(`/portfolio/${slug}`)).status()).toBe(404);

  await openAdmin(page, '/admin/case-studies');
  await page.getByRole('link', { name: 'Add New Case Study' }).click();
  const dialog = contentForm(page);
  await dialog.getByLabel(/^Title/).fill(title);
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await dialog.getByLabel('Challenge').fill('Twelve hours to turn a stadium around.');
  await dialog.getByLabel('Publish this case study?').check();
  await save(page, 'Case Study created successfully!');

  const listed = await (await publicRequest.get('/portfolio')).text();
  expect(listed).toContain(title);
  const detail = await publicRequest.get(`/portfolio/${slug}`);
  expect(detail.status()).toBe(200);
  expect(await detail.text()).toContain('Twelve hours to turn a stadium around.');

  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await dialog.getByLabel('Publish this case study?').uncheck();
  await save(page, 'Case Study updated successfully!');

  expect(await (await publicRequest.get('/portfolio')).text()).not.toContain(title);
  expect((await publicRequest.get(`/portfolio/${slug}`)).status()).toBe(404);
  const sitemap = await (await publicRequest.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`/portfolio/${slug}<`);
});

test('a seeded post unpublished in the admin leaves /blog and answers 404, then comes back', async ({ page }) => {
  const slug = 'nairobi-east-africas-next-creative-capital';
  const publicRequest = page.context().request;
  const title = demoBlogPosts.find((p) => p.slug === slug)!.title;
  expect((await publicRequest.get(`/blog/${slug}`)).status()).toBe(200);

  await openAdmin(page, '/admin/blog');
  await page.goto(`/admin/blog?q=${encodeURIComponent(title.slice(0, 20))}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = contentForm(page);
  await dialog.getByLabel('Publish this post?').uncheck();
  await save(page, 'Post updated successfully!');
  expect((await publicRequest.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await publicRequest.get('/blog')).text()).not.toContain(`/blog/${slug}"`);

  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await dialog.getByLabel('Publish this post?').check();
  await save(page, 'Post updated successfully!');
  expect((await publicRequest.get(`/blog/${slug}`)).status()).toBe(200);
});

test('a job closed in the admin answers 410 "This role has closed" at once; reopened, its form is back', async ({
  page,
}) => {
  const title = `Closing Check ${randomBytes(3).toString('hex')}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const publicRequest = page.context().request;
  expect((await publicRequest.get(`/careers/${slug}/apply`)).status()).toBe(404);

  await openAdmin(page, '/admin/jobs');
  await page.getByRole('button', { name: 'Add New Job' }).click();
  const dialog = contentForm(page);
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Description/).fill('Keep the shows on time.');
  await expect(dialog.getByLabel('This job posting is active.')).toBeChecked();
  await save(page, 'Job created successfully!');
  expect((await publicRequest.get(`/careers/${slug}/apply`)).status()).toBe(200);
  expect(await (await publicRequest.get('/sitemap.xml')).text()).toContain(`/careers/${slug}/apply<`);

  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await dialog.getByLabel('This job posting is active.').uncheck();
  await save(page, 'Job updated successfully!');
  const closed = await publicRequest.get(`/careers/${slug}/apply`);
  expect(closed.status()).toBe(410);
  const html = await closed.text();
  expect(html).toMatch(/<h1\b[^>]*>This role has closed<\/h1>/);
  expect(html).toContain('href="/careers"');
  expect(await (await publicRequest.get('/sitemap.xml')).text()).not.toContain(`/careers/${slug}/apply<`);
  // A slug that never was is still "not found", not "closed".
  expect((await publicRequest.get(`/careers/${slug}-never/apply`)).status()).toBe(404);

  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await dialog.getByLabel('This job posting is active.').check();
  await save(page, 'Job updated successfully!');
  expect((await publicRequest.get(`/careers/${slug}/apply`)).status()).toBe(200);
});
