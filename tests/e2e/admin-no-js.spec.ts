import { Database } from '../support/sqlite';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { site } from '@/content/site';
import {
  adminTest,
  expect,
  expectMailTo,
  inquiryIdFor,
  mailTo,
  MIN_FILL_MS,
  openAdmin,
  signedIn,
  signInToDashboard,
  test,
} from './fixtures';

/*
 * The admin with JavaScript off, as an operator on a locked-down or failing browser meets it: every
 * screen is complete HTML, and every form posts to its server action and comes back as the
 * re-rendered page carrying the action's answer.
 */
test.use({ javaScriptEnabled: false, actionTimeout: 20_000 });
// Sign-ins hash with scrypt and the machine is shared: give the flows room.
test.describe.configure({ timeout: 120_000 });

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A general inquiry posted as the contact form would post it (fax_number is the honeypot). */
async function submitInquiry(request: APIRequestContext, clientIp: string, email: string, honeypot = '') {
  const html = await (await request.get('/contact')).text();
  const input = (html.match(/<input[^>]*>/g) ?? []).find(
    (tag) => tag.includes('name="form_token"') && tag.includes('form="inquiry-general"'),
  );
  const token = /value="([^"]+)"/.exec(input ?? '')?.[1];
  expect(token).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
  const response = await request.post('/contact/submit', {
    headers: { origin: baseURL, 'x-forwarded-for': clientIp },
    form: {
      kind: 'general',
      form_token: token!,
      fax_number: honeypot,
      name: 'Nomsa No-Script',
      email,
      subject: `No script ${email}`,
      message: 'Booking for a wedding in March',
      consent: 'on',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return `General Inquiry: No script ${email}`;
}

adminTest(
  'reading: the dashboard, its lead figures and every content list, with search and page links',
  async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole('heading', { name: 'Welcome, Admin!' })).toBeVisible();
    await expect(page.getByTestId('admin-email')).toHaveText('admin@e2e.test');
    for (const text of [
      'Create, edit and manage articles and insights.',
      'Showcase successful projects and their impact.',
      'Manage career opportunities.',
      'Manage the artists, DJs and influencers on the roster.',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    const leads = page.getByRole('region', { name: 'Leads' });
    await expect(leads.getByText('New inquiries')).toBeVisible();
    await expect(leads.getByText('Failed deliveries').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /leads in the last 12 weeks/ })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);

    for (const [route, heading] of [
      ['/admin/blog', 'Manage Blog Posts'],
      ['/admin/talent', 'Manage Talent Roster'],
      ['/admin/case-studies', 'Manage Case Studies'],
      ['/admin/jobs', 'Manage Job Postings'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Admin' }).locator(`a[href="${route}"]`).click();
      await expect(page).toHaveURL(route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('tbody tr').first()).toBeVisible();
      expect(await page.locator('tbody tr').count(), route).toBeGreaterThan(0);
    }

    // Complete HTML: nothing streamed behind a boundary that only a script would reveal.
    for (const route of ['/admin', '/admin/blog', '/admin/inquiries', '/admin/inquiries/spam', '/admin/account']) {
      const html = await (await page.request.get(route)).text();
      expect(html, route).not.toMatch(/<div hidden id="S:|<template id="B:/);
    }

    // Search is a GET form; paging is links.
    await page.goto('/admin/blog');
    await page.getByLabel('Search posts by title').fill('amapiano');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/admin/blog?q=amapiano');
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toContainText(/amapiano/i);
    for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('amapiano');
    await page.goto('/admin/talent?page=999');
    await expect(page.getByText('No rows on this page')).toBeVisible();
    await page.getByRole('link', { name: 'Go to page 1' }).click();
    await expect(page).toHaveURL('/admin/talent');
    await expect(rows.first()).toBeVisible();
  },
);

adminTest(
  'the inbox: filter, note, a refused Lost, a reply that is e-mailed, Won and handled',
  async ({ page, request, clientIp }) => {
    const visitor = `nojs-${unique()}@e2e.test`;
    const subject = await submitInquiry(request, clientIp, visitor);
    await openAdmin(page);

    // The filters are a GET form.
    await page.goto('/admin/inquiries');
    const filters = page.getByRole('form', { name: 'Filter inquiries' });
    await filters.getByLabel('Search').fill(visitor);
    await filters.locator('select[name="status"]').selectOption('new');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]status=new(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(visitor)}`));
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('New');
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(page.getByRole('heading', { level: 2, name: /Pipeline: New/ })).toBeVisible();

    // A note: the page comes back with the answer in the form and the note in the timeline.
    const note = page.getByRole('form', { name: 'Add a note' });
    await note.getByRole('textbox', { name: 'Note' }).fill('Phoned Nomsa, no JavaScript needed');
    await note.getByRole('button', { name: 'Add note' }).click();
    const timeline = page.getByRole('list').filter({ hasText: 'Received through the website' });
    await expect(timeline).toContainText('Phoned Nomsa, no JavaScript needed');

    // Mark handled (a plain one-button form).
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText(/^Handled /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
    // Handling a new lead moves it to Contacted.
    await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Contacted/ })).toBeVisible();

    // Lost needs a reason: the stage does not move (its reason shown once: the last test of this file).
    const status = page.getByRole('form', { name: 'Change status' });
    await status.getByLabel('Move to').selectOption('lost');
    await status.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Contacted/ })).toBeVisible();
    await expect(timeline).not.toContainText('Lost');

    // A reply reaches the visitor and joins the timeline.
    const reply = page.getByRole('form', { name: 'Reply to the visitor' });
    await reply.getByLabel('Subject').fill(`Your wedding ${visitor}`);
    await reply.getByLabel('Message').fill('Dear Nomsa,\n\nWe have a DJ for you.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Contacted/ })).toBeVisible();
    await expect(timeline).toContainText(`Reply: Your wedding ${visitor}`);
    const answer = await expectMailTo(visitor, `Your wedding ${visitor}`);
    expect(answer.text).toContain('We have a DJ for you.');
    expect(answer.headers['reply-to']).toContain('inbox@e2e.test');

    await status.getByLabel('Move to').selectOption('won');
    await status.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Won/ })).toBeVisible();

    await page.goto(`/admin/inquiries?status=won&q=${encodeURIComponent(visitor)}`);
    await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Won');
  },
);

adminTest('Spam: Move to inbox e-mails the submission to the agency', async ({ page, request, clientIp }) => {
  const email = `nojs-spam-${unique()}@e2e.test`;
  const subject = await submitInquiry(request, clientIp, email, 'http://spam.example');
  await openAdmin(page);
  await page.goto('/admin/inquiries/spam');
  const item = page.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText('hidden field filled');
  expect(mailTo('inbox@e2e.test', subject)).toHaveLength(0);
  await item.getByRole('button', { name: 'Move to inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  await expectMailTo('inbox@e2e.test', subject);
  await expectMailTo(email, `We received your general inquiry – ${site.name}`);
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('New');
});

adminTest(
  'personal data: find an address, export it, erase it after the confirmation',
  async ({ page, request, clientIp }) => {
    const email = `nojs-erase-${unique()}@e2e.test`;
    await submitInquiry(request, clientIp, email);
    await openAdmin(page);
    await page.goto('/admin/inquiries/personal-data');
    const find = page.getByRole('form', { name: 'Find personal data' });
    await find.getByLabel('E-mail address').fill(email);
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { name: `Held about ${email}` })).toBeVisible();
    await expect(page.getByText('1 inquiry')).toBeVisible();

    const exportHref = await page.getByRole('link', { name: 'Export JSON' }).getAttribute('href');
    const held = (await (await page.request.get(exportHref!)).json()) as { inquiries: { email: string }[] };
    expect(held.inquiries.map((i) => i.email)).toEqual([email]);

    const erase = page.getByRole('form', { name: 'Erase personal data' });
    await erase.getByLabel('Type the address again to confirm').fill('someone-else@e2e.test');
    await erase.getByRole('button', { name: 'Erase everything' }).click();
    await expect(page.getByText('1 inquiry')).toBeVisible();
    expect(inquiryIdFor(email)).toBeDefined();
    await erase.getByLabel('Type the address again to confirm').fill(email);
    await erase.getByRole('button', { name: 'Erase everything' }).click();
    await expect(page.getByText('0 inquiries')).toBeVisible();
    expect(inquiryIdFor(email)).toBeUndefined();
  },
);

test('account: a password change with the wrong current password answers and changes nothing', async ({ page }) => {
  await signInToDashboard(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/admin/account');
  await page.getByRole('region', { name: 'Change password' }).getByLabel('Current password').fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill('never-going-to-be-set-1');
  await page.getByLabel('New password again').fill('never-going-to-be-set-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The current password is not right.' })).toBeVisible();
  // Sign Out is a plain form too; the old password still signs in.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  await page.goto('/admin/account');
  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Faccount/);
  await signInToDashboard(page);
});

function jobIdFor(title: string) {
  const db = new Database(path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select id from job_postings where title = ?').get(title) as { id: number } | undefined)?.id;
  } finally {
    db.close();
  }
}

adminTest(
  'content: a row is deleted on its own confirmation page, and the list no longer has it',
  async ({ page, browser, clientIp }) => {
    // The row to delete, made with JavaScript on through the list's dialog (not the subject here).
    const title = `No-script job ${unique()}`;
    const withScript = await browser.newContext({
      ...signedIn,
      javaScriptEnabled: true,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    const setup = await withScript.newPage();
    await openAdmin(setup, '/admin/jobs');
    await setup.getByRole('button', { name: 'Add New Job' }).click();
    const dialog = setup.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Deleted without JavaScript.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await withScript.close();
    const id = jobIdFor(title)!;
    expect(id).toBeTruthy();

    await openAdmin(page);
    await page.goto('/admin/jobs');
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    await page.goto(`/admin/jobs/${id}/delete`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Delete “${title}”?`);
    await expect(page.getByText(`This permanently deletes “${title}”. It cannot be undone.`)).toBeVisible();
    // Cancel goes back and deletes nothing.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/admin/jobs');
    expect(jobIdFor(title)).toBe(id);

    await page.goto(`/admin/jobs/${id}/delete`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('admin-flash')).toHaveText('Job deleted successfully!');
    await expect(page.getByText('This item no longer exists.')).toBeVisible();
    expect(jobIdFor(title)).toBeUndefined();
    await page.getByRole('link', { name: 'Back to Job Postings' }).click();
    await expect(page).toHaveURL('/admin/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Job Postings' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    // An old link: the row is gone, said plainly; an id that is not one offers nothing to delete.
    await page.goto(`/admin/jobs/${id}/delete`);
    await expect(page.getByText('This item no longer exists.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.goto('/admin/jobs/not-a-number/delete');
    await expect(page.getByText('This permanently deletes')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  },
);

/*
 * With Cache Components, the HTML answering a form post without JavaScript is resumed from the
 * route's prerendered shell, without the action's result (decision 111). So an admin form posted
 * without JavaScript is answered by a redirect back to its page, which shows the answer once
 * (src/server/actions/flash.ts); a reload no longer shows it.
 */
adminTest(
  'a form posted without JavaScript shows its answer once: a refused Lost and its reason, then a note',
  async ({ page, request, clientIp }) => {
    const visitor = `nojs-lost-${unique()}@e2e.test`;
    await submitInquiry(request, clientIp, visitor);
    await openAdmin(page);
    await page.goto(`/admin/inquiries/${inquiryIdFor(visitor)}`);
    const status = page.getByRole('form', { name: 'Change status' });
    await status.getByLabel('Move to').selectOption('lost');
    await status.getByRole('button', { name: 'Change status' }).click();
    const flash = page.getByTestId('admin-flash');
    await expect(flash).toHaveAttribute('role', 'alert');
    await expect(flash).toContainText('Say why the lead was lost.');
    await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${inquiryIdFor(visitor)}$`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(flash).toHaveCount(0);

    const note = page.getByRole('form', { name: 'Add a note' });
    await note.getByRole('textbox', { name: 'Note' }).fill('Called back, no answer.');
    await note.getByRole('button', { name: 'Add note' }).click();
    await expect(flash).toHaveAttribute('role', 'status');
    await expect(page.getByRole('list').filter({ hasText: 'Received through the website' })).toContainText(
      'Called back, no answer.',
    );
  },
);

adminTest(
  'content without JavaScript: a job is added, edited and deleted from the list’s plain links',
  async ({ page }) => {
    const title = `Plain-link job ${unique()}`;
    await openAdmin(page);
    await page.goto('/admin/jobs');
    // The modal's button needs scripts and is hidden; its <noscript> link opens the same form as a page.
    await page.getByRole('link', { name: 'Add New Job' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\/new/);
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Description').fill('Added without JavaScript.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs(\?|$)/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    const id = jobIdFor(title)!;
    expect(id).toBeTruthy();

    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}/edit`));
    await page.getByLabel(/^Title/).fill(`${title} edited`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: `${title} edited` })).toBeVisible();

    await page
      .getByRole('row')
      .filter({ hasText: `${title} edited` })
      .getByRole('link', { name: `Delete ${title} edited` })
      .click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('admin-flash')).toHaveText('Job deleted successfully!');
    expect(jobIdFor(`${title} edited`)).toBeUndefined();
  },
);

function newestBlogPost() {
  const db = new Database(path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, title, content from blog_posts order by id desc limit 1').get() as {
      id: number;
      title: string;
      content: string;
    };
  } finally {
    db.close();
  }
}

/*
 * Security review 3, M5 and L1: nothing in an editor's address fills it in or raises an alert, and a
 * flash cookie the server did not sign for this session is not shown.
 */
adminTest('a crafted editor link shows the stored item and no alert', async ({ page }) => {
  await openAdmin(page);
  const post = newestBlogPost();
  const crafted = new URLSearchParams({
    refused: 'Your session could not be verified. Press Save again to keep your changes.',
    'error.title': 'Forged error',
    'value.title': 'Booking African talent (updated)',
    'value.content': '# We moved\n\n[pay here](https://ngoma-bookings.example/pay)',
  });
  await page.goto(`/admin/blog/${post.id}/edit?${crafted}`);
  await expect(page.getByLabel(/^Title/)).toHaveValue(post.title);
  await expect(page.getByText('Your session could not be verified.')).toHaveCount(0);
  await expect(page.getByText('Forged error')).toHaveCount(0);
  await expect(page.getByLabel('Content')).toHaveValue(post.content);
});

adminTest('a planted flash cookie is not shown', async ({ page, context }) => {
  await openAdmin(page);
  const planted = Buffer.from(
    JSON.stringify({
      ok: false,
      message: 'Security notice: re-confirm your password at https://ngoma-secure-login.example/admin',
      fieldErrors: { Support: 'Call +1 555 0100 and read out the code from your authenticator app' },
    }),
  ).toString('base64url');
  await context.addCookies([{ name: 'ngoma_admin_flash', value: planted, url: baseURL }]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-flash')).toHaveCount(0);
  await expect(page.getByText('ngoma-secure-login')).toHaveCount(0);
  // The proxy removed it all the same.
  expect((await context.cookies(baseURL)).some((cookie) => cookie.name === 'ngoma_admin_flash')).toBe(false);
});
