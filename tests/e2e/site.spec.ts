import type { Page } from '@playwright/test';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

/** The marketing site's own pages. */
const sitePages = [
  { path: '/', title: 'Home', h1: /The Sound of Africa/ },
  { path: '/about', title: 'About', h1: "We Don't Follow Culture. We Build It." },
  { path: '/services/for-brands', title: 'For Brands', h1: 'Where Brands Meet Culture' },
  { path: '/services/for-promoters', title: 'For Promoters', h1: 'Production Excellence. Every Single Time.' },
  { path: '/services/for-artists', title: 'For Artists', h1: 'Where Careers Are Built, Not Just Managed' },
  { path: '/services/specialized', title: 'Specialized Services', h1: 'Expertise for the Moments That Matter' },
  { path: '/privacy', title: 'Privacy Policy', h1: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service', h1: 'Terms of Service' },
] as const;

const services = [
  {
    label: 'For Brands',
    description: 'Authentic cultural engagement and experiential marketing',
    href: '/services/for-brands',
  },
  {
    label: 'For Promoters',
    description: 'Flawless event production and tour management at any scale',
    href: '/services/for-promoters',
  },
  {
    label: 'For Artists',
    description: 'Career management and global opportunities for talent',
    href: '/services/for-artists',
  },
  {
    label: 'Specialized Services',
    description: 'Consulting, licensing, and bespoke solutions',
    href: '/services/specialized',
  },
];

/**
 * Console errors and failed requests, with the URL (Chromium's "Failed to load resource" console
 * line does not name it). Link prefetches count: a prefetch 404 is a broken link.
 */
function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return errors;
}

function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

test.describe('server HTML of every marketing page', () => {
  for (const entry of sitePages) {
    test(`${entry.path}: title, description, canonical, Open Graph, Twitter`, async ({ request }) => {
      const response = await request.get(entry.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${entry.title} | Ngoma Entertainment</title>`);
      expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(40);
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${entry.path === '/' ? '/?' : entry.path}"`),
      );
      expect(metaContent(html, 'property', 'og:title')).toBe(`${entry.title} | Ngoma Entertainment`);
      expect(metaContent(html, 'property', 'og:image')).toMatch(/\/og-image\.png$/);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).toMatch(/<link rel="icon" href="\/icon\.svg/);
      expect(html).not.toMatch(/Feature In Progress/i);
    });
  }

  test('home carries Organization JSON-LD with both offices and the socials', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(script).toBeTruthy();
    const data = JSON.parse(script!);
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('Ngoma Entertainment');
    expect(data.logo).toMatch(/\/logo\.png$/);
    expect(data.sameAs).toHaveLength(2);
    expect(data.address.map((a: { addressLocality: string }) => a.addressLocality)).toEqual([
      'Johannesburg',
      'Nairobi',
    ]);
    expect(data.contactPoint.length).toBeGreaterThan(0);
  });

  test("counters' final values are already in the server HTML", async ({ request }) => {
    const home = await (await request.get('/')).text();
    for (const value of ['1.2M+', '150+', '100+', '4']) expect(home).toContain(`>${value}<`);
    const about = await (await request.get('/about')).text();
    for (const value of ['19 Years', '1.2M+', '150+']) expect(about).toContain(`>${value}<`);
  });

  test('/login and /signup redirect to /admin-login on the server', async ({ request }) => {
    for (const path of ['/login', '/signup']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(response.headers()['location']).toMatch(/\/admin-login$/);
    }
  });

  test('an unknown path answers HTTP 404 inside the public layout', async ({ request, page }) => {
    const response = await request.get('/no/such/page-here');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('This stage is empty.');
    expect(html).toContain('Skip to content');
    expect(html).toContain('Imbali Holdings');

    const errors = collectConsoleErrors(page);
    const visit = await page.goto('/definitely-missing');
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ngoma Entertainment home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This stage is empty.');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(errors.filter((e) => !e.startsWith('404 /definitely-missing'))).toEqual([]);
  });
});

test.describe('header and footer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('header links lead to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['About', '/about'],
      ['Portfolio', '/portfolio'],
      ['Talent', '/talent'],
      ['Events', '/events'],
      ['Blog', '/blog'],
      ['Contact Us', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ngoma Entertainment home' })).toHaveAttribute(
      'href',
      '/',
    );
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We Don't Follow Culture. We Build It.");
  });

  test('the Services dropdown lists the four services in a two-column grid and navigates', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Services' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const service of services) {
      const link = nav.getByRole('link', { name: new RegExp(service.label) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', service.href);
      await expect(link).toContainText(service.description);
    }
    const first = await nav.getByRole('link', { name: /For Brands/ }).boundingBox();
    const second = await nav.getByRole('link', { name: /For Promoters/ }).boundingBox();
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(4); // side by side: two columns
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: focus the trigger, open with Enter, go to an entry and follow it.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /For Brands/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/for-brands$/);
  });

  test('footer: links, offices, socials in a new tab, legal pages, copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Portfolio', '/portfolio'],
      ['Talent Roster', '/talent'],
      ['Blog', '/blog'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
      ['Talent Management', '/services/for-artists'],
      ['Event Production', '/services/for-promoters'],
      ['Experiential Marketing', '/services/for-brands'],
      ['Specialized Services', '/services/specialized'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer).toContainText('Johannesburg, South Africa');
    await expect(footer).toContainText('Nairobi, Kenya');
    await expect(footer.getByRole('link', { name: /^\+27/ })).toHaveAttribute('href', /^tel:\+27/);
    await expect(footer.getByRole('link', { name: /^\+254/ })).toHaveAttribute('href', /^tel:\+254/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    const socials = footer
      .getByRole('list', { name: 'Social media' })
      .getByRole('link', { name: /opens in a new tab/ });
    await expect(socials).toHaveCount(2);
    // Click-to-chat with each office (tests/e2e/visitor-forms.spec.ts checks the greeting).
    await expect(footer.getByRole('link', { name: /^WhatsApp .* \(opens in a new tab\)$/ })).toHaveCount(2);
    for (const social of await socials.all()) {
      await expect(social).toHaveAttribute('target', '_blank');
      await expect(social).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Ngoma Entertainment. A subsidiary of Imbali Holdings.`,
    );
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a full-screen overlay, navigates, and closes', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // The panel slides in with a CSS transition: wait for it to settle at full width, rounding the
    // sub-pixel widths a transform leaves behind mid-way (389.9999… once failed CI).
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && [Math.round(box.x), Math.round(box.width)];
      })
      .toEqual([0, 390]);
    for (const service of services) {
      await expect(dialog.getByRole('link', { name: new RegExp(service.label) })).toHaveAttribute('href', service.href);
    }
    // Escape closes and focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // Choosing a link navigates and closes the menu.
    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: /For Artists/ }).click();
    await expect(page).toHaveURL(/\/services\/for-artists$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where Careers Are Built, Not Just Managed');
    await expect(dialog).toBeHidden();
  });

  test('focus stays inside the open menu', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });
});

test('FAQ accordion is single-open and collapsible, with the answers in the server HTML', async ({ page, request }) => {
  const html = await (await request.get('/services/for-brands')).text();
  expect(html).toContain('Our minimum project investment is $5,000 USD.');
  await page.goto('/services/for-brands');
  const item = (question: string) => page.locator('details', { has: page.getByRole('heading', { name: question }) });
  const first = item('What is the minimum investment for a brand project?');
  const second = item('How far in advance should we book?');
  const answer = page.getByText('Our minimum project investment is $5,000 USD.', { exact: false });
  await expect(first).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
  // Keyboard alone: focus, toggle with Enter and Space.
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');
});

test('home: services buttons, talent categories, featured work and insights link to real pages', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section').first();
  for (const service of services.slice(0, 3)) {
    await expect(hero.getByRole('link', { name: new RegExp(service.label) })).toHaveAttribute('href', service.href);
  }
  for (const category of ['DJ', 'Musician', 'Model', 'Influencer', 'Comedian', 'MC']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${category} `) })).toHaveAttribute(
      'href',
      `/talent/category/${category.toLowerCase()}`,
    );
  }
  await expect(page.getByRole('link', { name: 'View Full Roster' })).toHaveAttribute('href', '/talent');
  await expect(page.getByRole('link', { name: 'Apply to Join' })).toHaveAttribute('href', '/services/for-artists');
  await expect(page.locator('a[href^="/portfolio/"]')).toHaveCount(4);
  await expect(page.locator('a[href^="/blog/"]')).toHaveCount(3);
});

test('success stories link to real case studies', async ({ page, request }) => {
  for (const path of ['/services/for-brands', '/services/for-promoters']) {
    await page.goto(path);
    const links = page.locator('a[href^="/portfolio/"]');
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')!))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  }
});

test.describe('accessibility and console', () => {
  for (const entry of [
    ...sitePages,
    { path: '/missing-page-for-axe', title: 'Page Not Found', h1: 'This stage is empty.' },
  ]) {
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      test(`${entry.path} (${viewport.name}): no axe violations, no console errors, no broken images`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const errors = collectConsoleErrors(page);
        await page.goto(entry.path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
        // Let the scroll reveals settle so axe sees the final colours.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
        });
        await page.waitForTimeout(900);
        expect(await axeViolations(page)).toEqual([]);
        const broken = await page
          .locator('img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[])
              .filter((img) => img.complete && img.naturalWidth === 0)
              .map((img) => img.src),
          );
        expect(broken).toEqual([]);
        const missingAlt = await page.locator('img:not([alt])').count();
        expect(missingAlt).toBe(0);
        expect(errors.filter((e) => e !== `404 ${entry.path}`)).toEqual([]);
      });
    }
  }
});
