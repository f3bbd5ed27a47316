import type { Locator, Page } from '@playwright/test';
import { expect, MIN_FILL_MS, test, toasts } from './fixtures';

/*
 * The toaster (src/components/ui/toast.tsx, Radix Toast): one toast at a time, a new one replaces the
 * last, 5000 ms, swipe right 50 px to dismiss, F8 focuses the region. Raised the way a visitor raises
 * it on a public page: the brand form on /contact sent with an e-mail address the browser accepts
 * (`visitor@localhost`) and the server refuses, which answers 'Please check the form' and stores nothing.
 * Each submission counts against the per-address inquiry limit (5 per 15 minutes): the fixture gives
 * every test an address of its own, and no test here sends more than two. In the 'changes' project
 * because that count is a database write.
 */

const TOAST_DURATION_MS = 5_000;

const region = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** /contact, hydrated, with the brand form filled in and old enough for the server to read it. */
async function brandFormReady(page: Page) {
  await page.goto('/contact');
  const renderedBy = Date.now();
  // The toaster is loaded after hydration: once its region is in the page, the form submits through
  // the server action (toasts) instead of posting to /contact/submit.
  await expect(region(page)).toBeAttached();
  const form = page.locator('#inquiry-brand');
  await form.locator('[name="name"]').fill('Toast Tester');
  await form.locator('[name="email"]').fill('visitor@localhost');
  await form.locator('[name="company"]').fill('Toast Co');
  await form.locator('[name="budget"]').fill('$25k-$50k');
  await form.locator('[name="message"]').fill('Checking the notifications.');
  await form.getByRole('checkbox').check();
  // The browser accepts the address (no TLD needed); only the server refuses it.
  expect(await form.locator('[name="email"]').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - renderedBy)));
  return form;
}

/**
 * Sends the form from the keyboard (Enter in a text field), so the mouse never rests on the toast
 * region: hovering it pauses the toasts' timers.
 */
async function submit(form: Locator) {
  await form.locator('[name="company"]').press('Enter');
}

async function failureToast(page: Page, form: Locator) {
  await submit(form);
  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Please check the form');
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('toasts', () => {
  test('a second toast replaces the first: one on screen, the newer', async ({ page }) => {
    const form = await brandFormReady(page);
    const first = await failureToast(page, form);
    // The server refused the address, so nothing was stored and the field is marked.
    await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');

    // Pause the first toast's timer (pointer over the region) so only a replacement can remove it.
    await first.hover();
    await first.evaluate((node) => node.setAttribute('data-e2e', 'first'));
    await submit(form);
    await expect(page.locator('li[data-e2e="first"]')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toBeVisible();
    await expect(toasts(page)).toContainText('Please check the form');
    await expect(toasts(page)).not.toHaveAttribute('data-e2e', 'first');
  });

  test('a toast closes by itself after about 5 seconds', async ({ page }) => {
    const form = await brandFormReady(page);
    const sentAt = Date.now();
    const toast = await failureToast(page, form);
    const seenAt = Date.now();
    // Opened after the submission, so at sentAt + 3.5 s it is less than 3.5 s old. (Not 4 s: on a busy
    // CI machine the wait can overrun, and the check must still fall inside the toast's 5 s.)
    await page.waitForTimeout(Math.max(0, sentAt + 3_500 - Date.now()));
    expect(await toast.isVisible(), 'still on screen 3.5 s after the submission').toBe(true);
    // Opened before it was seen, so by seenAt + 6.5 s its 5 s are over with room to spare.
    await expect(toast).toBeHidden({ timeout: Math.max(0, seenAt + TOAST_DURATION_MS + 1_500 - Date.now()) });
    await expect(toasts(page)).toHaveCount(0);
  });

  test('F8 moves focus into the notifications region', async ({ page }) => {
    const form = await brandFormReady(page);
    await failureToast(page, form);
    const notifications = region(page);
    await expect(notifications).toHaveAccessibleName('Notifications (F8)');
    expect(await notifications.evaluate((node) => node.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('F8');
    await expect.poll(() => notifications.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });

  test('a drag of 60 px to the right dismisses a toast, 20 px does not', async ({ page }) => {
    const form = await brandFormReady(page);
    const toast = await failureToast(page, form);
    // Wait for the slide-in transition to finish: a box read mid-way would start the drag off the toast.
    let box = (await toast.boundingBox())!;
    await expect
      .poll(async () => {
        const previous = box;
        box = (await toast.boundingBox())!;
        return Math.abs(box.x - previous.x) + Math.abs(box.y - previous.y);
      })
      .toBeLessThan(0.5);
    // On the title, clear of the close button in the top-right corner.
    const start = { x: box.x + 24, y: box.y + box.height / 2 };

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 20, start.y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-state', 'open');

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 60, start.y, { steps: 10 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
    await expect(toasts(page)).toHaveCount(0);
  });
});
