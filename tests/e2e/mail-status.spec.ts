import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSmtpCapture } from '../support/smtp-capture.mjs';
import { adminPassword, expect, MIN_FILL_MS, test } from './fixtures';
import { prepareDatabase, startInstance, stopInstance } from './instances';

/*
 * What the operator sees of e-mail (decision 127), on servers of their own: one with SMTP_URL unset
 * (the default), one whose SMTP server refuses every message for now (451). The harness's server
 * has a working SMTP capture, which the other specs rely on.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

const running: ChildProcess[] = [];
let mailOff = '';
let failing = '';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
/** The inquiry the mail-off test answers, for the test without JavaScript after it. */
let leadPath = '';

async function instance(name: string, smtpUrl: string | undefined) {
  const dir = fs.mkdtempSync(path.join(process.env.E2E_WORK_DIR || '/tmp', `${name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    SMTP_URL: smtpUrl ?? '',
  };
  const prepared = await prepareDatabase(env);
  expect(prepared.code, `prepare.ts failed:\n${prepared.output}`).toBe(0);
  return (await startInstance(env, name, running)).base;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture({ dir: fs.mkdtempSync(path.join(process.env.E2E_WORK_DIR || '/tmp', 'refusing-')) });
  smtp.state.fail = 'temporary';
  [mailOff, failing] = await Promise.all([
    instance('mail-off', undefined),
    instance('mail-failing', `smtp://127.0.0.1:${smtp.port}`),
  ]);
});

test.afterAll(async () => {
  await Promise.all(running.map(stopInstance));
  await smtp?.close();
});

/** A visitor sends the brand form on `base`, with JavaScript, and is told it was sent. */
async function sendBrandInquiry(page: Page, base: string, values: Record<string, string>) {
  await page.goto(`${base}/contact`);
  const form = page.locator('#inquiry-brand');
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('checkbox').check();
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole('button', { name: /Send|Submit/ }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you\?r=/);
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/admin-login`);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Enter Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

test('with SMTP_URL unset the admin says nothing is sent, everywhere, and offers the mail app and WhatsApp', async ({
  page,
}) => {
  const company = `Zuri ${Date.now().toString(36)}`;
  const email = 'thandi.mokoena@zuribeauty.example';
  await sendBrandInquiry(page, mailOff, {
    name: 'Thandi Mokoena',
    email,
    company,
    budget: '$25k-$50k',
    phone: '+254 722 000111',
    message: 'A launch campaign',
  });

  await signIn(page, mailOff);
  // A site-wide banner on every admin page.
  const banner = page.getByRole('region', { name: 'E-mail is not set up' });
  await expect(banner).toContainText('E-mail is not set up. Nothing is being sent');
  // The dashboard's mail card, and no reassuring "0" failed deliveries.
  await expect(page.getByRole('heading', { name: 'E-mail: not set up' })).toBeVisible();
  const failed = page.locator('dt', { hasText: 'Failed deliveries' }).locator('xpath=following-sibling::dd[1]');
  await expect(failed).toHaveText('Not sent: e-mail is not set up');

  await page.goto(`${mailOff}/admin/inquiries`);
  await expect(banner).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Brand Inquiry: ${company}` });
  await expect(row).toContainText('Not sent: e-mail is not set up');
  await expect(row).not.toContainText('Pending');

  await row.getByRole('link', { name: `Brand Inquiry: ${company}` }).click();
  await expect(page.getByRole('heading', { name: `Brand Inquiry: ${company}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Not sent: e-mail is not set up').first()).toBeVisible();
  await expect(page.getByText(/delivery attempts?/)).toHaveCount(0);
  // The acknowledgement in the timeline is not "Pending" either.
  await expect(page.getByText(/Acknowledgement to the visitor/)).toContainText('Not sent: e-mail is not set up');
  await expect(page.locator('main').getByText('Pending', { exact: true })).toHaveCount(0);

  // Send reply is disabled and says why; the text goes out through the operator's own apps.
  const send = page.getByRole('button', { name: 'Send reply' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/E-mail is not set up, so this site cannot send your reply/);
  await page.getByLabel('Message').fill('Hello Thandi,\n\nYes: proposal by Friday & a call on Monday?');
  const mailApp = page.getByRole('link', { name: 'Open in my mail app' });
  const mailto = new URL((await mailApp.getAttribute('href'))!);
  expect(mailto.protocol).toBe('mailto:');
  expect(decodeURIComponent(mailto.pathname)).toBe(email);
  expect(mailto.searchParams.get('subject')).toBe(`Re: Brand Inquiry: ${company}`);
  expect(mailto.searchParams.get('body')).toBe('Hello Thandi,\n\nYes: proposal by Friday & a call on Monday?');
  const whatsapp = new URL((await page.getByRole('link', { name: /Open in WhatsApp/ }).getAttribute('href'))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/254722000111');
  expect(whatsapp.searchParams.get('text')).toBe('Hello Thandi,\n\nYes: proposal by Friday & a call on Monday?');

  // Sent on WhatsApp, then recorded (decision 130): the text stays on the lead, and New becomes Contacted.
  leadPath = new URL(page.url()).pathname;
  const record = page.getByRole('form', { name: 'Record the reply' });
  await record.getByRole('radio', { name: 'WhatsApp' }).check();
  await record.getByRole('button', { name: 'Record in timeline' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Contacted/ })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Reply sent on WhatsApp' });
  await expect(entry).toContainText('Yes: proposal by Friday & a call on Monday?');
  const again = new URL((await entry.getByRole('link', { name: /Open this text in WhatsApp/ }).getAttribute('href'))!);
  expect(again.searchParams.get('text')).toBe('Hello Thandi,\n\nYes: proposal by Friday & a call on Monday?');
  // The form is ready for the next reply.
  await expect(page.getByLabel('Message')).toHaveValue('Hello Thandi Mokoena,\n\n');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('with e-mail off a reply is written, recorded, then opened in the mail app from the timeline', async ({
    page,
  }) => {
    expect(leadPath, 'the lead of the test before').toMatch(/^\/admin\/inquiries\/\d+$/);
    await signIn(page, mailOff);
    await page.goto(`${mailOff}${leadPath}`);
    await page.getByLabel('Message').fill('Dear Thandi,\n\nThe proposal is attached.');
    await page.getByRole('button', { name: 'Record in timeline' }).click();
    await expect(page.getByTestId('admin-flash')).toContainText('Reply recorded in the timeline.');
    const entry = page.getByRole('listitem').filter({ hasText: 'Reply sent from your own mail app' });
    await expect(entry).toContainText('The proposal is attached.');
    const mailto = new URL(
      (await entry.getByRole('link', { name: 'Open this text in my mail app' }).getAttribute('href'))!,
    );
    expect(mailto.searchParams.get('body')).toBe('Dear Thandi,\n\nThe proposal is attached.');
    expect(mailto.searchParams.get('subject')).toMatch(/^Re: Brand Inquiry: Zuri /);
  });
});

test('a delivery the SMTP server refuses shows as failed on the dashboard within a minute', async ({ page }) => {
  const company = `Refused ${Date.now().toString(36)}`;
  await sendBrandInquiry(page, failing, {
    name: 'Peter Otieno',
    email: 'peter@promo.example',
    company,
    budget: '$10k',
    message: 'A festival',
  });
  const queuedAt = Date.now();
  await signIn(page, failing);
  await expect(page.getByRole('region', { name: 'E-mail is not set up' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'E-mail: set up' })).toBeVisible();
  const problem = page.getByRole('listitem').filter({ hasText: `Brand Inquiry: ${company}` });
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await problem.count()) > 0;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  expect(Date.now() - queuedAt).toBeLessThan(60_000);
  await expect(problem).toContainText(/Failed, retrying at \d/);
  await expect(problem).toContainText('451');
  const failed = page.locator('dt', { hasText: 'Failed deliveries' }).locator('xpath=following-sibling::dd[1]');
  await expect(failed).not.toHaveText('0');
});
