import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { demoTalent } from '@/server/db/seed-data';
import { Database } from '../support/sqlite';
import { dateFromToday } from '../support/dates';
import { adminStatePath } from './admin-session';
import { axeViolations, expect, inquiryIdFor, MIN_FILL_MS, test, waitForHydration } from './fixtures';

/*
 * Issue 28: page views counted without cookies or storage, tied to the lead they bring
 * (docs/decisions/147-first-party-analytics.md, 148-lead-attribution.md). Playwright's own user
 * agent says HeadlessChrome, a bot, so the visitor here is given an ordinary desktop one.
 */

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const talent = demoTalent[0]!;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function viewsOf(campaign: string, pagePath?: string) {
  const db = new Database(path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(`select count(*) as n from analytics_views where utm_campaign = ?${pagePath ? ' and path = ?' : ''}`)
      .get(...(pagePath ? [campaign, pagePath] : [campaign])) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

function leadVisit(id: number) {
  const db = new Database(path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'select visit_channel, visit_utm_source, visit_utm_campaign, visit_entry_page from inquiries where id = ?',
      )
      .get(id) as Record<string, string | null>;
  } finally {
    db.close();
  }
}

/** Nothing the public site keeps in the browser: no cookie, no local or session storage entry. */
async function expectNothingStored(page: Page, context: BrowserContext) {
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}

/** The page's beacon, answered: the server has decided whether it counts. */
function beaconAnswered(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v');
}

test('a visit from a newsletter campaign is counted without cookies and follows the booking to the lead and the dashboard', async ({
  browser,
  clientIp,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ userAgent: DESKTOP, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  const page = await context.newPage();
  const before = { home: viewsOf('amapiano-tour', '/'), talent: viewsOf('amapiano-tour', '/talent') };

  const first = beaconAnswered(page);
  await page.goto('/?utm_source=newsletter&utm_campaign=amapiano-tour');
  expect((await first).status()).toBe(204);
  await waitForHydration(page);
  await expect.poll(() => viewsOf('amapiano-tour', '/')).toBe(before.home + 1);

  // Soft navigations (the App Router, no page load): each is a page view carrying the visit's first touch.
  const second = beaconAnswered(page);
  await page.getByRole('banner').locator('a[href="/talent"]').first().click();
  await expect(page).toHaveURL(/\/talent$/);
  expect((await second).status()).toBe(204);
  await expect.poll(() => viewsOf('amapiano-tour', '/talent')).toBe(before.talent + 1);
  await page.locator(`main a[href="/talent/${talent.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/talent/${talent.slug}$`));
  await page.locator(`main a[href="/talent/${talent.slug}/book"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/talent/${talent.slug}/book$`));
  await expectNothingStored(page, context);

  const email = `campaign-${unique()}@e2e.test`;
  const form = page.locator('#inquiry-booking');
  // The first field touched sends the page view's one form_open event (the funnel's "forms opened").
  const formOpened = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v' && !!response.request().postData()?.includes('form_open'),
  );
  for (const [name, value] of Object.entries({
    name: 'Campaign Planner',
    email,
    phone: '+27 82 555 0199',
    event_date: dateFromToday(160),
    location: 'Durban',
    budget: '$20k',
    message: 'Saw the newsletter: the amapiano tour.',
  }))
    await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('checkbox').check();
  expect((await formOpened).status()).toBe(204);
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you\?r=/);
  await expectNothingStored(page, context);
  const lead = inquiryIdFor(email)!;
  expect(leadVisit(lead)).toEqual({
    visit_channel: 'email',
    visit_utm_source: 'newsletter',
    visit_utm_campaign: 'amapiano-tour',
    visit_entry_page: '/',
  });
  await context.close();

  // The admin sees where the lead came from, and the visit on the dashboard.
  const admin = await browser.newContext({
    storageState: adminStatePath,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/inquiries/${lead}`);
  const visit = adminPage.getByRole('region', { name: 'Where they came from' });
  await expect(visit).toContainText('E-mail');
  await expect(visit).toContainText('amapiano-tour');
  await expect(visit).toContainText('newsletter');
  await adminPage.goto('/admin/inquiries?channel=email&campaign=amapiano-tour');
  await expect(adminPage.locator(`a[href="/admin/inquiries/${lead}"]`).first()).toBeAttached();
  await adminPage.goto('/admin/inquiries?channel=social&campaign=amapiano-tour');
  await expect(adminPage.getByText('No inquiries match this filter.')).toBeVisible();

  await adminPage.goto('/admin/analytics?range=day');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible();
  const campaigns = adminPage.getByRole('table', { name: 'Campaigns' });
  await expect(campaigns.getByRole('row', { name: /amapiano-tour/ })).toBeVisible();
  const funnel = adminPage.getByRole('table', { name: /won leads by campaign/ });
  const row = funnel.getByRole('row', { name: /amapiano-tour/ });
  await expect(row).toBeVisible();
  // Cells: visitors, forms opened, inquiries, won.
  expect(Number((await row.getByRole('cell').nth(1).textContent()) ?? 0)).toBeGreaterThanOrEqual(1);
  expect(Number((await row.getByRole('cell').nth(2).textContent()) ?? 0)).toBeGreaterThanOrEqual(1);
  const byChannel = adminPage.getByRole('table', { name: /won leads by channel/ });
  const emailRow = byChannel.getByRole('row', { name: /E-mail/ });
  expect(Number((await emailRow.getByRole('cell').nth(1).textContent()) ?? 0)).toBeGreaterThanOrEqual(1);
  const funnelCsv = await adminPage.request.get('/admin/analytics/export?table=funnel-campaigns&range=day');
  expect(await funnelCsv.text()).toMatch(/^\uFEFF?"?campaign"?,"?visitors"?,"?forms opened"?,/);
  expect(await axeViolations(adminPage)).toEqual([]);
  const csv = await adminPage.request.get('/admin/analytics/export?table=campaigns&range=day');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('"amapiano-tour"');
  await admin.close();
});

test('a headless browser (HeadlessChrome), Googlebot and Do Not Track are not counted', async ({
  browser,
  clientIp,
}) => {
  const probes = [
    { name: 'headless', options: {} },
    {
      name: 'googlebot',
      options: { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    },
    { name: 'dnt', options: { userAgent: DESKTOP, extraHTTPHeaders: { dnt: '1' } } },
  ];
  const campaigns: string[] = [];
  for (const probe of probes) {
    const campaign = `probe-${probe.name}-${unique()}`;
    campaigns.push(campaign);
    const context = await browser.newContext({
      ...probe.options,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp, ...(probe.options.extraHTTPHeaders ?? {}) },
    });
    const page = await context.newPage();
    const answered = beaconAnswered(page);
    await page.goto(`/about?utm_campaign=${campaign}`);
    // The beacon was sent and answered (204, as to every request it drops), and nothing was stored.
    expect((await answered).status(), probe.name).toBe(204);
    expect(viewsOf(campaign), probe.name).toBe(0);
    await expectNothingStored(page, context);
    await context.close();
  }
  // Page views are written in batches (decision 157): once an ordinary visit sent after the probes
  // is stored, anything queued before it would be too.
  const control = `probe-control-${unique()}`;
  const context = await browser.newContext({ userAgent: DESKTOP, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  const page = await context.newPage();
  await page.goto(`/about?utm_campaign=${control}`);
  await expect.poll(() => viewsOf(control)).toBe(1);
  await context.close();
  expect(campaigns.map((campaign) => viewsOf(campaign))).toEqual([0, 0, 0]);
});
