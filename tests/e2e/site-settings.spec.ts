import type { Page } from '@playwright/test';
import { siteSettingsSeed } from '@/content/site';
import { expect, html, openAdmin, signedIn, test, toastWith, withoutJavaScript } from './fixtures';
import { useSecondInstance } from './instances';

/*
 * Issue 24 item 1 (docs/decisions/134-site-settings.md): the operator edits the brand facts in
 * admin → Settings, and every page that shows one shows the new value on the next request: an
 * office phone in the footer and on the contact page, a stat on the home band and the portfolio.
 * Without JavaScript the form saves too; a bad e-mail address is refused at its field and changes
 * nothing. A second instance on the same database shows each change within 5 s (its poller reads
 * the tag's revision). The seed values are put back at the end (the specs share one server).
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 20_000 });
test.use(signedIn);

const seedPhone = siteSettingsSeed.offices[0]!.phone;
const seedFigure = siteSettingsSeed.stats[0]!.value;

const officeGroup = (page: Page, n: number) => page.getByRole('group', { name: `Office ${n}`, exact: true });
const statGroup = (page: Page, n: number) => page.getByRole('group', { name: `Stat ${n}`, exact: true });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click();
}

// Instance B: another server process on the harness's database and build.
const onB = useSecondInstance(test, 'settings-instance-b');

test('a new office phone and a stat show on every page that uses them, at once, and on a second instance', async ({
  page,
  request,
}) => {
  // B has the pages in its cache before the change.
  await onB('/contact', (body) => expect(body).toContain(seedPhone));
  await onB('/portfolio', (body) => expect(body).toContain(`>${seedFigure}<`));
  await openAdmin(page, '/admin/settings');
  await expect(officeGroup(page, 1).getByLabel('Phone')).toHaveValue(seedPhone);
  await officeGroup(page, 1).getByLabel('Phone').fill('+27 10 500 7777');
  await statGroup(page, 1).getByLabel('Figure').fill('1.3M+');
  await save(page);
  await expect(toastWith(page, 'Settings saved')).toBeVisible();

  // The footer (every page), the contact page, the home stats band and the portfolio's counters.
  for (const path of ['/about', '/contact', '/']) {
    const body = await html(request, path);
    expect(body, path).toContain('+27 10 500 7777');
    expect(body, path).not.toContain(seedPhone);
  }
  expect(await html(request, '/contact')).toContain('href="tel:+27105007777"');
  for (const path of ['/', '/portfolio']) expect(await html(request, path), path).toContain('>1.3M+<');

  await onB('/contact', (body) => expect(body).toContain('href="tel:+27105007777"'));
  await onB('/portfolio', (body) => expect(body).toContain('>1.3M+<'));
});

/*
 * The clients are one list (decision 155): a client added in Settings, with an uploaded SVG logo
 * (its script removed) and a link, shows on the home page's wall and on a services page's wall at
 * once; removed, it leaves both.
 */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert('logo')"><script>alert('x')</script><rect width="120" height="40" fill="#f5c542"/></svg>`;
const svgIn = (page: string, alt: string) => {
  const match = new RegExp(`<img src="data:image/svg\\+xml;base64,([^"]+)" alt="${alt}"`).exec(page);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : null;
};
const WALLS = ['/', '/services/for-brands'];

test('a client logo added in Settings shows on every logo wall at once (a second instance too), and leaves them when removed', async ({
  page,
  request,
}) => {
  await openAdmin(page, '/admin/settings');
  const client = page.getByRole('group', { name: 'New client', exact: true });
  await client.getByRole('textbox', { name: /^Name/ }).fill('Acme Sound');
  await client.getByRole('textbox', { name: /^Link/ }).fill('https://acme.example');
  await client.getByLabel('Logo file').setInputFiles({
    name: 'acme.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO_SVG),
  });
  await save(page);
  await expect(toastWith(page, 'Settings saved')).toBeVisible();

  for (const path of WALLS) {
    const body = await html(request, path);
    const logo = svgIn(body, 'Acme Sound');
    expect(logo, path).toContain('<rect width="120" height="40" fill="#f5c542" />');
    expect(logo, path).not.toMatch(/script|onload|alert/);
    expect(body, path).toContain('href="https://acme.example"');
    // Last in the list, so last on the wall: after the last shipped client.
    expect(body.indexOf('alt="Acme Sound"'), path).toBeGreaterThan(body.indexOf(siteSettingsSeed.clients.at(-1)!.name));
  }
  for (const path of WALLS) await onB(path, (body) => expect(svgIn(body, 'Acme Sound')).toContain('fill="#f5c542"'));

  const added = page.getByRole('group', { name: 'Client 26', exact: true });
  await expect(added.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme Sound');
  await added.getByLabel('Remove client 26').check();
  await save(page);
  await expect(toastWith(page, 'Settings saved')).toBeVisible();
  for (const path of WALLS) {
    const body = await html(request, path);
    expect(body, path).not.toContain('Acme Sound');
    expect(body, path).toContain(siteSettingsSeed.clients[0]!.name);
  }
  for (const path of WALLS) await onB(path, (body) => expect(body).not.toContain('Acme Sound'));
});

test('an invalid e-mail address gets a field error and changes nothing', async ({ page, request }) => {
  await openAdmin(page, '/admin/settings');
  await page.getByLabel('General e-mail').fill('hello-at-ngoma');
  await officeGroup(page, 1).getByLabel('Phone').fill('+27 10 500 1111');
  await save(page);
  await expect(page.getByRole('alert').filter({ hasText: 'General e-mail: Enter an e-mail address' })).toBeVisible();
  const contact = await html(request, '/contact');
  expect(contact).toContain(`mailto:${siteSettingsSeed.email}`);
  expect(contact).not.toContain('+27 10 500 1111');
  expect(contact).toContain('+27 10 500 7777');
});

test('without JavaScript the form saves too, and the seed values go back', async ({ page, browser, request }) => {
  await openAdmin(page, '/admin');
  const { context, plain } = await withoutJavaScript(browser, page);
  try {
    await plain.goto('/admin/settings');
    await officeGroup(plain, 1).getByLabel('Phone').fill('+27 10 500 8888');
    await save(plain);
    await expect(plain).toHaveURL(/\/admin\/settings$/);
    await expect(plain.getByTestId('admin-flash')).toContainText('Settings saved');
    expect(await html(request, '/contact')).toContain('+27 10 500 8888');

    // Back to the seed, through the same form.
    await officeGroup(plain, 1).getByLabel('Phone').fill(seedPhone);
    await statGroup(plain, 1).getByLabel('Figure').fill(seedFigure);
    await save(plain);
    await expect(plain.getByTestId('admin-flash')).toContainText('Settings saved');
  } finally {
    await context.close();
  }
  const contact = await html(request, '/contact');
  expect(contact).toContain(seedPhone);
  expect(await html(request, '/')).toContain(`>${seedFigure}<`);
});
