import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  adminEmail,
  adminPassword,
  adminTest,
  expect,
  openAdmin,
  randomClientIp,
  signedOut,
  test,
  toastWith,
} from './fixtures';

// Sign-ins hash with scrypt and the machine is shared: give the flows room, and the saves time to answer.
test.describe.configure({ timeout: 90_000 });
test.use({ actionTimeout: 20_000 });

/** The content form: the modal of short types (jobs), the full-page editor of long ones (blog, case studies, talent). */
const contentForm = (page: Page) =>
  page.getByRole('dialog').or(page.getByTestId('content-editor').filter({ visible: true }));
/** "Add New …": a button opening the modal, or a link to the full-page editor. */
const addNew = (page: Page, name: string) => page.getByRole('button', { name }).or(page.getByRole('link', { name }));

const ADMIN_ROUTES = ['/admin', '/admin/blog', '/admin/case-studies', '/admin/jobs', '/admin/talent'];
const unique = () => randomBytes(3).toString('hex');

async function signIn(page: Page, path = '/admin-login') {
  await page.goto(path);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Enter Dashboard' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin-login');
}

test.describe('guard', () => {
  for (const route of ADMIN_ROUTES) {
    test(`${route} without a session redirects to sign-in, remembering the page`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(`/admin-login?next=${encodeURIComponent(route)}`);
      await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    });
  }

  test('a forged cookie gets a real redirect from the proxy, which checks the session in the database', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'ngoma_admin', value: 'A'.repeat(43), url: baseURL! }]);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fblog/);
    const response = await page.request.get('/admin/blog', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toContain('/admin-login?next=%2Fadmin%2Fblog');
    expect(await response.text()).not.toContain('Manage Blog Posts');
  });

  test('the sign-in page has the logo, an e-mail and password form and noindex', async ({ page }) => {
    const response = await page.goto('/admin-login');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(page.locator('form input:not([type="hidden"])')).toHaveCount(2);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('sign-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, shows the inline error, then signs in', async ({ page }) => {
    await page.goto('/admin-login?next=%2Fadmin%2Ftalent');
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Enter Dashboard' }).click();
    await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
    // The e-mail is kept; only the password is typed again.
    await expect(page.getByLabel('E-mail')).toHaveValue(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Enter Dashboard' }).click();
    await expect(page).toHaveURL('/admin/talent');
  });
});

test.describe('sign-in', () => {
  test('a wrong password is refused with the inline message and the toast', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Enter Dashboard' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect password' })).toBeVisible();
    await expect(toastWith(page, 'Incorrect Password')).toContainText('Please check the password and try again.');
    await expect(page).toHaveURL('/admin-login');
  });

  test('the right password opens the dashboard with the sidebar, and the session cookie is HttpOnly', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Welcome, Admin!' })).toBeVisible();
    await expect(page.getByTestId('admin-email')).toHaveText('admin@e2e.test');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const label of ['Dashboard', 'Blog Posts', 'Case Studies', 'Job Postings', 'Talent Roster', 'Inquiries']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    for (const text of [
      'Create, edit and manage articles and insights.',
      'Showcase successful projects and their impact.',
      'Manage career opportunities.',
      'Manage the artists, DJs and influencers on the roster.',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    // Every admin screen is titled '<screen> | Admin', the dashboard too.
    await expect(page).toHaveTitle('Dashboard | Admin');
    const live = page.getByRole('link', { name: /View Live Site/ });
    await expect(live).toHaveAttribute('href', '/');
    await expect(live).toHaveAttribute('target', '_blank');
    const cookie = (await context.cookies()).find((c) => c.name === 'ngoma_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await page.request.get('/admin');
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(response.headers()['x-robots-tag']).toContain('noindex');
  });

  test('sign-in returns to the remembered page, but never to another site', async ({ page }) => {
    await page.goto('/admin/jobs');
    await expect(page).toHaveURL(/next=%2Fadmin%2Fjobs/);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Enter Dashboard' }).click();
    await expect(page).toHaveURL('/admin/jobs');
    await expect(page.getByRole('heading', { name: 'Manage Job Postings' })).toBeVisible();
    await page.context().clearCookies();
    await signIn(page, `/admin-login?next=${encodeURIComponent('https://evil.example/admin')}`);
    await expect(page).toHaveURL('/admin');
  });

  test('failed attempts are throttled per address: the sixth gets the message', async ({ page }) => {
    await page.goto('/admin-login');
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel('Password').fill(`wrong-${i}`);
      await page.getByRole('button', { name: 'Enter Dashboard' }).click();
      // React resets the form when the action has answered: one attempt at a time.
      await expect(page.getByLabel('Password')).toHaveValue('');
      await expect(page.getByRole('alert').filter({ hasText: 'Incorrect password' })).toBeVisible();
    }
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Enter Dashboard' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many attempts. Please try again in 15 minutes.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/admin-login');
  });

  test('a plain HTTP sign-in POST is throttled with 429 and Retry-After', async ({ request, baseURL }) => {
    // A sign-in must show where it comes from (Origin or Referer), like any post that changes something.
    const origin = new URL(baseURL!).origin;
    const headers = { origin, 'x-forwarded-for': randomClientIp() };
    for (let i = 0; i < 5; i++) {
      const response = await request.post('/admin-login/session', {
        form: { password: `bad-${i}` },
        headers,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(401);
    }
    const refused = await request.post('/admin-login/session', {
      form: { password: adminPassword },
      headers,
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many attempts/);
    const other = await request.post('/admin-login/session', {
      form: { password: adminPassword, next: '/admin/talent' },
      headers: { origin, 'x-forwarded-for': randomClientIp() },
      maxRedirects: 0,
    });
    expect(other.status()).toBe(303);
    expect(other.headers()['location']).toBe('/admin/talent');
    expect(other.headers()['set-cookie']).toMatch(/ngoma_admin=.*HttpOnly/i);
  });

  test('sign out ends the session: the saved cookie is refused afterwards', async ({ page, context }) => {
    await signIn(page);
    const saved = await context.cookies();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin-login/);
    await expect(toastWith(page, 'Signed Out')).toContainText('You have been successfully signed out.');
    await context.addCookies(saved);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fblog/);
  });
});

type Screen = {
  path: string;
  heading: string;
  add: string;
  columns: string[];
  fill: (dialog: Locator, title: string) => Promise<void>;
  titleLabel: string;
  created: string;
  updated: string;
  deleted: string;
};

const screens: Screen[] = [
  {
    path: '/admin/blog',
    heading: 'Manage Blog Posts',
    add: 'Add New Post',
    columns: ['Title', 'Category', 'Status', 'Home', 'Created At', 'Languages', 'Actions'],
    titleLabel: 'Title',
    fill: async (dialog, title) => {
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByLabel('Content').fill('## Heading\n\nSome **bold** words.');
      await dialog.getByLabel('Publish this post?').check();
    },
    created: 'Post created successfully!',
    updated: 'Post updated successfully!',
    deleted: 'Post deleted successfully!',
  },
  {
    path: '/admin/case-studies',
    heading: 'Manage Case Studies',
    add: 'Add New Case Study',
    columns: ['Title', 'Status', 'Home', 'Created At', 'Languages', 'Actions'],
    titleLabel: 'Title',
    fill: async (dialog, title) => {
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByLabel('Challenge').fill('A big crowd.');
      await dialog.getByLabel('Publish this case study?').check();
    },
    created: 'Case Study created successfully!',
    updated: 'Case Study updated successfully!',
    deleted: 'Case study deleted successfully!',
  },
  {
    path: '/admin/jobs',
    heading: 'Manage Job Postings',
    add: 'Add New Job',
    columns: ['Title', 'Location', 'Type', 'Status', 'Languages', 'Actions'],
    titleLabel: 'Title',
    fill: async (dialog, title) => {
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByLabel('Location').fill('Nairobi');
      await dialog.getByLabel('Type').fill('Contract');
      await dialog.getByLabel('Description').fill('Run our socials.');
    },
    created: 'Job created successfully!',
    updated: 'Job updated successfully!',
    deleted: 'Job deleted successfully!',
  },
  {
    path: '/admin/talent',
    heading: 'Manage Talent Roster',
    add: 'Add New Talent',
    columns: ['Name', 'Category', 'Location', 'Home', 'Languages', 'Actions'],
    titleLabel: 'Name',
    fill: async (dialog, title) => {
      await dialog.getByLabel('Name').fill(title);
      await dialog.getByLabel('Category').selectOption('DJ');
      await dialog.getByLabel('Location', { exact: true }).fill('Durban');
      await dialog.getByRole('button', { name: 'Add highlight' }).click();
      await dialog.getByLabel('Highlight 1 figure').fill('2M+');
      await dialog.getByLabel('Highlight 1 label').fill('Streams');
    },
    created: 'Talent created successfully!',
    updated: 'Talent updated successfully!',
    deleted: 'Talent deleted successfully!',
  },
];

for (const screen of screens) {
  adminTest(`${screen.path}: create, edit and delete with their toasts`, async ({ page }) => {
    await openAdmin(page, screen.path);
    await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
    const headers = await page.locator('thead th').allTextContents();
    expect(headers).toEqual(screen.columns);

    const title = `E2E ${screen.titleLabel} ${unique()}`;
    await addNew(page, screen.add).click();
    const dialog = contentForm(page);
    await expect(dialog).toBeVisible();
    await screen.fill(dialog, title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, screen.created)).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    if (screen.path === '/admin/blog') {
      // Freshness: the save invalidated the posts tag, so the home page's Latest Insights has it now.
      await expect.poll(async () => (await page.request.get('/')).text()).toContain(title);
    }

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(dialog.getByLabel(new RegExp(`^${screen.titleLabel}`))).toHaveValue(title);
    const renamed = `${title} edited`;
    await dialog.getByLabel(new RegExp(`^${screen.titleLabel}`)).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, screen.updated)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, screen.deleted)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  });
}

adminTest(
  'the blog form derives the slug, keeps the modal open on a missing field, previews Markdown',
  async ({ page }) => {
    await openAdmin(page, '/admin/blog');
    await addNew(page, 'Add New Post').click();
    const dialog = contentForm(page);
    await dialog.getByLabel(/^Title/).fill('Hello, World  Again 2024!');
    await expect(dialog.getByLabel('Slug')).toHaveValue('hello-world-again-2024');
    await expect(dialog.getByTestId('slug-address')).toHaveText('/blog/hello-world-again-2024');
    await expect(dialog.getByLabel('Content')).toHaveAttribute('rows', '10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Error saving post')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Content is required.')).toBeVisible();
    await expect(dialog.getByLabel(/^Title/)).toHaveValue('Hello, World  Again 2024!');
    // The full-page editor previews as the text changes: no Preview button to press.
    await dialog.getByLabel('Content').fill('## Preview me\n\n<script>alert(1)</script>');
    const preview = dialog.getByTestId('markdown-preview');
    await expect(preview.getByRole('heading', { name: 'Preview me' })).toBeVisible();
    expect(await preview.innerHTML()).not.toContain('<script');
  },
);

adminTest(
  'Markdown that cannot be displayed is refused beside its field, and nothing is published',
  async ({ page, request }) => {
    await openAdmin(page, '/admin/blog');
    await addNew(page, 'Add New Post').click();
    const dialog = contentForm(page);
    const title = `Deep quote ${unique()}`;
    await dialog.getByLabel(/^Title/).fill(title);
    // 2,000 '>' used to overflow the renderer's stack: the post page and /blog/rss.xml answered 500.
    await dialog.getByLabel('Content').fill('>'.repeat(2_000));
    await dialog.getByLabel('Publish this post?').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Error saving post')).toBeVisible();
    await expect(dialog.getByLabel('Content')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      dialog.getByText('This text nests quotes or lists too deeply to display: use fewer levels.'),
    ).toBeVisible();
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await request.get('/blog/rss.xml')).status()).toBe(200);
  },
);

adminTest('a duplicate slug gets a clear message beside the slug', async ({ page }) => {
  await openAdmin(page, '/admin/jobs');
  const title = `Duplicate Job ${unique()}`;
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Add New Job' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel('Description').fill('Same title twice.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    if (attempt === 1) {
      await expect(toastWith(page, 'Job created successfully!')).toBeVisible();
      await expect(dialog).toBeHidden();
    } else {
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-field-error="slug"]')).toContainText('is already in use');
      await expect(toastWith(page, 'Error saving job')).toBeVisible();
    }
  }
});

adminTest(
  'an image upload is stored as AVIF and WebP versions and a JPEG card, served with long cache headers',
  async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/case-studies');
    await addNew(page, 'Add New Case Study').click();
    const dialog = contentForm(page);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 180, g: 83, b: 9 } } })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Upload Hero Image')
      .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png });
    const field = dialog.getByLabel('Hero Image', { exact: true });
    // Thirteen files are encoded (AVIF takes most of it): about a second alone, longer on a busy machine.
    await expect(field).toHaveValue(/^\/uploads\/[a-f0-9]{32}-1600\.webp$/, { timeout: 30_000 });
    const url = await field.inputValue();
    for (const [variant, type, format, width, height] of [
      [url, 'image/webp', 'webp', 1600, 800],
      [url.replace('-1600.webp', '-480.avif'), 'image/avif', 'heif', 480, 240],
      [url.replace('-1600.webp', '-og.jpg'), 'image/jpeg', 'jpeg', 1200, 630],
    ] as const) {
      const image = await page.request.get(variant);
      expect(image.status(), variant).toBe(200);
      expect(image.headers()['content-type']).toBe(type);
      expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(await image.body()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
    }
    // The original is kept on disk but never served.
    expect((await page.request.get(url.replace('-1600.webp', '.png'))).status()).toBe(404);

    const notImage = await page.request.post('/admin/uploads', {
      headers: { origin: new URL(baseURL!).origin },
      multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<?php echo 1; ?>') } },
    });
    expect(notImage.status()).toBe(415);
    for (const bad of ['/uploads/..%2Fe2e.db', '/uploads/%2e%2e%2fe2e.db', '/uploads/abc.webp']) {
      expect((await page.request.get(bad)).status()).toBe(404);
    }
  },
);

adminTest('admin requests replayed without the cookie change nothing', async ({ page, baseURL, clientIp }) => {
  const anonymous = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    ...signedOut,
  });
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const upload = await anonymous.post('/admin/uploads', {
    multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(401);

  await openAdmin(page, '/admin/jobs');
  const title = `Replay Target ${unique()}`;
  await page.getByRole('button', { name: 'Add New Job' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Title/)
    .fill(title);
  await page.getByRole('dialog').getByLabel('Description').fill('Must survive.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Job created successfully!')).toBeVisible();

  // Capture the real delete request (and stop it), then replay it without the session cookie.
  let captured: { url: string; headers: Record<string, string>; body: string } | undefined;
  await page.route('**/admin/jobs*', async (route) => {
    const req = route.request();
    if (req.method() === 'POST' && req.headers()['next-action']) {
      captured = { url: req.url(), headers: req.headers(), body: req.postData() ?? '' };
      await route.abort();
    } else {
      await route.continue();
    }
  });
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => captured).toBeTruthy();
  await page.unroute('**/admin/jobs*');

  const { cookie: _cookie, ...headers } = captured!.headers;
  const replay = await anonymous.post(captured!.url, { headers, data: captured!.body, maxRedirects: 0 });
  // Without a session, a server-function call is refused before React decodes it (decision 114).
  expect(replay.status()).toBe(403);
  expect(await replay.text()).toContain('Forbidden: sign in to the admin first.');
  await page.goto('/admin/jobs');
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await anonymous.dispose();
});

test('public JavaScript carries no admin code', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    for (const marker of ['Manage Blog Posts', 'Add New Post', 'Enter Dashboard', 'admin/uploads']) {
      expect(body, `${src} contains "${marker}"`).not.toContain(marker);
    }
  }
});

adminTest('admin tables search by title in the URL and paginate', async ({ page }) => {
  await openAdmin(page, '/admin/blog');
  await page.getByLabel('Search posts by title').fill('amapiano');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/admin/blog?q=amapiano');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText(/amapiano/i);
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('amapiano');
  await page.goto('/admin/blog?q=zzz-nothing-matches');
  await expect(page.getByText('Nothing matches "zzz-nothing-matches".')).toBeVisible();
  const response = await page.goto('/admin/blog?page=999');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Manage Blog Posts' })).toBeVisible();
  // Past the last page of a table with rows: not the empty-table message, and a way back.
  await expect(page.getByText('No rows on this page')).toBeVisible();
  await expect(page.getByText('No blog posts yet.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to page 1' }).click();
  await expect(page).toHaveURL('/admin/blog');
  await expect(rows.first()).toBeVisible();
});

test('sign-in, dashboard, a table and the form pass axe', async ({ page }) => {
  const check = async () => {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
    ).toEqual([]);
  };
  await page.goto('/admin-login');
  await check();
  await signIn(page, '/admin-login?next=%2Fadmin%2Ftalent');
  await expect(page.getByRole('heading', { name: 'Manage Talent Roster' })).toBeVisible();
  await check();
  await addNew(page, 'Add New Talent').click();
  await expect(contentForm(page)).toBeVisible();
  await check();
});
