import path from 'node:path';
import type { Page } from '@playwright/test';
import { site, siteSettingsSeed } from '@/content/site';
import { demoBlogPosts, demoCaseStudies, demoJobPostings, demoTalent } from '@/server/db/seed-data';
import { Database } from '../support/sqlite';
import { docxBytes, pdfBytes } from '../support/cv-files';
import { dateFromToday } from '../support/dates';
import { adminTest, axeViolations, expect, inquiryIdFor, MIN_FILL_MS, signedOut, test } from './fixtures';

/*
 * Issue 23, items 7, 8 and 11 (CV): visitors know their message arrived (one confirmation page with
 * and without JavaScript, nothing private for a guessed address), WhatsApp click-to-chat and share
 * links, and a CV file with a job application (private, downloaded only by the admin).
 */

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const job = demoJobPostings[0]!;
const talent = demoTalent[1]!;

function storedFiles(email: string) {
  const db = new Database(path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select a.id, a.file_name, a.content_type, a.size from inquiry_attachments a
         join inquiries i on i.id = a.inquiry_id where i.email = ?`,
      )
      .all(email) as { id: number; file_name: string; content_type: string; size: number }[];
  } finally {
    db.close();
  }
}

/** The office a lead was sent to, and the country it was stored with. */
function leadOffice(email: string) {
  const db = new Database(path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select office, fields from inquiries where email = ?').get(email) as
      { office: string; fields: string } | undefined;
    return row && { office: row.office, country: (JSON.parse(row.fields) as Record<string, string>).country };
  } finally {
    db.close();
  }
}

async function fillApplication(page: Page, values: Record<string, string>) {
  const form = page.locator('#inquiry-application');
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('checkbox').check();
  return form;
}

const confirmationUrl = /\/contact\/thank-you\?r=[\w-]+\.[\w-]+$/;

test.describe('the confirmation page', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a booking ends on the same page ${javaScriptEnabled ? 'with' : 'without'} JavaScript: the talent, the date, the reference, what happens next`, async ({
      browser,
      clientIp,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        extraHTTPHeaders: { 'x-forwarded-for': clientIp },
      });
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      const id = unique();
      const email = `confirm-${id}@e2e.test`;
      const date = dateFromToday(150);
      await page.goto(`/talent/${talent.slug}/book`);
      const form = page.locator('#inquiry-booking');
      for (const [name, value] of Object.entries({
        name: 'Private Planner',
        email,
        phone: '+27 82 555 0101',
        event_date: date,
        location: 'Secret Venue',
        budget: '$40k',
        message: `Confidential gala ${id}`,
      }))
        await form.locator(`[name="${name}"]`).fill(value);
      // Based in Kenya, with a South African phone: the country chosen decides the office.
      await form.getByLabel('Where are you based? (optional)').selectOption('KE');
      await form.getByRole('checkbox').check();
      await page.waitForTimeout(MIN_FILL_MS);
      await form.getByRole('button', { name: 'Send Booking Request' }).click();

      await expect(page).toHaveURL(confirmationUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Your booking request for ${talent.name} arrived`,
      );
      const lead = inquiryIdFor(email)!;
      expect(leadOffice(email)).toEqual({ office: 'Nairobi', country: 'Kenya' });
      await expect(page.getByTestId('inquiry-reference')).toHaveText(
        new RegExp(`^NG-\\d{4}-${String(lead).padStart(5, '0')}$`),
      );
      const readable = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );
      const status = page.getByRole('status').filter({ hasText: 'Thank you for reaching out' });
      await expect(status).toContainText(`for ${talent.name} on ${readable}`);
      await expect(status).toContainText('we answer within 24-48 hours');
      await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      await expect(page.getByText(`checks ${talent.name}’s availability for ${readable}`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'See our work' })).toHaveAttribute('href', '/portfolio');
      await expect(page.getByRole('link', { name: `Back to ${talent.name}` })).toHaveAttribute(
        'href',
        `/talent/${talent.slug}`,
      );
      await expect(page.locator('main').getByRole('link', { name: /WhatsApp Johannesburg/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/27\d+\?text=/,
      );
      // Nothing the visitor typed is in the address or on the page.
      const address = decodeURIComponent(page.url());
      for (const typed of ['Private Planner', email, '555 0101', 'Secret Venue', '$40k', 'Confidential'])
        expect(address).not.toContain(typed);
      for (const typed of ['Private Planner', email, 'Secret Venue', 'Confidential'])
        await expect(page.getByText(typed)).toHaveCount(0);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test('a guessed or altered address shows the generic confirmation, no reference and no talent', async ({ page }) => {
    for (const query of ['', '?r=NG-2026-00001', '?r=1', '?r=eyJhIjoxfQ.AAAA', '?r=%00%FF']) {
      const response = await page.goto(`/contact/thank-you${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your message arrived');
      await expect(page.getByTestId('inquiry-reference')).toHaveCount(0);
      await expect(page.getByText(/NG-\d{4}-\d+/)).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });

  test("an application's receipt taken from one visitor and altered opens nothing", async ({ request, clientIp }) => {
    const html = await (await request.get('/careers/general/apply')).text();
    const token = /name="form_token"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="form_token"/.exec(html);
    await new Promise((r) => setTimeout(r, MIN_FILL_MS));
    const sent = await request.post('/careers/submit', {
      headers: { origin: baseURL, 'x-forwarded-for': clientIp },
      multipart: {
        kind: 'application',
        target: 'general',
        form_token: token?.[1] ?? token?.[2] ?? '',
        fax_number: '',
        name: 'Receipt Holder',
        email: `receipt-${unique()}@e2e.test`,
        cv_link: 'https://example.com/cv',
        message: 'Hello',
        consent: 'on',
      },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    const location = sent.headers().location!;
    expect(location).toMatch(confirmationUrl);
    const own = await (await request.get(location)).text();
    expect(own).toContain('Your application arrived');
    expect(own).toMatch(/NG-\d{4}-\d{5}/);
    const altered = location.replace(/\.([\w-])/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    const other = await (await request.get(altered)).text();
    expect(other).not.toMatch(/NG-\d{4}-\d{5}/);
    expect(other).not.toContain('Your application arrived');
  });
});

test.describe('job applications with a CV file', () => {
  test('with JavaScript: a PDF is attached, checked, kept with the lead; the link is then optional', async ({
    page,
  }) => {
    const email = `cv-js-${unique()}@e2e.test`;
    await page.goto(`/careers/${job.slug}/apply`);
    const form = await fillApplication(page, { name: 'Pdf Person', email, message: 'My CV is attached.' });
    const file = form.getByLabel('CV file (optional)');
    await expect(file).toHaveAttribute('accept', /\.pdf,\.docx/);
    await file.setInputFiles({ name: 'Pdf Person CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(confirmationUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application arrived');
    expect(storedFiles(email)).toEqual([
      {
        id: expect.any(Number),
        file_name: 'Pdf Person CV.pdf',
        content_type: 'application/pdf',
        size: pdfBytes().length,
      },
    ]);
  });

  test('with JavaScript: a file that is not a PDF or Word document is refused beside the field, nothing sent', async ({
    page,
  }) => {
    const email = `cv-bad-${unique()}@e2e.test`;
    await page.goto(`/careers/${job.slug}/apply`);
    const form = await fillApplication(page, { name: 'Html Person', email, message: 'Hi' });
    await form.getByLabel('CV file (optional)').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><body>not a pdf</body></html>'),
    });
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Please attach your CV as a PDF or a Word (.docx) file.')).toBeVisible();
    await expect(form.getByLabel('CV file (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    expect(inquiryIdFor(email)).toBeUndefined();

    // Too big: the browser says so before uploading anything.
    const big = form.getByLabel('CV file (optional)');
    await big.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]),
    });
    expect(await big.evaluate((input: HTMLInputElement) => input.validationMessage)).toMatch(/at most 5\.0 MB/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a Word CV posts as a plain multipart form and lands on the confirmation page', async ({ page }) => {
      const email = `cv-nojs-${unique()}@e2e.test`;
      await page.goto('/careers/general/apply');
      const form = await fillApplication(page, { name: 'Word Person', email, message: 'Attached.' });
      await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
      await expect(form).toHaveAttribute('action', '/careers/submit');
      await form.getByLabel('CV file (optional)').setInputFiles({
        name: 'Word Person.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: docxBytes(),
      });
      await page.waitForTimeout(MIN_FILL_MS);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page).toHaveURL(confirmationUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application arrived');
      expect(storedFiles(email).map((f) => [f.file_name, f.content_type])).toEqual([
        ['Word Person.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ]);
    });

    test('neither a file nor a link: the answer page lists what to fix and links back to the form', async ({
      page,
    }) => {
      await page.goto('/careers/general/apply');
      const form = await fillApplication(page, { name: 'No Cv', email: `no-cv-${unique()}@e2e.test`, message: 'Hi' });
      await page.waitForTimeout(MIN_FILL_MS);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not sent yet');
      await expect(page.getByRole('alert')).toContainText('Please attach your CV or give a link to it.');
      await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute(
        'href',
        '/careers/general/apply',
      );
    });
  });

  test('bodies: 6 MB only on the application route, and only for applications', async ({ request, clientIp }) => {
    const headers = { origin: baseURL, 'x-forwarded-for': clientIp };
    const cv = { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024, 32) };
    // 2 MB is over every other route's limit, refused before it is read.
    const elsewhere = await request.post('/contact/submit', { headers, multipart: { kind: 'general', cv_file: cv } });
    expect(elsewhere.status()).toBe(413);
    // The application route reads it, and refuses anything but an application.
    const notApplication = await request.post('/careers/submit', {
      headers,
      multipart: { kind: 'general', cv_file: cv },
    });
    expect(notApplication.status()).toBe(400);
    const huge = { ...cv, buffer: Buffer.alloc(7 * 1024 * 1024, 32) };
    const tooBig = await request.post('/careers/submit', {
      headers,
      multipart: { kind: 'application', cv_file: huge },
    });
    expect(tooBig.status()).toBe(413);
    expect(await tooBig.text()).toContain('5 MB');
  });
});

adminTest.describe('the CV on the lead page', () => {
  adminTest('only a signed-in admin downloads it: an attachment, nosniff, never cached', async ({ page, browser }) => {
    const email = `cv-admin-${unique()}@e2e.test`;
    await page.goto(`/careers/${job.slug}/apply`);
    const form = await fillApplication(page, { name: 'Admin Check', email, message: 'See my CV.' });
    await form
      .getByLabel('CV file (optional)')
      .setInputFiles({ name: 'Admin Check.pdf', mimeType: 'application/pdf', buffer: pdfBytes('admin check') });
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(confirmationUrl);
    const lead = inquiryIdFor(email)!;

    await page.goto(`/admin/inquiries/${lead}`);
    await expect(page.getByText(/Reference NG-\d{4}-\d{5}/)).toBeVisible();
    await expect(page.getByText('Admin Check.pdf (PDF, 1 KB)')).toBeVisible(); // the stored field
    const link = page.getByRole('link', { name: /Download CV: Admin Check\.pdf/ });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/admin/inquiries/${lead}/files/\\d+$`));
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Admin Check.pdf');

    const answer = await page.request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="Admin Check\.pdf"/);
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Anyone else: sent to sign in, nothing of the file.
    const anonymous = await browser.newContext(signedOut);
    const refused = await anonymous.request.get(`${baseURL}${href}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(307);
    expect((await refused.body()).includes(Buffer.from('%PDF'))).toBe(false);
    await anonymous.close();
    // There is no public path to it.
    expect(
      (await page.request.get(`/uploads/${encodeURIComponent('Admin Check.pdf')}`)).status(),
    ).toBeGreaterThanOrEqual(400);
  });
});

test.describe('WhatsApp and sharing', () => {
  test('click-to-chat for each office on the contact page and in the footer, numbers from the site configuration', async ({
    page,
  }) => {
    await page.goto('/contact');
    for (const office of siteSettingsSeed.offices) {
      const digits = office.whatsapp.replace(/\D/g, '');
      const chats = page.locator(`a[href^="https://wa.me/${digits}?text="]`);
      // The "Prefer WhatsApp?" card, the office card and the footer.
      await expect(chats).toHaveCount(3);
      const href = (await chats.first().getAttribute('href'))!;
      expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(
        `Hello ${site.name} (${office.city} office), I'm getting in touch from your website.`,
      );
      await expect(
        page.locator('footer').getByRole('link', { name: `WhatsApp ${office.city} (opens in a new tab)` }),
      ).toHaveAttribute('href', href);
    }
    await page.goto('/');
    await expect(page.locator('footer a[href^="https://wa.me/"]')).toHaveCount(site.offices.length);
  });

  const pages = [
    { kind: 'blog post', path: `/blog/${demoBlogPosts[0]!.slug}` },
    { kind: 'case study', path: `/portfolio/${demoCaseStudies[0]!.slug}` },
    { kind: 'talent profile', path: `/talent/${demoTalent[0]!.slug}` },
  ];
  for (const { kind, path: pagePath } of pages) {
    test(`a ${kind} has plain share links: WhatsApp, X, LinkedIn and copy link, 24 px or larger, no third-party requests`, async ({
      page,
    }) => {
      const foreign: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(baseURL) && !r.url().startsWith('data:')) foreign.push(r.url());
      });
      await page.goto(pagePath);
      const share = page.getByRole('region', { name: 'Share' });
      const url = new URL(pagePath, process.env.SITE_URL ?? baseURL).toString();
      const links = {
        'Share on WhatsApp (opens in a new tab)': `https://wa.me/?text=`,
        'Share on X (opens in a new tab)': 'https://x.com/intent/post?',
        'Share on LinkedIn (opens in a new tab)': `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      };
      for (const [name, start] of Object.entries(links)) {
        const link = share.getByRole('link', { name, exact: true });
        const href = (await link.getAttribute('href'))!;
        expect(href.startsWith(start), `${name}: ${href}`).toBe(true);
        expect(decodeURIComponent(href)).toContain(url);
        const box = (await link.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.width).toBeGreaterThanOrEqual(24);
      }
      const copy = share.getByRole('link', { name: 'Copy link' });
      await expect(copy).toHaveAttribute('href', url);
      expect((await copy.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      expect(foreign).toEqual([]);
    });
  }

  test('copy link copies the address with JavaScript and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const pagePath = `/blog/${demoBlogPosts[0]!.slug}`;
    await page.goto(pagePath);
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached(); // hydrated
    const copy = page.getByRole('link', { name: 'Copy link' });
    const href = (await copy.getAttribute('href'))!;
    await copy.click();
    await expect(page.getByRole('link', { name: 'Link copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
    expect(new URL(page.url()).pathname).toBe(pagePath);
  });
});
