import type { Page } from '@playwright/test';
import { aboutHero } from '@/content/about';
import { expect, html, openAdmin, signedIn, test, toastWith, withoutJavaScript } from './fixtures';

/*
 * Issue 24 item 2 (docs/decisions/139-page-sections.md): the operator edits the About page in
 * admin → Pages: a new hero title, a new team member, two values swapped; the public /about shows
 * them on the next request. A bad e-mail address is refused at its field and changes nothing.
 * Without JavaScript a section moves and the original copy is restored (the specs share one server).
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 20_000 });
test.use(signedIn);

const section = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const row = (page: Page, sectionName: string, rowName: string) =>
  section(page, sectionName).getByRole('group', { name: rowName, exact: true });

test('a new hero title, a new team member and two values swapped show on /about at once', async ({ page, request }) => {
  await openAdmin(page, '/admin/pages');
  await page.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/about$/);
  const hero = section(page, 'Section 1: Hero');
  await expect(hero.getByLabel('Title')).toHaveValue(aboutHero.title);
  await hero.getByLabel('Title').fill('Culture Is Built Here');

  const person = row(page, 'Section 3: Team', 'New person');
  await person.getByLabel('Name', { exact: true }).fill('Amara Okafor');
  await person.getByLabel('Role', { exact: true }).fill('Head of Production');
  await person.getByLabel('Bio', { exact: true }).fill('Runs every stage we build, from soundcheck to encore.');
  await person.getByRole('textbox', { name: /^Photo A path/ }).fill('/images/art/team-2.svg');
  await person.getByLabel('Photo description').fill('Portrait illustration of Amara Okafor');
  await person.getByLabel('E-mail', { exact: true }).fill('amara@ngoma-entertainment.example');

  await row(page, 'Section 4: Values', 'Value 1').getByLabel('Position').fill('2');
  await row(page, 'Section 4: Values', 'Value 2').getByLabel('Position').fill('1');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toastWith(page, 'Page saved')).toBeVisible();

  const about = await html(request, '/about');
  expect(about).toContain('Culture Is Built Here');
  expect(about).toContain('Amara Okafor');
  expect(about).toContain('mailto:amara@ngoma-entertainment.example');
  expect(about.indexOf('Excellence Without Compromise')).toBeLessThan(about.indexOf('Cultural Integrity'));
  expect(about).not.toContain('We Don&#x27;t Follow Culture');
});

test('a bad e-mail address gets a field error and changes nothing', async ({ page, request }) => {
  await openAdmin(page, '/admin/pages/about');
  await section(page, 'Section 1: Hero').getByLabel('Title').fill('This Title Must Not Show');
  await row(page, 'Section 3: Team', 'Person 1').getByLabel('E-mail', { exact: true }).fill('lerato-at-ngoma');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Section 3 (Team), Person 1: E-mail: Enter an e-mail address' }),
  ).toBeVisible();
  const about = await html(request, '/about');
  expect(about).not.toContain('This Title Must Not Show');
  expect(about).toContain('Culture Is Built Here');
  expect(about).toContain('mailto:lerato@ngoma-entertainment.example');
});

test('without JavaScript a section moves, and the original copy goes back', async ({ page, browser, request }) => {
  await openAdmin(page, '/admin');
  const { context, plain } = await withoutJavaScript(browser, page);
  try {
    await plain.goto('/admin/pages/about');
    await section(plain, 'Section 5: Track record').getByRole('button', { name: 'Move up' }).click();
    await expect(plain).toHaveURL(/\/admin\/pages\/about$/);
    await expect(plain.getByTestId('admin-flash')).toContainText('Section moved up');
    await expect(section(plain, 'Section 4: Track record')).toBeVisible();
    const moved = await html(request, '/about');
    expect(moved.indexOf('Our Track Record')).toBeLessThan(moved.indexOf('What Drives Us'));

    await plain.getByRole('button', { name: 'Restore the original' }).click();
    await expect(plain.getByTestId('admin-flash')).toContainText('Version restored');
  } finally {
    await context.close();
  }
  const about = await html(request, '/about');
  expect(about).toContain('We Don&#x27;t Follow Culture');
  expect(about).not.toContain('Amara Okafor');
  expect(about.indexOf('Cultural Integrity')).toBeLessThan(about.indexOf('Excellence Without Compromise'));
  expect(about.indexOf('What Drives Us')).toBeLessThan(about.indexOf('Our Track Record'));
});
