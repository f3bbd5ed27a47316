import { demoCaseStudies, demoTalent } from '../../src/server/db/seed-data';
import { expect, test } from './fixtures';

/*
 * The public lists keep their filters and page in the path, so Next prerenders them
 * (docs/decisions/120-list-filters-in-the-path.md): the paths, the 308s from the old query
 * strings, the no-JavaScript forms, bad values, and proof that the pages come from the build.
 */

const newestFirst = demoCaseStudies
  .filter((c) => c.is_published)
  .sort((a, b) => String(b.project_date).localeCompare(String(a.project_date)));
const titlesWhere = (keep: (c: (typeof newestFirst)[number]) => boolean) =>
  newestFirst.filter(keep).map((c) => c.title);
const festivals = titlesWhere((c) => c.category === 'Festival');
const of2024 = titlesWhere((c) => String(c.project_date).startsWith('2024'));
const comedians = demoTalent.filter((t) => t.category === 'Comedian').map((t) => t.name);

/** The path and query a redirect points to. */
function target(location: string | undefined) {
  const url = new URL(location ?? '', 'http://x');
  return `${url.pathname}${url.search}`;
}

const filteredCases = [
  { path: '/portfolio/category/festival', title: 'Portfolio: Festival', items: festivals },
  { path: '/portfolio/year/2024', title: 'Portfolio: 2024', items: of2024 },
  {
    path: '/portfolio/category/festival/year/2024',
    title: 'Portfolio: Festival, 2024',
    items: titlesWhere((c) => c.category === 'Festival' && String(c.project_date).startsWith('2024')),
  },
  {
    path: '/portfolio/category/brand-activation',
    title: 'Portfolio: Brand Activation',
    items: titlesWhere((c) => c.category === 'Brand Activation'),
  },
];

for (const { path: listPath, title, items } of filteredCases) {
  test(`${listPath} answers 200 with its projects, canonical to itself`, async ({ page }) => {
    const response = await page.goto(listPath);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | Ngoma Entertainment`);
    await expect(page.locator('main ul li h3')).toHaveText(items);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${listPath}$`));
  });
}

test('/talent/category/comedian answers 200 with the comedians, the filter showing the category', async ({ page }) => {
  const response = await page.goto('/talent/category/comedian');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main article h3')).toHaveText(comedians);
  await expect(page.getByLabel('Category')).toHaveValue('Comedian');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/talent\/category\/comedian$/);
});

test('the home page links each talent category to its path', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Comedian / })).toHaveAttribute('href', '/talent/category/comedian');
});

test('the sitemap lists the filtered lists by their paths', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const listPath of ['/portfolio/category/festival', '/portfolio/year/2024', '/talent/category/dj']) {
    expect(sitemap).toContain(`${listPath}</loc>`);
  }
  expect(sitemap).not.toMatch(/\?(page|category|year)=/);
});

test('old query-string URLs answer 308 to their path', async ({ request }) => {
  for (const [from, to] of [
    ['/blog?page=1', '/blog'],
    ['/blog?page=2', '/blog/page/2'],
    ['/portfolio?category=Festival', '/portfolio/category/festival'],
    ['/portfolio?category=Festival&year=2024&page=1', '/portfolio/category/festival/year/2024'],
    ['/portfolio?year=2024', '/portfolio/year/2024'],
    ['/talent?category=Comedian', '/talent/category/comedian'],
    ['/talent?q=&category=Comedian&page=2', '/talent/category/comedian/page/2'],
    ['/blog/page/1', '/blog'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(target(response.headers().location), from).toBe(to);
  }
  // Followed, an old link shows the filtered list.
  const followed = await request.get('/portfolio?category=Festival');
  expect(followed.url()).toMatch(/\/portfolio\/category\/festival$/);
  expect(await followed.text()).toContain(festivals[0]!);
});

test('bad values answer 404 or 308 to a valid path, never 500', async ({ request }) => {
  for (const [from, to] of [
    ['/blog/page/0', '/blog'],
    ['/blog/page/-1', '/blog'],
    ['/blog/page/1e3', '/blog'],
    ['/blog?page=abc', '/blog'],
    ['/portfolio/category/festival/page/0', '/portfolio/category/festival'],
    ['/portfolio?year=20x4&category[]=Festival', '/portfolio'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(target(response.headers().location), from).toBe(to);
  }
  for (const missing of [
    '/portfolio/category/no-such-category',
    '/portfolio/year/1999',
    '/portfolio/year/abcd',
    '/portfolio/category/festival/year/1999/page/2',
    '/talent/category/no-such-category',
    '/talent/category/dj/page/2',
    // Past the last page: the demo content fits on one.
    '/blog/page/2',
    '/blog/page/10000',
  ]) {
    expect((await request.get(missing, { maxRedirects: 0 })).status(), missing).toBe(404);
  }
  // Followed to the end: `page[]` is a list parameter too (dropped), not a reason for a 500.
  const bracketed = await request.get('/portfolio?page[]=2&category[]=Festival');
  expect(bracketed.status()).toBe(200);
  expect(new URL(bracketed.url()).pathname).toBe('/portfolio');
  for (const search of ['/talent?q=%00', '/talent?q=a&page=99', `/talent?q=${'x'.repeat(500)}&category=nobody`]) {
    expect((await request.get(search)).status(), search).toBe(200);
  }
});

test("the list pages are rendered once per process, then answered from Next's cache", async ({ request }) => {
  // The route cache starts empty in each process (src/server/cache/route-cache.mjs): the first request
  // may render and store a list page, every later one is answered from the cache.
  for (const listPath of ['/blog', '/portfolio', '/talent', '/portfolio/category/festival', '/talent/category/dj']) {
    const first = await request.get(listPath);
    expect(first.status(), listPath).toBe(200);
    for (const attempt of [2, 3]) {
      const response = await request.get(listPath);
      expect(response.status(), `${listPath}, request ${attempt}`).toBe(200);
      expect(response.headers()['x-nextjs-cache'], `${listPath}, request ${attempt}`).toBe('HIT');
    }
  }
  // A combination not listed at build renders once, then answers from Next's cache.
  const first = await request.get('/portfolio/category/tour/year/2025');
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain(titlesWhere((c) => c.category === 'Tour')[0]!);
  expect((await request.get('/portfolio/category/tour/year/2025')).headers()['x-nextjs-cache']).toBe('HIT');
  // Only a search by name renders per request: never stored, however often it is asked for.
  for (const attempt of [1, 2]) {
    const search = await request.get('/talent?q=nomvula');
    expect(search.status(), `search, request ${attempt}`).toBe(200);
    expect(search.headers()['x-nextjs-cache'], `search, request ${attempt}`).toBeUndefined();
    expect(search.headers()['cache-control'], `search, request ${attempt}`).toMatch(/no-store/);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the portfolio filter form lands on the filter path', async ({ page }) => {
    test.slow(); // four form submissions
    await page.goto('/portfolio');
    await page.getByLabel('Category').selectOption('Festival');
    await page.getByRole('button', { name: 'Filter Projects' }).click();
    await expect(page).toHaveURL('/portfolio/category/festival');
    await expect(page.locator('main ul li h3')).toHaveText(festivals);
    await page.getByLabel('Year').selectOption('2024');
    await page.getByRole('button', { name: 'Filter Projects' }).click();
    await expect(page).toHaveURL('/portfolio/category/festival/year/2024');
    await page.getByLabel('Category').selectOption('');
    await page.getByRole('button', { name: 'Filter Projects' }).click();
    await expect(page).toHaveURL('/portfolio/year/2024');
    await expect(page.locator('main ul li h3')).toHaveText(of2024);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/portfolio');
  });

  test('the talent form lands on a category path, and a name search stays at /talent?q=', async ({ page }) => {
    test.slow(); // two form submissions
    await page.goto('/talent');
    await page.getByLabel('Category').selectOption('Comedian');
    await page.getByRole('button', { name: 'Filter Talent' }).click();
    await expect(page).toHaveURL('/talent/category/comedian');
    await expect(page.locator('main article h3')).toHaveText(comedians);
    await page.getByLabel('Search by name').fill('nomvula');
    await page.getByLabel('Category').selectOption('');
    await page.getByRole('button', { name: 'Filter Talent' }).click();
    await expect(page).toHaveURL(/\/talent\?q=nomvula/);
    await expect(page.locator('main article h3')).toHaveText(['Nomvula Khoza']);
    await expect(page.getByLabel('Search by name')).toHaveValue('nomvula');
  });
});
