import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { adminTest as test, expect, openAdmin, toastWith } from './fixtures';
import { sqliteWrite } from './sqlite-write';

/*
 * The curated home page (docs/decisions/135-curated-home-page.md): the operator features a case
 * study that is not on the home page, moves it first with the list's Up button, and the home page
 * shows it first on the next request; a focal point set in the media library is the public image's
 * object-position. Both put the data back (the tests share one server).
 */

const KIGALI = 'Kigali Sunset Sessions 2023';

test('a case study featured and moved first appears first on the home page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const firstCard = page.getByTestId('featured-work').getByRole('heading', { level: 3 }).first();
  const before = await firstCard.textContent();
  expect(before).not.toBe(KIGALI);
  await expect(page.getByTestId('featured-work').getByRole('heading', { name: KIGALI })).toHaveCount(0);

  await openAdmin(page, '/admin/case-studies');
  const feature = page.getByRole('button', { name: `Feature ${KIGALI} on the home page` });
  await feature.click();
  await expect(toastWith(page, 'Featured on the home page.')).toBeVisible();
  const up = page.getByRole('button', { name: `Move ${KIGALI} up on the home page` });
  const row = page.getByRole('row').filter({ hasText: KIGALI });
  try {
    const place = async () => Number(/Home #(\d+)/.exec((await row.textContent()) ?? '')?.[1]);
    await expect.poll(place).toBeGreaterThan(1);
    while ((await place()) > 1) {
      const at = await place();
      await up.click();
      await expect.poll(place).toBe(at - 1);
    }
    await expect(page.getByRole('button', { name: `Move ${KIGALI} up on the home page` })).toBeVisible();

    // The next request to the home page: the featured case study first, the earlier first one after it.
    await page.goto('/');
    await expect(firstCard).toHaveText(KIGALI);
    await expect(page.getByTestId('featured-work').getByRole('heading', { level: 3 }).nth(1)).toHaveText(before!);
  } finally {
    await openAdmin(page, '/admin/case-studies');
    await page.getByRole('button', { name: `Remove ${KIGALI} from the home page` }).click();
    await expect(toastWith(page, 'Removed from the home page.')).toBeVisible();
    await page.goto('/');
    await expect(firstCard).toHaveText(before!);
  }
});

test('a focal point set in the media library is the public image’s object-position', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const name = `focal-${randomBytes(3).toString('hex')}.png`;
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#7a4b2a' } })
    .png()
    .toBuffer();
  await openAdmin(page, '/admin/media');
  const response = await page.request.post('/admin/uploads', {
    headers: { Origin: baseURL! },
    multipart: { file: { name, mimeType: 'image/png', buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const url = ((await response.json()) as { url: string }).url;
  const hash = /\/uploads\/([a-f0-9]{32})/.exec(url)![1]!;
  const slug = `focal-point-${randomBytes(3).toString('hex')}`;
  const now = new Date().toISOString();
  sqliteWrite(
    (db) =>
      db
        .prepare(
          `insert into case_studies (slug, title, hero_image_url, hero_image_alt, is_published, created_at, updated_at)
           values (?, 'Focal Point Project', ?, 'A portrait', 1, ?, ?)`,
        )
        .run(slug, url, now, now),
    'case-studies',
  );
  try {
    await openAdmin(page, '/admin/media');
    const item = page.getByTestId('media-item').filter({ hasText: name });
    await item.getByText('Focal point: 50% across, 50% down').click();
    await item.getByLabel('Across (%)').fill('30');
    await item.getByLabel('Down (%)').fill('20');
    await item.getByRole('button', { name: 'Save focal point' }).click();
    await expect(toastWith(page, '30% across, 20% down')).toBeVisible();

    const hero = page.locator(`main img[src*="${hash}"]`).first();
    await expect
      .poll(async () => {
        await page.goto(`/portfolio/${slug}`);
        return hero.evaluate((img) => getComputedStyle(img).objectPosition).catch(() => '');
      })
      .toBe('30% 20%');

    // A click on the image sets the point where it lands: the middle of the right edge's quarter.
    await openAdmin(page, '/admin/media');
    await item.getByText('Focal point: 30% across, 20% down').click();
    const picker = item.getByRole('button', { name: `Set the focal point of ${name}: click on the subject` });
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.75, y: box.height * 0.4 } });
    await expect(toastWith(page, '75% across, 40% down')).toBeVisible();
    await expect
      .poll(async () => {
        await page.goto(`/portfolio/${slug}`);
        return hero.evaluate((img) => getComputedStyle(img).objectPosition).catch(() => '');
      })
      .toBe('75% 40%');
  } finally {
    sqliteWrite((db) => db.prepare('delete from case_studies where slug = ?').run(slug), 'case-studies');
    await openAdmin(page, '/admin/media');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByTestId('media-item').filter({ hasText: name })).toHaveCount(0);
  }
});
