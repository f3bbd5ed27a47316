import type { APIRequestContext } from '@playwright/test';
import { site } from '@/content/site';
import {
  adminTest,
  axeViolations,
  expect,
  expectMailTo,
  inquiryIdFor,
  mailTo,
  MIN_FILL_MS,
  openAdmin,
  test,
  toastWith,
} from './fixtures';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function formToken(request: APIRequestContext) {
  const html = await (await request.get('/contact')).text();
  const input = (html.match(/<input[^>]*>/g) ?? []).find(
    (tag) => tag.includes('name="form_token"') && tag.includes('form="inquiry-general"'),
  );
  const token = /value="([^"]+)"/.exec(input ?? '')?.[1];
  expect(token).toBeTruthy();
  return token!;
}

adminTest('one lead through the pipeline: acknowledged, contacted by reply, noted, won', async ({ page }) => {
  test.setTimeout(90_000);
  const id = unique();
  const visitor = `lead-${id}@e2e.test`;
  await page.goto('/contact');
  await page.getByText('General Inquiry', { exact: true }).click();
  const form = page.locator('#inquiry-general');
  for (const [name, value] of Object.entries({
    name: 'Lerato <b>Lead</b>',
    email: visitor,
    subject: `Lead ${id}`,
    message: 'We need a DJ for 300 guests',
  }))
    await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('checkbox').check();
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you\?r=/);

  // The visitor's acknowledgement: from the site, answers go to the agency, the reference and the
  // 24–48 h promise, and nothing the visitor typed (the form must not relay text to any address).
  const ack = await expectMailTo(visitor, `We received your general inquiry – ${site.name}`);
  const inquiryId = inquiryIdFor(visitor)!;
  expect(inquiryId).toBeTruthy();
  expect(ack.headers.from).toContain('<website@e2e.test>');
  expect(ack.headers['reply-to']).toContain('inbox@e2e.test');
  for (const part of [ack.text, ack.html]) {
    expect(part).toMatch(new RegExp(`Reference: NG-\\d{4}-${String(inquiryId).padStart(5, '0')}`));
    expect(part).toContain('24–48 hours');
    for (const typed of ['We need a DJ', 'Lerato', `Lead ${id}`]) expect(part).not.toContain(typed);
  }

  await openAdmin(page);
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(visitor)}`);
  const row = page.getByRole('row').filter({ hasText: `General Inquiry: Lead ${id}` });
  await expect(row).toContainText('New');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: /Pipeline: New/ })).toBeVisible();

  // A note.
  const note = page.getByRole('form', { name: 'Add a note' });
  await note.getByRole('textbox', { name: 'Note' }).fill('Called Lerato, budget confirmed');
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(toastWith(page, 'Note added.')).toBeVisible();
  await expect(page.getByText('Called Lerato, budget confirmed')).toBeVisible();

  // A reply: it reaches the visitor from the site with Reply-To the agency, and New becomes Contacted.
  const reply = page.getByRole('form', { name: 'Reply to the visitor' });
  await reply.getByLabel('Subject').fill(`Your event ${id}`);
  await reply.getByLabel('Message').fill('Thank you, Lerato.\n\nHere is our proposal.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(toastWith(page, 'Reply queued for sending.')).toBeVisible();
  const answer = await expectMailTo(visitor, `Your event ${id}`);
  expect(answer.headers.from).toContain('<website@e2e.test>');
  expect(answer.headers['reply-to']).toContain('inbox@e2e.test');
  expect(answer.text).toContain('Here is our proposal.');
  await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Contacted/ })).toBeVisible();
  // What was said is on the lead: the reply's text shows in the timeline, not folded away.
  const sent = page.getByRole('list').filter({ hasText: 'Received through the website' }).getByRole('listitem');
  await expect(sent.filter({ hasText: `Reply: Your event ${id}` }).getByText('Here is our proposal.')).toBeVisible();

  // Proposal sent, then Lost without a reason is refused, then Won.
  const status = page.getByRole('form', { name: 'Change status' });
  await status.getByLabel('Move to').selectOption('proposal');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Proposal sent/ })).toBeVisible();
  await status.getByLabel('Move to').selectOption('lost');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(status.getByText('Say why the lead was lost.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Proposal sent/ })).toBeVisible();
  await status.getByLabel('Move to').selectOption('won');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(toastWith(page, 'Status set to Won.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Pipeline: Won/ })).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);

  // The timeline holds it all, oldest first.
  const timeline = page.getByRole('list').filter({ hasText: 'Received through the website' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /Received through the website/,
    /Acknowledgement to the visitor/,
    /Note.*Called Lerato/s,
    /Reply: Your event.*Sent/s,
    /Status: Contacted/,
    /Status: Proposal sent/,
    /Status: Won/,
  ]);

  // The inbox counts and filters by stage; the CSV carries the status and the notes.
  await page.goto('/admin/inquiries?status=won');
  await expect(page.getByRole('row').filter({ hasText: `General Inquiry: Lead ${id}` })).toBeVisible();
  const csv = await page.request.get(`/admin/inquiries/export?q=${encodeURIComponent(visitor)}`);
  expect(await csv.text()).toMatch(/"Won","[^"]+","","1",/);
});

test.describe('spam', () => {
  adminTest(
    'a honeypot submission waits in Spam, unsent, and Move to inbox e-mails it',
    async ({ page, request, clientIp }) => {
      const token = await formToken(request);
      await new Promise((r) => setTimeout(r, MIN_FILL_MS));
      const email = `spam-${unique()}@e2e.test`;
      const subject = `General Inquiry: Maybe ${email}`;
      const response = await request.post('/contact/submit', {
        headers: { origin: baseURL, 'x-forwarded-for': clientIp },
        form: {
          kind: 'general',
          form_token: token,
          fax_number: 'http://spam.example',
          name: 'Maybe Human',
          email,
          subject: `Maybe ${email}`,
          message: 'Autofill filled the hidden field',
          consent: 'on',
        },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);

      await openAdmin(page);
      await page.goto('/admin/inquiries/spam');
      const item = page.getByRole('listitem').filter({ hasText: subject });
      await expect(item).toContainText('hidden field filled');
      // Not in the inbox, not e-mailed.
      await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
      await expect(page.getByText('No inquiries match this filter.')).toBeVisible();
      expect(mailTo('inbox@e2e.test', subject)).toHaveLength(0);

      await openAdmin(page, '/admin/inquiries/spam');
      await item.getByRole('button', { name: 'Move to inbox' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
      const mail = await expectMailTo('inbox@e2e.test', subject);
      expect(mail.headers['reply-to']).toContain(`<${email}>`);
      await expectMailTo(email, `We received your general inquiry – ${site.name}`);
      await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('New');
    },
  );
});

test.describe('personal data and the dashboard', () => {
  adminTest(
    'find everything held about an address, export it, erase it with a confirmation',
    async ({ page, request, clientIp }) => {
      const token = await formToken(request);
      await new Promise((r) => setTimeout(r, MIN_FILL_MS));
      const email = `erase-${unique()}@e2e.test`;
      const response = await request.post('/contact/submit', {
        headers: { origin: baseURL, 'x-forwarded-for': clientIp },
        form: {
          kind: 'general',
          form_token: token,
          fax_number: '',
          name: 'Erase Me',
          email,
          subject: 'Forget me',
          message: 'Please erase me later',
          consent: 'on',
        },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      await expectMailTo(email, `We received your general inquiry – ${site.name}`);

      await openAdmin(page);
      // The dashboard tells what needs the operator, with the weekly chart and its table.
      await expect(page.getByRole('heading', { name: 'Leads', level: 2 })).toBeVisible();
      await expect(page.getByText('New inquiries')).toBeVisible();
      await expect(page.getByRole('img', { name: /leads in the last 12 weeks/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/admin/inquiries/personal-data?email=${encodeURIComponent(email.toUpperCase())}`);
      await expect(page.getByRole('heading', { name: `Held about ${email}` })).toBeVisible();
      await expect(page.getByText('1 inquiry')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      const json = await page.request.get(
        `/admin/inquiries/personal-data/export?email=${encodeURIComponent(email)}&format=json`,
      );
      expect(json.headers()['cache-control']).toContain('no-store');
      const held = (await json.json()) as { inquiries: { email: string }[]; messages: { to_address: string }[] };
      expect(held.inquiries.map((i) => i.email)).toEqual([email]);
      expect(held.messages.map((m) => m.to_address)).toContain(email);
      const csv = await page.request.get(
        `/admin/inquiries/personal-data/export?email=${encodeURIComponent(email)}&format=csv`,
      );
      expect(csv.headers()['content-type']).toContain('text/csv');
      expect(await csv.text()).toContain('"inquiries"');
      // Beside the files, a report the person can read: their message, their consent, our e-mails, in words.
      const report = page.getByRole('link', { name: /^Readable report/ });
      const [opened] = await Promise.all([page.context().waitForEvent('page'), report.click()]);
      await expect(opened.getByRole('heading', { level: 1 })).toHaveText(`Personal data held about ${email}`);
      await expect(
        opened.getByRole('heading', { level: 2, name: /General inquiry #\d+: General Inquiry: Forget me/ }),
      ).toBeVisible();
      await expect(opened.getByText('Please erase me later')).toBeVisible();
      await expect(opened.getByText(/You agreed on .* “I agree that/)).toBeVisible();
      await expect(opened.getByText('Our acknowledgement of your message')).toBeVisible();
      expect(await axeViolations(opened)).toEqual([]);
      await opened.close();
      const html = await page.request.get(
        `/admin/inquiries/personal-data/export?email=${encodeURIComponent(email)}&format=html&download=1`,
      );
      expect(html.headers()['content-type']).toContain('text/html');
      expect(html.headers()['content-disposition']).toMatch(/^attachment; filename="personal-data-[\d-]+\.html"$/);
      expect(html.headers()['cache-control']).toContain('no-store');

      const erase = page.getByRole('form', { name: 'Erase personal data' });
      await erase.getByLabel('Type the address again to confirm').fill('someone-else@e2e.test');
      await erase.getByRole('button', { name: 'Erase everything' }).click();
      await expect(erase.getByText('Type the e-mail address again to confirm the erasure.')).toBeVisible();
      expect(inquiryIdFor(email)).toBeDefined();
      await erase.getByLabel('Type the address again to confirm').fill(email);
      await erase.getByRole('button', { name: 'Erase everything' }).click();
      await expect(toastWith(page, 'Erased 1 inquiry')).toBeVisible();
      await expect(page.getByText('0 inquiries')).toBeVisible();
      expect(inquiryIdFor(email)).toBeUndefined();
    },
  );

  adminTest('the lead screens have no axe violations', async ({ page }) => {
    await openAdmin(page);
    for (const path of ['/admin/inquiries', '/admin/inquiries/spam', '/admin/inquiries/personal-data']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

test('the privacy page states the retention periods the housekeeping applies', async ({ page }) => {
  await page.goto('/privacy');
  const section = page.getByRole('listitem');
  await expect(section.filter({ hasText: '24 months after we close them' })).toBeVisible();
  await expect(section.filter({ hasText: 'held back: 30 days, then deleted' })).toBeVisible();
  await expect(section.filter({ hasText: 'the words you agreed to, their version and the time' })).toBeVisible();
});
