import type { APIRequestContext, Page } from '@playwright/test';
import { site } from '@/content/site';
import { contentTypes } from '@/lib/content-types';
import { demoTalent } from '@/server/db/seed-data';
import { dateFromToday } from '../support/dates';
import { adminTest, axeViolations, expect, inquiryIdFor, MIN_FILL_MS, openAdmin, signedIn, test } from './fixtures';

/*
 * The admin on a phone (review ux-3 #5 and #12; issue 23 item 4, decision 130): a menu button instead
 * of a cut-off strip of links, the inbox and the content lists as cards, every lead one tap away, a
 * lead's phone number as call and WhatsApp links, and the booked talent linked to its profile. At
 * 390 px (phone) and 1280 px (desktop), with JavaScript and without.
 */

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const talent = demoTalent[1]!;

/** A booking of `talent` sent as the browser would post it; returns its subject line's visitor name. */
async function sendBooking(
  request: APIRequestContext,
  clientIp: string,
  values: { name: string; email: string; phone: string },
) {
  const html = await (await request.get(`/talent/${talent.slug}/book`)).text();
  const input = (html.match(/<input[^>]*>/g) ?? []).find(
    (tag) => tag.includes('name="form_token"') && tag.includes('form="inquiry-booking"'),
  );
  const token = /value="([^"]+)"/.exec(input ?? '')?.[1];
  expect(token, 'the booking form token').toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
  const response = await request.post('/contact/submit', {
    headers: { origin: baseURL, 'x-forwarded-for': clientIp },
    form: {
      kind: 'booking',
      target: talent.slug,
      form_token: token!,
      fax_number: '',
      ...values,
      event_date: dateFromToday(120),
      location: 'Kenyatta International Convention Centre',
      budget: 'KES 2M',
      message: 'Safari Sounds closing night',
      consent: 'on',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const id = inquiryIdFor(values.email);
  expect(id, 'the booking is stored').toBeTruthy();
  return id!;
}

/** No sideways scrolling: nothing sticks out past the right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the screen by (px)').toBeLessThanOrEqual(0);
}

/** The element lies inside the screen's width. */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  expect(box, 'laid out').toBeTruthy();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('the admin menu', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ ...signedIn, javaScriptEnabled, viewport: PHONE });

      test('at 390 px every admin screen is one tap from the Menu button; nothing sticks out', async ({ page }) => {
        await openAdmin(page, '/admin');
        const nav = page.getByRole('navigation', { name: 'Admin' });
        const menu = page.getByRole('button', { name: 'Menu' });
        await expect(menu).toBeVisible();
        await expect(nav).toBeHidden();
        await expectNoSidewaysScroll(page);

        await menu.click();
        for (const name of ['Dashboard', 'Blog Posts', 'Inquiries', 'Spam', 'Personal data', 'Account']) {
          const link = nav.getByRole('link', { name, exact: true });
          await expect(link).toBeVisible();
          await expectOnScreen(page, link);
        }
        await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
        await nav.getByRole('link', { name: 'Inquiries', exact: true }).click();
        await expect(page).toHaveURL('/admin/inquiries');
        await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
        // The menu closed on the way: the page is the inbox, not the menu over it.
        await expect(nav).toBeHidden();

        // The close button inside the menu closes it too.
        await menu.click();
        await expect(nav).toBeVisible();
        await page.getByRole('button', { name: 'Close menu' }).click();
        await expect(nav).toBeHidden();
      });
    });
  }

  test.describe('on a desktop', () => {
    test.use({ ...signedIn, viewport: DESKTOP });

    test('at 1280 px the sidebar shows every link and there is no Menu button', async ({ page }) => {
      await openAdmin(page, '/admin');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      for (const name of ['Dashboard', 'Inquiries', 'Spam', 'Account']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    });
  });
});

test.describe('leads on a phone', () => {
  adminTest(
    'the inbox is cards at 390 px, each opening its lead in one tap; the lead offers call, WhatsApp and the talent',
    async ({ page, request, clientIp }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(PHONE);
      const email = `phone-${unique()}@e2e.test`;
      const id = await sendBooking(request, clientIp, { name: 'Peter Kamau', email, phone: '+254 722 000111' });

      await openAdmin(page, `/admin/inquiries?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole('table')).toBeHidden();
      const cards = page.getByRole('list', { name: 'Inquiries' });
      const card = cards.getByRole('link').filter({ hasText: `Booking Request: ${talent.name}` });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Peter Kamau');
      await expect(card).toContainText('Booking request');
      await expect(card).toContainText('New');
      await expect(card).toContainText(/just now|minute/);
      await expectOnScreen(page, card);
      await expectNoSidewaysScroll(page);

      await card.click();
      await expect(page).toHaveURL(`/admin/inquiries/${id}`);
      await expectNoSidewaysScroll(page);

      // The number: a call link, and WhatsApp beside it with a greeting that names the visitor and the agency.
      const call = page.getByRole('link', { name: 'Call +254 722 000111' });
      await expect(call).toHaveAttribute('href', 'tel:+254722000111');
      await expectOnScreen(page, call);
      const whatsapp = new URL((await page.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href'))!);
      expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/254722000111');
      expect(whatsapp.searchParams.get('text')).toBe(
        `Hello Peter, this is ${site.name} about your booking request (reference #${id}). `,
      );

      // The booked talent: its public profile, and its editor.
      const profile = page.getByRole('link', { name: new RegExp(`^${talent.name}`) });
      await expect(profile).toHaveAttribute('href', `/talent/${talent.slug}`);
      await expect(page.getByRole('link', { name: `Edit talent ${talent.name}` })).toHaveAttribute(
        'href',
        /^\/admin\/talent\/\d+\/edit$/,
      );
      expect(await axeViolations(page)).toEqual([]);

      // The same inbox on a desktop is the table.
      await page.setViewportSize(DESKTOP);
      await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
      await expect(cards).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: 'Peter Kamau' })).toBeVisible();
    },
  );

  adminTest(
    'a number without its country code gets the call link only, and says why',
    async ({ page, request, clientIp }) => {
      const email = `local-${unique()}@e2e.test`;
      const id = await sendBooking(request, clientIp, { name: 'Lindiwe Dube', email, phone: '082 555 1234' });
      await page.setViewportSize(PHONE);
      await openAdmin(page, `/admin/inquiries/${id}`);
      await expect(page.getByRole('link', { name: 'Call 082 555 1234' })).toHaveAttribute('href', 'tel:0825551234');
      await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0);
      await expect(page.getByText('No WhatsApp link: the number has no country code')).toBeVisible();
    },
  );
});

test.describe('content lists on a phone', () => {
  test.use({ ...signedIn, viewport: PHONE });

  for (const kind of ['blog', 'talent', 'jobs'] as const) {
    const path = contentTypes[kind].routes.admin;
    test(`${path} at 390 px: one card per row, its name opening the editor, nothing off screen`, async ({ page }) => {
      await openAdmin(page, path);
      await expect(page.getByRole('table')).toBeHidden();
      const cards = page.getByRole('list', { name: contentTypes[kind].words.nav }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const first = cards.first().getByRole('link').first();
      await expectOnScreen(page, first);
      await expect(first).toHaveAttribute('href', new RegExp(`^${path}/\\d+/edit`));
      await expect(cards.first().getByRole('button', { name: /^Actions for / })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});
