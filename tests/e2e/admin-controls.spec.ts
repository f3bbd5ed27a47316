import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, openAdmin, signedIn, test, toastWith, toasts, waitForHydration } from './fixtures';

/*
 * Controls that tell the truth (review ux-3 #8, #9, #15; issue 23 item 5, decision 130): native
 * checkboxes and radios drawn for the admin's light page, the talent Highlights rows inside the form
 * at every width, toasts that never cover the Save bar, and "View" beside a save's success toast for
 * a page visitors can see. At 390 px and desktop widths.
 */

test.use(signedIn);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Mean brightness (0–255) of the middle half of a control as drawn on screen. */
async function brightness(control: Locator) {
  // Mid-screen: at the bottom edge the editor's sticky Save bar would be drawn over it.
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const { data, info } = await sharp(await control.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(info.height / 4); y < Math.ceil((info.height * 3) / 4); y++) {
    for (let x = Math.floor(info.width / 4); x < Math.ceil((info.width * 3) / 4); x++) {
      const i = (y * info.width + x) * info.channels;
      sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      count++;
    }
  }
  return sum / count;
}

const colorScheme = (control: Locator) => control.evaluate((element) => getComputedStyle(element).colorScheme);

/** An unticked control on a light page is light inside; ticked, it is not. */
async function expectDrawnLight(control: Locator) {
  expect(await colorScheme(control)).toBe('light');
  await expect.poll(() => brightness(control), { message: 'unticked: light inside' }).toBeGreaterThan(200);
}

test.describe('checkboxes and radios', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px an unticked checkbox in the admin looks unticked, a ticked one ticked`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openAdmin(page, '/admin/blog/new');
      const publish = page.getByLabel('Publish this post?');
      await expect(publish).not.toBeChecked();
      await expectDrawnLight(publish);
      await publish.check();
      // Polled: the live Markdown preview above it may still be moving the page when it is first drawn.
      await expect.poll(() => brightness(publish), { message: 'ticked: filled' }).toBeLessThan(200);
      await publish.uncheck();
    });
  }

  test('the dialogs and the revisions radios are light too; the dark public site keeps its dark controls', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    // The job editor is a dialog, rendered outside the admin's own element.
    await openAdmin(page, '/admin/jobs');
    await page.getByRole('button', { name: 'Add New Job' }).click();
    const active = page.getByRole('dialog').getByLabel('This job posting is active.');
    await active.uncheck();
    await expectDrawnLight(active);
    await page.keyboard.press('Escape');

    // Compare A/B on the revisions of a new post.
    const title = `Radio probe ${unique()}`;
    await newPost(page, title, { publish: false });
    const edit = await page.getByRole('row').filter({ hasText: title }).getByRole('link').first().getAttribute('href');
    const id = /\/admin\/blog\/(\d+)\/edit/.exec(edit!)![1];
    await page.goto(`/admin/revisions/blog/${id}`);
    await waitForHydration(page);
    const radio = page.getByRole('radio', { name: /^Compare from/ }).first();
    await expect(radio).not.toBeChecked();
    await expectDrawnLight(radio);

    // The public site is dark: its consent box is drawn dark, and ticking it still shows.
    await page.goto('/contact');
    await page.getByText('General Inquiry', { exact: true }).click();
    const consent = page.locator('#inquiry-general').getByRole('checkbox');
    expect(await colorScheme(consent)).toBe('dark');
    const unticked = await brightness(consent);
    await consent.check();
    expect(Math.abs((await brightness(consent)) - unticked), 'ticked differs from unticked').toBeGreaterThan(40);
  });
});

test.describe('talent highlights', () => {
  for (const width of [390, 768, 1280, 1920]) {
    test(`at ${width} px each highlight row keeps its figure, its label and its remove button inside the form`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAdmin(page, '/admin/talent/new');
      const form = page.getByTestId('content-editor');
      await form.getByRole('button', { name: 'Add highlight' }).click();
      await form.getByRole('button', { name: 'Add highlight' }).click();
      await form.getByLabel('Highlight 2 figure').fill('20M+');
      await form.getByLabel('Highlight 2 label').fill('Streams on every platform');
      const formBox = (await form.boundingBox())!;
      for (const n of [1, 2]) {
        for (const control of [
          form.getByLabel(`Highlight ${n} figure`),
          form.getByLabel(`Highlight ${n} label`),
          form.getByRole('button', { name: `Remove highlight ${n}` }),
        ]) {
          const box = (await control.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(formBox.x);
          expect(box.x + box.width).toBeLessThanOrEqual(formBox.x + formBox.width);
        }
        const label = (await form.getByLabel(`Highlight ${n} label`).boundingBox())!;
        expect(label.width, 'the label field has room to type in').toBeGreaterThanOrEqual(120);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'sideways scroll (px)').toBeLessThanOrEqual(0);
      await form.getByRole('button', { name: 'Remove highlight 1' }).click();
      await expect(form.getByLabel('Highlight 1 figure')).toHaveValue('20M+');
    });
  }
});

/** The boxes of two elements overlap. */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

async function newPost(page: Page, title: string, { publish }: { publish: boolean }) {
  await openAdmin(page, '/admin/blog/new');
  const form = page.getByTestId('content-editor');
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel('Content').fill('A post for the toast.');
  if (publish) await form.getByLabel('Publish this post?').check();
  await form.getByRole('button', { name: 'Save' }).click();
}

test.describe('toasts', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px a toast never covers the editor's Save bar`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openAdmin(page, '/admin/blog/new');
      const save = page.getByTestId('content-editor').getByRole('button', { name: 'Save' });
      await save.click();
      const toast = toastWith(page, 'Error saving post');
      await expect(toast).toBeVisible();
      await expect(save).toBeInViewport();
      expect(await overlap(toast, save), 'the toast covers Save').toBe(false);
    });
  }

  test('at 390 px a published post: the success toast offers View, which opens the post', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const title = `Toast view ${unique()}`;
    await newPost(page, title, { publish: true });
    const toast = toastWith(page, 'Post created successfully!');
    await expect(toast).toBeVisible();
    const view = toast.getByRole('link', { name: /^View/ });
    await expect(view).toHaveAttribute('href', /^\/blog\/toast-view-/);
    const href = (await view.getAttribute('href'))!;
    const [post] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await expect(post).toHaveURL(href);
    await expect(post.getByRole('heading', { level: 1 })).toHaveText(title);
    await post.close();
  });

  test('at 1280 px a draft is not public: its success toast offers no View', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await newPost(page, `Toast draft ${unique()}`, { publish: false });
    const toast = toastWith(page, 'Post created successfully!');
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: /^View/ })).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(1);
  });

  test('a job saved active in the dialog: its toast offers View, the job page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openAdmin(page, '/admin/jobs');
    await page.getByRole('button', { name: 'Add New Job' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Title/).fill(`Toast job ${unique()}`);
    await dialog.getByLabel('Location').fill('Nairobi');
    await dialog.getByLabel('Type').fill('Contract');
    await dialog.getByLabel('Description').fill('Run our socials.');
    await expect(dialog.getByLabel('This job posting is active.')).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = toastWith(page, 'Job created successfully!');
    await expect(toast.getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      /^\/careers\/toast-job-[^/]+\/apply$/,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a published post: the saved notice links to the post', async ({ page }) => {
      await page.setViewportSize(PHONE);
      const title = `No script view ${unique()}`;
      await newPost(page, title, { publish: true });
      await expect(page).toHaveURL(/\/admin\/blog\?saved=created&id=\d+$/);
      const notice = page.getByRole('status').filter({ hasText: 'Post created successfully!' });
      await expect(notice.getByRole('link', { name: /^View/ })).toHaveAttribute('href', /^\/blog\/no-script-view-/);
    });
  });
});
