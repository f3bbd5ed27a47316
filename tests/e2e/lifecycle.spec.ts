import { sqliteWrite } from './sqlite-write';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Database } from '../support/sqlite';
import sharp from 'sharp';
import pg from 'pg';
import { wallTimeOf, wallTimeToIso } from '@/lib/site-time';
import { expect, openAdmin, signedIn, signedOut, test, toastWith, waitForHydration } from './fixtures';
import { createScratchDatabase, prepareDatabase, startInstance, stopInstance } from './instances';

/*
 * The content lifecycle in the browser and over HTTP (docs/decisions/090-…094): a rename answers
 * 301 from the old address; an edit, its diff and a restore; a preview of an unsaved edit that only
 * the admin sees; per-item SEO in the server's HTML; a post scheduled a minute ahead appearing by
 * itself on two instances, on SQLite and on PostgreSQL.
 */

// Signed in with the run's shared admin session (tests/e2e/global-setup.ts); no test here signs out.
test.use(signedIn);

const databaseFile = (process.env.DATABASE_URL ?? '').replace(/^file:/, '');
const suffix = () => randomBytes(3).toString('hex');

function sqliteRead<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** The open content form: the list's modal, or the full-page editor (blog posts use the page). */
const contentForm = (page: Page) =>
  page.getByRole('dialog').or(page.getByTestId('content-editor').filter({ visible: true }));
/** "Add New …": a button opening the modal, or a link to the full-page editor. */
const addNew = (page: Page, name: string) => page.getByRole('button', { name }).or(page.getByRole('link', { name }));

/** Creates a post through the admin's blog screen; returns its slug. */
async function createPostInAdmin(page: Page, title: string, publish: boolean) {
  await addNew(page, 'Add New Post').click();
  const dialog = contentForm(page);
  await dialog.getByLabel(/^Title/).fill(title);
  const slug = await dialog.getByLabel('Slug').inputValue();
  await dialog.getByLabel('Content').fill('## Hello\n\nA post for the lifecycle test.');
  if (publish) await dialog.getByLabel('Publish this post?').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Post created successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  return slug;
}

/** Renames a published post and moves it to the new title's address (its slug, edited: decision 131). */
async function renamePostInAdmin(page: Page, title: string, newTitle: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = contentForm(page);
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(title);
  await dialog.getByLabel(/^Title/).fill(newTitle);
  const slug = newTitle.toLowerCase().replace(/\s+/g, '-');
  await dialog.getByText('Edit the slug').click();
  await dialog.getByLabel('Slug').fill(slug);
  await expect(dialog.getByTestId('slug-redirect-notice')).toContainText('will redirect here');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Post updated successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  return slug;
}

test.describe('on the harness server', () => {
  test('a renamed post answers 301 from its old address, also after a second rename', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await openAdmin(page, '/admin/blog');
    const title = `Lifecycle Rename ${suffix()}`;
    const first = await createPostInAdmin(page, title, true);
    const second = await renamePostInAdmin(page, title, `${title} Again`);
    const third = await renamePostInAdmin(page, `${title} Again`, `${title} Final`);
    expect(new Set([first, second, third]).size).toBe(3);

    for (const old of [first, second]) {
      const response = await fetch(`${baseURL}/blog/${old}?ref=news`, { redirect: 'manual' });
      expect(response.status, `/blog/${old}`).toBe(301);
      // Straight to the newest address (no chain). Whether the query string is kept depends on who
      // answers (the proxy, or a cached copy in front), so it is not promised here.
      expect(new URL(response.headers.get('location')!, baseURL).pathname).toBe(`/blog/${third}`);
    }
    const live = await fetch(`${baseURL}/blog/${third}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(`${title} Final`);

    // The redirects screen lists both, and deleting one makes its address unknown again.
    await openAdmin(page, '/admin/redirects');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `/blog/${first}`, exact: true }) });
    await expect(row).toContainText(`/blog/${third}`);
    await row.getByRole('button', { name: `Delete the redirect from /blog/${first}` }).click();
    await expect(toastWith(page, 'Redirect deleted.')).toBeVisible();
    await expect.poll(async () => (await fetch(`${baseURL}/blog/${first}`, { redirect: 'manual' })).status).toBe(404);
  });

  test('a manual redirect added on the redirects screen answers 301', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/redirects');
    const from = `/old-lifecycle-${suffix()}`;
    await page.getByLabel('From (a path on this site)').fill(from);
    await page.getByLabel('To (a path or https:// address)').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'full https:// address' })).toBeVisible();
    await page.getByLabel('To (a path or https:// address)').fill('/about');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(toastWith(page, `${from} now redirects to /about.`)).toBeVisible();
    const response = await fetch(`${baseURL}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, baseURL).href).toBe(`${baseURL}/about`);
  });

  test('a redirect added for a page the cache holds answers 301 on the very next request, not for an hour', async ({
    page,
    baseURL,
  }) => {
    // /terms: no other spec of this phase reads it (the public pages' specs ran before). The route
    // cache starts empty in each process: the first request renders and stores it, the second is a hit.
    const cached = async () => {
      const response = await fetch(`${baseURL}/terms`);
      expect(response.status).toBe(200);
      return response.headers.get('x-nextjs-cache');
    };
    await cached();
    expect(await cached()).toBe('HIT');

    await openAdmin(page, '/admin/redirects');
    await page.getByLabel('From (a path on this site)').fill('/terms');
    await page.getByLabel('To (a path or https:// address)').fill('/privacy');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(toastWith(page, '/terms now redirects to /privacy.')).toBeVisible();
    const redirected = await fetch(`${baseURL}/terms`, { redirect: 'manual' });
    expect(redirected.status).toBe(301);
    expect(new URL(redirected.headers.get('location')!, baseURL).pathname).toBe('/privacy');
    // Not kept by browsers or CDNs: deleting it below takes effect for them at once too.
    expect(redirected.headers.get('cache-control')).toBe('no-cache');

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '/terms', exact: true }) });
    await row.getByRole('button', { name: 'Delete the redirect from /terms' }).click();
    await expect(toastWith(page, 'Redirect deleted.')).toBeVisible();
    const back = await fetch(`${baseURL}/terms`, { redirect: 'manual' });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('Terms of Service');
  });

  test('an edit, the diff of two revisions, and a restore', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await openAdmin(page, '/admin/blog');
    const title = `Lifecycle Revision ${suffix()}`;
    const slug = await createPostInAdmin(page, title, true);
    const id = sqliteRead<{ id: number }>('select id from blog_posts where slug = ?', slug)!.id;

    // An edit of the body only (the title, and so the address, stay).
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = contentForm(page);
    await dialog.getByLabel('Content').fill('## Hello\n\nA rewritten body for the lifecycle test.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Post updated successfully!')).toBeVisible({ timeout: 20_000 });

    await page.goto(`/admin/revisions/blog/${id}`);
    await waitForHydration(page);
    const rows = page.getByTestId('revision-row');
    await expect(rows).toHaveCount(2);
    // Revisions name their author: the seeded Owner's name (DEMO_OWNER_NAME, src/server/db/seed.ts).
    await expect(rows.first()).toContainText('Amara Okafor');
    await expect(rows.first()).toContainText('content');
    await page.getByRole('button', { name: 'Compare selected' }).click();
    const diff = page.getByTestId('diff-content');
    await expect(diff.locator('del')).toHaveText(['post']);
    await expect(diff.locator('ins')).toHaveText(['rewritten body']);

    await rows
      .nth(1)
      .getByRole('button', { name: /^Restore the revision of/ })
      .click();
    await expect(toastWith(page, 'Revision restored.')).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('content');
    await expect
      .poll(async () =>
        (await (await fetch(`${baseURL}/blog/${slug}`)).text()).includes('A post for the lifecycle test.'),
      )
      .toBe(true);
  });

  test('a preview of an unsaved edit is the admin’s only, and a draft stays 404 for visitors', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await openAdmin(page, '/admin/blog');
    const title = `Lifecycle Draft ${suffix()}`;
    const slug = await createPostInAdmin(page, title, false);
    const id = sqliteRead<{ id: number }>('select id from blog_posts where slug = ?', slug)!.id;
    expect((await fetch(`${baseURL}/blog/${slug}`)).status).toBe(404);

    // The saved draft, as its page will look.
    const saved = await page.goto(`/preview/blog/${id}`);
    expect(saved?.status()).toBe(200);
    expect(saved?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText('Draft');
    // An item that does not exist: the root not-found page (src/app/not-found.tsx), with 404.
    const missing = await page.goto('/preview/blog/999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // So do an unknown type and an unsaved edit that was never made (or is past its 30 minutes).
    for (const path of ['/preview/nothing/1', `/preview/t/${'x'.repeat(43)}`])
      expect((await page.request.get(path)).status(), path).toBe(404);

    // An unsaved edit: the form's Preview button posts its fields to /admin/preview, in a new tab.
    const unsavedTitle = `${title} Unsaved Edit`;
    await openAdmin(page, '/admin/blog');
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = contentForm(page);
    await dialog.getByLabel(/^Title/).fill(unsavedTitle);
    await dialog.getByLabel('Content').fill('## Not saved\n\nOnly in the form.');
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Preview in a new tab' }).click(),
    ]);
    await expect(tab.getByRole('heading', { level: 1, name: unsavedTitle })).toBeVisible();
    await expect(tab.getByRole('heading', { name: 'Not saved' })).toBeVisible();
    const location = new URL(tab.url()).pathname;
    expect(location).toMatch(/^\/preview\/t\/[\w-]{43}$/);
    const preview = await page.request.get(location);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['cache-control']).toBe('private, no-store');
    await expect(dialog).toBeVisible(); // the edit is still open, unsaved
    // Nothing was saved.
    expect(sqliteRead<{ title: string }>('select title from blog_posts where id = ?', id)!.title).toBe(title);

    // An edit the save would refuse is not rendered: its field errors are shown instead.
    const refused = await page.request.post('/admin/preview', {
      headers: { Origin: baseURL! },
      form: {
        kind: 'blog',
        id: String(id),
        title: unsavedTitle,
        content: 'Body',
        cover_image_url: 'javascript:alert(1)',
        cover_image_alt: 'A stage',
      },
    });
    expect(refused.status()).toBe(200);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('This edit cannot be previewed');
    expect(refusedHtml).toContain('Cover Image: Use a web address starting with https://, or upload an image.');
    expect(refusedHtml).not.toContain('javascript:alert');

    // A visitor: the preview sends to sign-in, the draft's public address is unknown.
    const anonymous = await browser.newContext(signedOut);
    try {
      for (const path of [location, `/preview/blog/${id}`]) {
        const answer = await anonymous.request.get(`${baseURL}${path}`, { maxRedirects: 0 });
        expect(answer.status(), path).toBe(307);
        expect(answer.headers().location).toContain('/admin-login');
      }
      const visitor = await anonymous.newPage();
      const draft = await visitor.goto(`${baseURL}/blog/${slug}`);
      expect(draft?.status()).toBe(404);
      await expect(visitor.getByText(unsavedTitle)).toHaveCount(0);
      // Not even the admin's preview endpoint takes a post from a visitor.
      const post = await anonymous.request.post(`${baseURL}/admin/preview`, {
        headers: { Origin: baseURL! },
        form: { kind: 'blog', title: 'x' },
        maxRedirects: 0,
      });
      expect([307, 401]).toContain(post.status());
    } finally {
      await anonymous.close();
    }
  });

  test('per-item meta title, description, share image and noindex are in the server HTML', async ({ baseURL }) => {
    const slug = `lifecycle-seo-${suffix()}`;
    const now = new Date().toISOString();
    sqliteWrite(
      (db) =>
        db
          .prepare(
            `insert into blog_posts (slug, title, content, category, excerpt, cover_image_url, published_at, is_published,
               meta_title, meta_description, share_image_url, noindex, created_at, updated_at)
             values (?, 'Plain Title', 'Body', 'News', 'The excerpt.', '', ?, 1, 'Search Title For SEO',
               'A description written for search results.', 'https://cdn.example.com/card.jpg', 1, ?, ?)`,
          )
          .run(slug, now, now, now),
      'posts',
    );
    try {
      // Written as another instance would: on the site once the tag's revision is polled (about a second).
      await expect.poll(async () => (await fetch(`${baseURL}/blog/${slug}`)).status).toBe(200);
      const html = await (await fetch(`${baseURL}/blog/${slug}`)).text();
      expect(html).toMatch(/<title>Search Title For SEO \|[^<]*<\/title>/);
      expect(html).toContain('<meta name="description" content="A description written for search results."/>');
      expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/card.jpg"/>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
      expect(sitemap).toContain('/blog/');
      expect(sitemap).not.toContain(`/blog/${slug}`);

      // Without the fields: today's defaults, indexable, in the sitemap.
      sqliteWrite(
        (db) =>
          db
            .prepare(
              `update blog_posts set meta_title = '', meta_description = '', share_image_url = '', noindex = 0 where slug = ?`,
            )
            .run(slug),
        'posts',
      );
      await expect
        .poll(async () => (await (await fetch(`${baseURL}/blog/${slug}`)).text()).match(/<title>([^<]*)<\/title>/)?.[1])
        .toMatch(/^Plain Title \|/);
      const plain = await (await fetch(`${baseURL}/blog/${slug}`)).text();
      expect(plain).toContain('<meta name="description" content="The excerpt."/>');
      expect(plain).not.toContain('name="robots" content="noindex"');
      await expect
        .poll(async () => (await (await fetch(`${baseURL}/sitemap.xml`)).text()).includes(`/blog/${slug}`))
        .toBe(true);
    } finally {
      sqliteWrite((db) => db.prepare('delete from blog_posts where slug = ?').run(slug), 'posts');
    }
  });
});

test.describe('the content form', () => {
  test('alt text is required with a cover image; schedule, meta fields and their preview are set in the form', async ({
    page,
    baseURL,
  }) => {
    await openAdmin(page, '/admin/blog');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/admin/media');
    await expect(nav.getByRole('link', { name: 'Redirects' })).toHaveAttribute('href', '/admin/redirects');

    const title = `Lifecycle Form ${suffix()}`;
    await addNew(page, 'Add New Post').click();
    const dialog = contentForm(page);
    await dialog.getByLabel(/^Title/).fill(title);
    const slug = await dialog.getByLabel('Slug').inputValue();
    await dialog.getByLabel('Content').fill('## Hello\n\nSEO set in the admin form.');
    await dialog.getByLabel('Cover Image', { exact: true }).fill('https://cdn.example.com/cover.jpg');
    await dialog.getByLabel('Publish this post?').check();
    // A day ahead, typed on the site's clock (Johannesburg, whatever the browser's); stored as that instant.
    const local = wallTimeOf(Date.now() + 86_400_000, 'Africa/Johannesburg');
    const ahead = { local, iso: wallTimeToIso(local, 'Africa/Johannesburg') };
    await dialog.getByLabel('Publish At', { exact: true }).fill(ahead.local);
    await dialog.getByLabel('Meta Title').fill('Form Search Title');
    await dialog.getByLabel('Meta Description').fill('A description typed in the admin form.');
    const preview = dialog.getByRole('region', { name: 'Search and share preview' });
    await expect(preview).toContainText('Form Search Title | Ngoma Entertainment');
    await expect(preview).toContainText('A description typed in the admin form.');
    await expect(preview).toContainText(`/blog/${slug}`);

    // No alt text for the cover image: refused beside the field, nothing saved.
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alt = dialog.getByLabel('Cover Image Alt Text');
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('alt text is required');
    expect(sqliteRead('select id from blog_posts where slug = ?', slug)).toBeUndefined();

    await alt.fill('A crowd at night under stage lights');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Post created successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    const row = sqliteRead<{ id: number; publish_at: string; meta_title: string; cover_image_alt: string }>(
      'select id, publish_at, meta_title, cover_image_alt from blog_posts where slug = ?',
      slug,
    );
    expect(row).toMatchObject({
      publish_at: ahead.iso,
      meta_title: 'Form Search Title',
      cover_image_alt: 'A crowd at night under stage lights',
    });
    const listRow = page.getByRole('row').filter({ hasText: title });
    await expect(listRow).toContainText(/Scheduled for .*SAST/);
    expect((await fetch(`${baseURL}/blog/${slug}`)).status).toBe(404);

    // Clearing the publish time publishes it now, with the meta title from the form.
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(dialog.getByLabel('Publish At', { exact: true })).toHaveValue(ahead.local);
    await dialog.getByLabel('Publish At', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Post updated successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(listRow).toContainText('Published');
    await expect
      .poll(async () => (await (await fetch(`${baseURL}/blog/${slug}`)).text()).match(/<title>([^<]*)<\/title>/)?.[1])
      .toMatch(/^Form Search Title \|/);

    // The row's menu leads to its revisions: the create and the edit.
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Revisions' }).click();
    await expect(page).toHaveURL(`/admin/revisions/blog/${row!.id}`);
  });
});

test.describe('media library', () => {
  test('lists uploads with where they are used; an unused one is deleted, one in use only after a warning', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await openAdmin(page, '/admin/media');
    const upload = async (name: string) => {
      const png = await sharp({
        create: { width: 500, height: 300, channels: 3, background: `#${randomBytes(3).toString('hex')}` },
      })
        .png()
        .toBuffer();
      const response = await page.request.post('/admin/uploads', {
        headers: { Origin: baseURL! },
        multipart: { file: { name, mimeType: 'image/png', buffer: png } },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { url: string }).url;
    };
    const usedName = `used-${suffix()}.png`;
    const spareName = `spare-${suffix()}.png`;
    const usedUrl = await upload(usedName);
    const spareUrl = await upload(spareName);
    const slug = `lifecycle-media-${suffix()}`;
    const now = new Date().toISOString();
    sqliteWrite(
      (db) =>
        db
          .prepare(
            `insert into blog_posts (slug, title, content, category, excerpt, cover_image_url, published_at, is_published, created_at, updated_at)
             values (?, 'Media Usage Post', 'Body', 'News', '', ?, ?, 1, ?, ?)`,
          )
          .run(slug, usedUrl, now, now, now),
      'posts',
    );
    try {
      await openAdmin(page, '/admin/media');
      const used = page.getByTestId('media-item').filter({ hasText: usedName });
      await expect(used).toContainText('Used by:');
      await expect(used.getByRole('link', { name: 'Media Usage Post' })).toHaveAttribute('href', `/blog/${slug}`);
      const spare = page.getByTestId('media-item').filter({ hasText: spareName });
      await expect(spare).toContainText('Not used anywhere.');

      await spare.getByRole('button', { name: `Delete ${spareName}` }).click();
      await expect(toastWith(page, `${spareName} deleted.`)).toBeVisible();
      await expect(page.getByTestId('media-item').filter({ hasText: spareName })).toHaveCount(0);
      expect((await fetch(`${baseURL}${spareUrl}`)).status).toBe(404);

      // In use: a confirm step that says where, then the delete.
      await used.getByRole('link', { name: 'Delete…' }).click();
      await expect(page).toHaveURL(/\/admin\/media\/\d+\/delete$/);
      const warning = page.getByRole('alert').filter({ hasText: 'This image is in use' });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(`/blog/${slug}`);
      expect((await fetch(`${baseURL}${usedUrl}`)).status).toBe(200);
      await page.getByRole('button', { name: 'Delete anyway' }).click();
      await expect(page).toHaveURL(/\/admin\/media$/);
      await expect(page.getByTestId('media-item').filter({ hasText: usedName })).toHaveCount(0);
      expect((await fetch(`${baseURL}${usedUrl}`)).status).toBe(404);
    } finally {
      sqliteWrite((db) => db.prepare('delete from blog_posts where slug = ?').run(slug), 'posts');
    }
  });
});

/*
 * Scheduled publishing: the post is written with a publish date a minute ahead; nobody saves
 * anything after that. Each instance must show it by itself, within a minute of that date (the
 * background tick announces the boundary, every instance's cache handler hears it).
 */
const AHEAD_MS = 60_000;
/** Seen within this long after the publish date: the tick runs every 10 s, the handlers poll every 1 s. */
const APPEARS_WITHIN_MS = 30_000;

async function expectAppearsByItself(instances: string[], slug: string, title: string, publishAt: number) {
  const get = async (base: string, path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, text: await response.text() };
  };
  // Before: every instance has rendered (and cached) the list, the sitemap and the feed without it.
  for (const base of instances) {
    expect((await get(base, '/blog')).text).not.toContain(title);
    expect((await get(base, `/blog/${slug}`)).status).toBe(404);
    expect((await get(base, '/sitemap.xml')).text).not.toContain(slug);
    expect((await get(base, '/blog/rss.xml')).text).not.toContain(slug);
  }
  expect(Date.now(), 'the checks before the publish date took too long').toBeLessThan(publishAt);
  const deadline = publishAt + APPEARS_WITHIN_MS;
  for (const base of instances) {
    await expect
      .poll(async () => (await get(base, '/blog')).text.includes(title), {
        intervals: [1_000],
        timeout: Math.max(1_000, deadline - Date.now()),
        message: `${base}/blog lists the scheduled post within ${APPEARS_WITHIN_MS} ms of its publish date`,
      })
      .toBe(true);
    test.info().annotations.push({ type: 'appeared', description: `${base}: ${Date.now() - publishAt} ms after` });
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
    expect((await get(base, `/blog/${slug}`)).status).toBe(200);
    expect((await get(base, '/sitemap.xml')).text).toContain(`/blog/${slug}`);
    expect((await get(base, '/blog/rss.xml')).text).toContain(`/blog/${slug}`);
  }
}

test.describe('a post scheduled a minute ahead appears by itself on two instances', () => {
  test('SQLite', async ({ baseURL }) => {
    test.setTimeout(180_000);
    const running: ChildProcess[] = [];
    const slug = `lifecycle-scheduled-${suffix()}`;
    const title = `Scheduled By Itself ${slug}`;
    try {
      const b = (await startInstance(process.env, 'lifecycle-sqlite-b', running)).base;
      const publishAt = Date.now() + AHEAD_MS;
      const now = new Date().toISOString();
      sqliteWrite(
        (db) =>
          db
            .prepare(
              `insert into blog_posts (slug, title, content, category, excerpt, cover_image_url, published_at, is_published,
                 publish_at, created_at, updated_at)
               values (?, ?, 'Body', 'News', '', '', ?, 1, ?, ?, ?)`,
            )
            .run(slug, title, new Date(publishAt).toISOString(), new Date(publishAt).toISOString(), now, now),
        'posts',
      );
      await expectAppearsByItself([baseURL!, b], slug, title, publishAt);
    } finally {
      await Promise.all(running.map(stopInstance));
      sqliteWrite((db) => db.prepare('delete from blog_posts where slug = ?').run(slug), 'posts');
    }
  });

  test('PostgreSQL', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    test.skip(!serverUrl, 'TEST_DATABASE_URL is not set: no PostgreSQL to run two instances on');
    test.setTimeout(240_000);
    const scratch = await createScratchDatabase(serverUrl!, 'agency_e2e_schedule');
    const running: ChildProcess[] = [];
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: scratch.url };
      delete env.SMTP_URL;
      const prepared = await prepareDatabase(env);
      expect(prepared.code, prepared.output).toBe(0);
      const [a, b] = await Promise.all([
        startInstance(env, 'lifecycle-pg-a', running),
        startInstance(env, 'lifecycle-pg-b', running),
      ]);
      const slug = `lifecycle-scheduled-pg-${suffix()}`;
      const title = `Scheduled By Itself ${slug}`;
      const publishAt = Date.now() + AHEAD_MS;
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const at = new Date(publishAt).toISOString();
        await client.query(
          `insert into blog_posts (slug, title, content, category, excerpt, cover_image_url, published_at, is_published,
             publish_at, created_at, updated_at)
           values ($1, $2, 'Body', 'News', '', '', $3, true, $3, now(), now())`,
          [slug, title, at],
        );
      } finally {
        await client.end();
      }
      await expectAppearsByItself([a.base, b.base], slug, title, publishAt);
    } finally {
      await Promise.all(running.map(stopInstance));
      await scratch.drop();
    }
  });
});
