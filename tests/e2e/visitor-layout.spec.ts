import type { Locator, Page } from '@playwright/test';
import { demoTalent } from '../../src/server/db/seed-data';
import { expect, test } from './fixtures';

/*
 * What a visitor sees first on a phone, a tablet and a desktop (issue 23, review ux-3 #3 and #13):
 * the talent profile's first screen, the phone menu before and without scripts, the portfolio's
 * one filter chip and the roster two to a row on a phone.
 */

const talent = demoTalent.find((t) => t.slug === 'amara-nwosu')!;
const phone = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

test.describe('talent profile', () => {
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the name, category, tagline and Book sit beside the portrait in the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/talent/${talent.slug}`);
      const portrait = await box(page.getByRole('img', { name: talent.name, exact: true }));
      const details = [
        page.getByText(talent.category, { exact: true }).first(),
        page.getByRole('heading', { level: 1, name: talent.name }),
        page.getByText(talent.tagline!, { exact: true }),
        page.getByRole('link', { name: `Book ${talent.name}` }),
      ];
      for (const detail of details) {
        const b = await box(detail);
        // Entirely inside the first screen, and to the right of the portrait.
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.y + b.height, `${detail} in the first screen`).toBeLessThanOrEqual(viewport.height);
        expect(b.x, `${detail} beside the portrait`).toBeGreaterThanOrEqual(portrait.x + portrait.width);
      }
      // The portrait starts in the first screen too, on the left.
      expect(portrait.y).toBeLessThan(viewport.height / 2);
      expect(portrait.x).toBeLessThan(viewport.width / 4);
    });
  }

  test('on a phone the portrait comes first, the name and Book below it, all full width', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(`/talent/${talent.slug}`);
    const portrait = await box(page.getByRole('img', { name: talent.name, exact: true }));
    const name = await box(page.getByRole('heading', { level: 1, name: talent.name }));
    const book = await box(page.getByRole('link', { name: `Book ${talent.name}` }));
    expect(portrait.width).toBeGreaterThan(phone.width - 60);
    expect(name.y).toBeGreaterThanOrEqual(portrait.y + portrait.height);
    expect(book.y).toBeGreaterThan(name.y);
    // The way back is a comfortable target (it was 17 px tall).
    expect((await box(page.getByRole('link', { name: /Back to Roster/ }))).height).toBeGreaterThanOrEqual(24);
  });
});

test.describe('roster', () => {
  test('two cards to a row on a phone, three on a desktop', async ({ page }) => {
    const cardsPerRow = async () => {
      const cards = page.locator('main ul li article');
      const first = await box(cards.nth(0));
      const tops = await cards.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));
      return { perRow: tops.filter((top) => Math.abs(top - first.y) < 2).length, width: first.width };
    };
    await page.setViewportSize(phone);
    await page.goto('/talent');
    const onPhone = await cardsPerRow();
    expect(onPhone.perRow).toBe(2);
    expect(onPhone.width).toBeGreaterThan(150);
    // Both buttons still fit the narrow card, and they stay targets a thumb can hit.
    const card = page.locator('main ul li article').first();
    for (const name of [/^View Profile/, /^Book Now/]) {
      const button = await box(card.getByRole('link', { name }));
      expect(button.height).toBeGreaterThanOrEqual(40);
      expect(button.width).toBeLessThanOrEqual(onPhone.width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await cardsPerRow()).perRow).toBe(3);
  });
});

test.describe('portfolio filters on a phone, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('fold into one Filter chip that opens, filters and says what is chosen', async ({ page }) => {
    await page.goto('/portfolio');
    const chip = page.locator('summary', { hasText: 'Filter' });
    await expect(chip).toHaveText(/Filter\s*All projects/);
    const chipBox = await box(chip);
    expect(chipBox.height).toBeLessThanOrEqual(56);
    const category = page.getByLabel('Category');
    await expect(category).toBeHidden();
    await chip.click();
    await expect(category).toBeVisible();
    // One select to a row: "All categories" is no longer clipped.
    expect((await box(category)).width).toBeGreaterThan(phone.width - 80);
    await category.selectOption('Festival');
    await page.getByRole('button', { name: 'Filter Projects' }).click();
    await expect(page).toHaveURL('/portfolio/category/festival');
    await expect(page.locator('summary', { hasText: 'Filter' })).toHaveText(/Filter\s*Festival/);
  });
});

/** The open phone menu (a popover shown as a dialog). */
const menuOf = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test.describe('phone menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('opens, closes, and its links navigate', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    const menu = menuOf(page);
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /For Artists/ })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('link', { name: 'Talent', exact: true }).click();
    await expect(page).toHaveURL(/\/talent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Voices Shaping African Culture');
    await expect(menuOf(page)).toBeHidden();
  });
});

test.describe('phone menu on a slow link', () => {
  test.use({ viewport: phone });

  test('opens within 1 s of the first paint at 400 kbps with 400 ms latency', async ({ page }) => {
    // Throttle this page's network (Chrome DevTools Protocol) as the review measured it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    // The moments of the tap and of the menu opening, from the page's own clock (the toggle event
    // does not bubble: capture).
    await page.addInitScript(() => {
      const clock = window as { menuTappedAt?: number; menuOpenedAt?: number; menuButtonAtFirstPaint?: boolean };
      // Whether the menu's button was already on the page when it first painted: a tap at that moment
      // would have opened it (the popover needs no script).
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        clock.menuButtonAtFirstPaint = document.querySelector('button[popovertarget="site-menu"]') !== null;
        observer.disconnect();
      }).observe({ type: 'paint', buffered: true });
      // The event's timeStamp is when the tap happened, so a busy main thread still counts against us.
      document.addEventListener('click', (event) => (clock.menuTappedAt ??= event.timeStamp), true);
      document.addEventListener(
        'toggle',
        (event) => {
          if ((event as ToggleEvent).newState === 'open') clock.menuOpenedAt ??= performance.now();
        },
        true,
      );
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menuOf(page)).toBeVisible();
    const { firstPaint, buttonAtFirstPaint, tappedAt, openedAt, scriptsRan } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      buttonAtFirstPaint: (window as { menuButtonAtFirstPaint?: boolean }).menuButtonAtFirstPaint,
      tappedAt: (window as { menuTappedAt?: number }).menuTappedAt,
      openedAt: (window as { menuOpenedAt?: number }).menuOpenedAt,
      // Proof the menu did not wait for the scripts: the page has not hydrated yet.
      scriptsRan: document.querySelector('[role="region"][aria-label^="Notifications"]') !== null,
    }));
    expect(buttonAtFirstPaint, 'the menu button was on the page at the first paint').toBe(true);
    expect(tappedAt, 'the tap reached the page').toBeDefined();
    expect(openedAt, 'the menu opened').toBeDefined();
    // A visitor taps as soon as the page shows: the menu must open within 1 s of that. The time the
    // test itself takes to tap after the first paint (Playwright's checks, a busy CI host: up to 1.5 s
    // seen) is the harness's, not the visitor's, so it is reported, not counted.
    test.info().annotations.push({
      type: 'tap',
      description: `tapped ${Math.round(tappedAt! - firstPaint)} ms after the first paint, open ${Math.round(openedAt! - tappedAt!)} ms later`,
    });
    expect(tappedAt!).toBeGreaterThanOrEqual(firstPaint);
    expect(openedAt! - tappedAt!).toBeLessThan(1_000);
    expect(scriptsRan).toBe(false);
  });
});
