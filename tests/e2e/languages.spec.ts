import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

/*
 * The site in French and Swahili (issue 27, decision 160): each language at its own addresses, with
 * the right <html lang>, canonical and hreflang, links that stay in the language, a switcher that
 * keeps the page, and Accept-Language that only suggests.
 */

const LANGUAGES = [
  { code: 'fr', switcher: 'Langue', book: /Réserver/ },
  { code: 'sw', switcher: 'Lugha', book: /Weka nafasi|Agiza/ },
] as const;

async function expectLanguagePage(page: Page, code: string, path: string) {
  const localized = path === '/' ? `/${code}` : `/${code}${path}`;
  await expect(page).toHaveURL(new RegExp(`${localized.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${localized}$`));
  for (const [lang, href] of [
    ['en', path],
    ['fr', path === '/' ? '/fr' : `/fr${path}`],
    ['sw', path === '/' ? '/sw' : `/sw${path}`],
    ['x-default', path],
  ])
    await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`://[^/]+${href === '/' ? '/?' : href}$`),
    );
}

for (const language of LANGUAGES) {
  test.describe(`in ${language.code}`, () => {
    test.use({ locale: language.code });

    test('home → talent → profile → booking form, every page in the language', async ({ page }) => {
      await page.goto(`/${language.code}`);
      await expectLanguagePage(page, language.code, '/');
      await expect(page.getByRole('navigation', { name: language.switcher }).first()).toBeVisible();
      await page.locator(`header a[href="/${language.code}/talent"]`).first().click();
      await expectLanguagePage(page, language.code, '/talent');
      const profile = page.locator(`main a[href^="/${language.code}/talent/"]:not([href$="/book"])`).first();
      const profilePath = (await profile.getAttribute('href'))!.slice(3);
      await profile.click();
      await expectLanguagePage(page, language.code, profilePath);
      await page.locator(`main a[href="/${language.code}${profilePath}/book"]`).first().click();
      await expectLanguagePage(page, language.code, `${profilePath}/book`);
      await expect(page.locator('form input[name="locale"]')).toHaveValue(language.code);
    });

    test('blog → post, and contact', async ({ page }) => {
      await page.goto(`/${language.code}/blog`);
      await expectLanguagePage(page, language.code, '/blog');
      const post = page.locator(`main a[href^="/${language.code}/blog/"]`).first();
      const postPath = (await post.getAttribute('href'))!.slice(3);
      await post.click();
      await expectLanguagePage(page, language.code, postPath);
      await page.goto(`/${language.code}/contact`);
      await expectLanguagePage(page, language.code, '/contact');
    });

    for (const path of ['/', '/talent', '/blog', '/talent/nomvula-khoza']) {
      test(`${path}: no axe violations`, async ({ page }) => {
        await page.goto(`/${language.code}${path === '/' ? '' : path}`, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('choosing a language', () => {
  test.use({ locale: 'en-GB' });

  test('the switcher keeps the page, with or without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto('/talent');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const footer = page.getByRole('navigation', { name: 'Site language' });
      await footer.getByRole('link', { name: 'Français' }).click();
      await expect(page).toHaveURL(/\/fr\/talent$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await page.getByRole('navigation', { name: 'Langue du site' }).getByRole('link', { name: 'Kiswahili' }).click();
      await expect(page).toHaveURL(/\/sw\/talent$/);
      await page.getByRole('navigation', { name: 'Lugha ya tovuti' }).getByRole('link', { name: 'English' }).click();
      // The path itself: /\/talent$/ would also match the /sw/talent the click leaves.
      await expect(page).toHaveURL((url) => url.pathname === '/talent');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await context.close();
    }
  });

  test('English has one address: /en/… answers 308 to the root', async ({ request }) => {
    const response = await request.get('/en/talent?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/talent\?x=1$/);
  });

  test('Accept-Language only suggests: the page is the one asked for, with a notice to switch', async ({
    browser,
    request,
  }) => {
    // What a crawler or a shared link gets: the language in the address, whatever the header says.
    const answer = await request.get('/talent', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<html lang="en"');

    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/talent');
    const notice = page.getByRole('complementary', { name: 'Cette page existe aussi en français.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'La lire en français' })).toHaveAttribute('href', '/fr/talent');
    await notice.getByRole('button', { name: 'Fermer' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('complementary', { name: /existe aussi/ })).toHaveCount(0);
    // A French reader on a French page is not told anything.
    await page.goto('/fr/talent');
    await expect(page.getByRole('complementary', { name: /existe aussi/ })).toHaveCount(0);
    await context.close();
  });

  test('the sitemap and the feeds exist in every language', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/fr\/about<\/loc>/);
    expect(sitemap).toMatch(/hreflang="sw" href="[^"]+\/sw\/about"/);
    for (const feed of ['/fr/blog/rss.xml', '/sw/events/rss.xml', '/fr/events.ics']) {
      const response = await request.get(feed);
      expect(response.status(), feed).toBe(200);
    }
  });

  test('a profile in French may play its embeds, as in English (the players in the CSP)', async ({ request }) => {
    for (const path of ['/talent/nomvula-khoza', '/fr/talent/nomvula-khoza', '/sw/talent/nomvula-khoza']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toContain(
        'frame-src https://www.youtube-nocookie.com',
      );
    }
  });

  test('an unknown language or page answers 404, not another language', async ({ request }) => {
    for (const path of ['/de/talent', '/fr/no-such-page', '/xx']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });

  test('an unknown address in French or Swahili is a 404 in that language', async ({ page }) => {
    for (const [path, heading] of [
      ['/fr/no-such-page', 'Page introuvable'],
      ['/sw/hakuna/kitu', JSON.parse(readFileSync('src/messages/sw/site.json', 'utf8')).Missing.anyTitle as string],
    ]) {
      const response = await page.goto(path!);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', path!.slice(1, 3));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    }
  });
});
