import type { Locator, Page } from '@playwright/test';
import { demoBlogPosts, demoCaseStudies, demoJobPostings, demoTalent } from '../../src/server/db/seed-data';
import { categorySegment } from '../../src/lib/list-paths';
import { axeViolations, expect, test } from './fixtures';

/*
 * The data-driven public pages against the demo content (src/server/db/seed-data.ts), with and
 * without JavaScript. Tests that change data live in public-instances.spec.ts.
 */

const published = demoCaseStudies.filter((c) => c.is_published);
const newestFirst = [...published].sort((a, b) => String(b.project_date).localeCompare(String(a.project_date)));
const unpublishedCase = demoCaseStudies.find((c) => !c.is_published)!;
const posts = demoBlogPosts
  .filter((p) => p.is_published)
  .sort((a, b) => String(b.published_at).localeCompare(String(a.published_at)));
const draftPost = demoBlogPosts.find((p) => !p.is_published)!;

async function jsonLd(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text);
    return Array.isArray(data) ? data : [data];
  });
}

async function scrollToLastProject(page: Page) {
  const lastProject = page.locator('main a[href^="/portfolio/"]').last();
  await lastProject.scrollIntoViewIfNeeded();
  await expect(lastProject).toBeInViewport();
}

/** The element's box, checked to be pinned just below the header: not scrolled away above it. */
async function pinnedUnderHeader(page: Page, element: Locator) {
  const headerBox = (await page.locator('header').first().boundingBox())!;
  const box = (await element.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
  expect(box.y).toBeLessThan(headerBox.y + headerBox.height + 24);
  return box;
}

test.describe('portfolio', () => {
  test('lists published case studies, newest project first, with counters and calls to action', async ({ page }) => {
    const response = await page.goto('/portfolio');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Portfolio | Ngoma Entertainment');
    const titles = await page.locator('main ul li h3').allTextContents();
    expect(titles.slice(0, newestFirst.length)).toEqual(newestFirst.map((c) => c.title));
    expect(titles).not.toContain(unpublishedCase.title);
    // Summaries are clipped to four lines.
    await expect(page.locator('main ul li p.line-clamp-4').first()).toBeVisible();
    for (const label of ['Total Attendees', 'Events Produced', 'Continents Reached', 'Intl. Artists']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('1.2M+')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a Project' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/portfolio$/);
  });

  test('a page past the end answers 404, and its old query-string link goes there', async ({ request }) => {
    const response = await request.get('/portfolio?category=Festival&page=50', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/portfolio/category/festival/page/50');
    expect((await request.get('/portfolio/category/festival/page/50')).status()).toBe(404);
  });

  test('a card opens its case study', async ({ page }) => {
    await page.goto('/portfolio');
    await page.getByRole('link', { name: newestFirst[0]!.title }).click();
    await expect(page).toHaveURL(`/portfolio/${newestFirst[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestFirst[0]!.title);
  });

  test('the Pretoria festival shows every detail field, related projects and CTAs', async ({ page }) => {
    const cs = demoCaseStudies.find((c) => c.slug === 'pretoria-summer-sound-festival-2024')!;
    const response = await page.goto(`/portfolio/${cs.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${cs.title} | Ngoma Entertainment`);
    for (const value of [cs.location, '13 December 2024', cs.attendance, cs.duration, cs.investment_tier, cs.role]) {
      await expect(page.getByText(value!, { exact: true }).first()).toBeVisible();
    }
    for (const heading of ['The Challenge', 'Our Solution', 'The Impact', 'Gallery', 'Related Projects']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText(cs.testimonial_author!)).toBeVisible();
    await expect(page.locator('img[alt^="Pretoria Summer Sound Festival 2024, photo"]')).toHaveCount(cs.gallery.length);
    const related = page.locator('section[aria-labelledby="related"] a[href^="/portfolio/"]');
    await expect(related).toHaveCount(3);
    const hrefs = await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) {
      expect(href).not.toBe(`/portfolio/${cs.slug}`);
      expect(published.map((c) => `/portfolio/${c.slug}`)).toContain(href);
    }
    await expect(page.getByRole('link', { name: 'Start a Project' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/portfolio/${cs.slug}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${cs.title} | Ngoma Entertainment`,
    );
  });

  test('the filter bar stays under the header while the projects scroll by (desktop)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/portfolio');
    const bar = page.getByRole('search', { name: 'Filter projects' });
    await scrollToLastProject(page);
    const barBox = await pinnedUnderHeader(page, bar);
    expect(barBox.height).toBeLessThan(900 / 4);
    await expect(bar.getByRole('button', { name: 'Filter Projects' })).toBeInViewport();
  });

  test('on a phone the filters are one chip under the header while the projects scroll by, opening on a tap', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/portfolio');
    const chip = page.locator('summary', { hasText: 'Filter' });
    await scrollToLastProject(page);
    const chipBox = await pinnedUnderHeader(page, chip);
    // One chip, not a panel of selects: under a sixteenth of the screen (the panel took 28%).
    expect(chipBox.height).toBeLessThan(844 / 16);
    await chip.click();
    await expect(
      page.getByRole('search', { name: 'Filter projects' }).getByRole('button', { name: 'Filter Projects' }),
    ).toBeInViewport();
  });

  test('unknown and unpublished case studies answer 404', async ({ request }) => {
    expect((await request.get('/portfolio/no-such-project')).status()).toBe(404);
    expect((await request.get(`/portfolio/${unpublishedCase.slug}`)).status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('filters by category and year through the path', async ({ page }) => {
      await page.goto('/portfolio');
      await page.getByLabel('Category').selectOption('Festival');
      await page.getByRole('button', { name: 'Filter Projects' }).click();
      await expect(page).toHaveURL('/portfolio/category/festival');
      const festivals = newestFirst.filter((c) => c.category === 'Festival').map((c) => c.title);
      await expect(page.locator('main ul li h3')).toHaveText(festivals);

      await page.goto('/portfolio/year/2024');
      const of2024 = newestFirst.filter((c) => String(c.project_date).startsWith('2024')).map((c) => c.title);
      await expect(page.locator('main ul li h3')).toHaveText(of2024);
      await expect(page.getByLabel('Year')).toHaveValue('2024');

      await page.goto('/portfolio/category/festival/year/2023');
      await expect(page.getByRole('heading', { name: 'No projects match these filters.' })).toBeVisible();
    });
  });
});

test.describe('talent', () => {
  test('lists the roster with cards, reach counters, panels and FAQ', async ({ page }) => {
    await page.goto('/talent');
    await expect(page).toHaveTitle('Talent Roster | Ngoma Entertainment');
    const first = demoTalent[0]!;
    const card = page.locator('article', { has: page.getByRole('heading', { name: first.name }) });
    await expect(card.getByText(first.category, { exact: true })).toBeVisible();
    await expect(card.getByText(first.location!)).toBeVisible();
    await expect(card.getByRole('link', { name: `View Profile: ${first.name}` })).toHaveAttribute(
      'href',
      `/talent/${first.slug}`,
    );
    await expect(card.getByRole('link', { name: `Book Now: ${first.name}` })).toHaveAttribute(
      'href',
      `/talent/${first.slug}/book`,
    );
    await expect(page.locator('main article')).toHaveCount(demoTalent.length);
    for (const value of ['50M+', '20+', '100+', '500+'])
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book Our Talent' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Are You Next?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit Your EPK' })).toHaveAttribute(
      'href',
      /\/contact|\/services\/for-artists/,
    );
    const faq = page.locator('section[aria-labelledby="talent-faq"]');
    await expect(faq.getByText(/How do I book/)).toBeVisible();
    await expect(faq.getByText(/How far in advance/)).toBeVisible();
    await expect(faq.getByText(/international events/)).toBeVisible();
    await expect(faq.getByText(/join the roster/)).toBeVisible();
    await faq.getByText(/How far in advance/).click();
    await expect(faq.getByText(/3-6 months/)).toBeVisible();
    await expect(faq.getByText(/4-8 weeks/)).toBeVisible();
    // The answers lead somewhere real: the artist application, opened on the contact page.
    await faq.getByText(/join the roster/).click();
    await expect(faq.getByRole('link', { name: 'For Artists page' })).toHaveAttribute('href', '/services/for-artists');
    await page.getByRole('link', { name: 'Submit Your EPK' }).click();
    await expect(page).toHaveURL(/\/contact#artist-form$/);
    await expect(page.locator('details#artist')).toHaveAttribute('open', '');
    await expect(page.getByLabel('Stage Name', { exact: false }).first()).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('searches by name through the URL and filters by category through the path', async ({ page }) => {
      await page.goto('/talent');
      await page.getByLabel('Search by name').fill('nomvula');
      await page.getByRole('button', { name: 'Filter Talent' }).click();
      await expect(page).toHaveURL(/\/talent\?q=nomvula/);
      await expect(page.locator('main article h3')).toHaveText(['Nomvula Khoza']);

      await page.goto('/talent/category/comedian');
      const comedians = demoTalent.filter((t) => t.category === 'Comedian').map((t) => t.name);
      await expect(page.locator('main article h3')).toHaveText(comedians);
      await expect(page.getByLabel('Category')).toHaveValue('Comedian');

      await page.goto('/talent?q=zzzz-nobody');
      await expect(page.getByRole('heading', { name: 'No talent matches your search.' })).toBeVisible();
    });
  });

  test('a profile shows image, bio, highlights, gallery, socials and Book', async ({ page }) => {
    const t = demoTalent[0]!;
    const response = await page.goto(`/talent/${t.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${t.name} | Ngoma Entertainment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.name);
    await expect(page.locator(`img[alt="${t.name}"]`)).toBeVisible();
    await expect(page.getByText(t.bio!.slice(0, 40))).toBeVisible();
    for (const h of t.highlights) await expect(page.getByText(h.label, { exact: true })).toBeVisible();
    await expect(page.locator(`img[alt^="${t.name}, photo"]`)).toHaveCount(t.gallery.length);
    const instagram = page
      .getByRole('list', { name: `${t.name} on social media` })
      .getByRole('link', { name: /Instagram/ });
    await expect(instagram).toHaveAttribute('href', t.instagram_url!);
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: `Book ${t.name}` })).toHaveAttribute('href', `/talent/${t.slug}/book`);
    await expect(page.getByRole('link', { name: /Back to Roster/ })).toHaveAttribute('href', '/talent');
  });

  test("an unknown talent answers 404 with 'Talent Not Found'", async ({ page }) => {
    const response = await page.goto('/talent/nobody-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Talent Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Roster' })).toHaveAttribute('href', '/talent');
  });
});

test.describe('blog', () => {
  test('lists published posts newest first and advertises the feed', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog | Ngoma Entertainment');
    const titles = await page.locator('main ul li h3').allTextContents();
    const seeded = titles.filter((title) => posts.some((p) => p.title === title));
    expect(seeded).toEqual(posts.map((p) => p.title));
    expect(titles).not.toContain(draftPost.title);
    await expect(page.locator('main ul li p.line-clamp-3').first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /^https?:\/\/.+\/blog\/rss\.xml$/,
    );
  });

  test('a page past the end answers 404; its old query-string link goes there first', async ({ request }) => {
    const response = await request.get('/blog?page=99', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/blog/page/99');
    expect((await request.get('/blog/page/99')).status()).toBe(404);
  });

  test('a post renders its Markdown with date, reading time, back link and BlogPosting JSON-LD', async ({ page }) => {
    const post = posts[0]!;
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${post.title} | Ngoma Entertainment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.locator('article h2').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    const ld = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting');
    expect(ld).toMatchObject({ headline: post.title, datePublished: post.published_at });
    expect(ld.mainEntityOfPage).toMatch(new RegExp(`^https?://.+/blog/${post.slug}$`));
  });

  test('unknown and unpublished posts answer 404', async ({ request }) => {
    expect((await request.get('/blog/no-such-post')).status()).toBe(404);
    expect((await request.get(`/blog/${draftPost.slug}`)).status()).toBe(404);
  });
});

test.describe('list pages that do not exist', () => {
  // Each answers 404 with its not-found page in the server HTML, so a visitor without JavaScript reads
  // it too (a page's own notFound() under cacheComponents is an empty document; decision 070).
  const cases: [path: string, heading: string, back: string][] = [
    ['/blog/page/99', 'Page Not Found', '/blog'],
    ['/portfolio/category/no-such-category', 'Page Not Found', '/portfolio'],
    ['/portfolio/year/1999', 'Page Not Found', '/portfolio'],
    ['/portfolio/category/festival/page/50', 'Page Not Found', '/portfolio'],
    ['/talent/category/no-such-category', 'Page Not Found', '/talent'],
    ['/talent/page/500', 'Page Not Found', '/talent'],
    ['/events/city/no-such-city', 'Page Not Found', '/events'],
    ['/events/past/page/500', 'Page Not Found', '/events'],
    ['/fr/blog/page/99', 'Page introuvable', '/fr/blog'],
  ];
  for (const [path, heading, back] of cases) {
    test(`${path} answers 404 with its page in the server HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(`href="${back}"`);
    });
  }

  test('an existing filtered page still renders', async ({ request }) => {
    const response = await request.get(`/portfolio/category/${categorySegment(published[0]!.category)}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`href="/portfolio/${published[0]!.slug}"`);
  });
});

test.describe('careers', () => {
  test('lists active openings with Apply links and JobPosting JSON-LD', async ({ page }) => {
    await page.goto('/careers');
    await expect(page).toHaveTitle('Careers | Ngoma Entertainment');
    for (const job of demoJobPostings.filter((j) => j.is_active)) {
      const item = page.locator(`li#${job.slug}`);
      await expect(item.getByRole('heading', { name: job.title })).toBeVisible();
      await expect(item.getByText(job.location!, { exact: true })).toBeVisible();
      await expect(item.getByText(job.type!, { exact: true })).toBeVisible();
      await expect(item.getByRole('link', { name: `Apply Now: ${job.title}` })).toHaveAttribute(
        'href',
        `/careers/${job.slug}/apply`,
      );
      // The description's own headings sit below the job title's h3 in the outline (h4 and deeper).
      await expect(item.locator('h1, h2, h3')).toHaveCount(1);
    }
    await expect(page.locator('li#artist-manager details h4', { hasText: 'Responsibilities' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Send us your resume' })).toHaveAttribute(
      'href',
      /\/careers\/general\/apply|\/contact/,
    );
    const jobs = (await jsonLd(page)).filter((d) => d['@type'] === 'JobPosting');
    // Other tests add openings while this one runs; the four seeded ones must all be there.
    expect(jobs.map((j) => j.title)).toEqual(expect.arrayContaining(demoJobPostings.map((j) => j.title)));
    const remote = jobs.find((j) => j.title === 'Digital Marketing Specialist');
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', employmentType: 'CONTRACTOR' });
    const manager = jobs.find((j) => j.title === 'Artist Manager');
    expect(manager).toMatchObject({
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Ngoma Entertainment' },
      jobLocation: { address: { addressLocality: 'Johannesburg', addressCountry: 'ZA' } },
    });
    expect(manager.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(manager.description).toContain('<h4>Responsibilities</h4>');
  });
});

test('home shows the three newest posts and featured work linking to case studies', async ({ page }) => {
  await page.goto('/');
  const insights = page.getByTestId('latest-insights');
  const links = await insights.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links).toEqual(posts.slice(0, 3).map((p) => `/blog/${p.slug}`));
  await expect(insights.locator('time').first()).toBeVisible();
  const work = page.getByTestId('featured-work');
  const workLinks = await work.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(workLinks).toEqual(newestFirst.slice(0, 4).map((c) => `/portfolio/${c.slug}`));
  await expect(work.getByText(/attendees/).first()).toBeVisible();
});

test.describe('SEO files', () => {
  test('sitemap.xml lists every public route and published slug with lastmod, and no admin', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of [
      '/',
      '/about',
      '/services/for-brands',
      '/services/for-promoters',
      '/services/for-artists',
      '/services/specialized',
      '/portfolio',
      '/talent',
      '/blog',
      '/careers',
      '/contact',
      '/privacy',
      '/terms',
    ]) {
      expect(locs).toContain(path);
    }
    for (const c of published) expect(locs).toContain(`/portfolio/${c.slug}`);
    for (const t of demoTalent) expect(locs).toContain(`/talent/${t.slug}`);
    for (const p of posts) expect(locs).toContain(`/blog/${p.slug}`);
    expect(locs).not.toContain(`/portfolio/${unpublishedCase.slug}`);
    expect(locs).not.toContain(`/blog/${draftPost.slug}`);
    expect(locs.some((l) => l.startsWith('/admin'))).toBe(false);
    // Each entry names its other languages (decision 160) between its address and its date.
    expect(xml).toMatch(
      /<url>\s*<loc>[^<]+\/blog\/[^<]+<\/loc>\s*(?:<xhtml:link [^>]+\/>\s*)*<lastmod>\d{4}-\d{2}-\d{2}T/,
    );
    for (const path of ['/fr/about', '/sw/about', `/fr/blog/${posts[0]!.slug}`]) expect(locs).toContain(path);
    expect(xml).toMatch(/<loc>https?:\/\//);
  });

  test('robots.txt disallows the admin and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/admin-login$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test('the RSS feed lists published posts with absolute, escaped content', async ({ request }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    const seeded = items.filter((item) => posts.some((p) => item.includes(`/blog/${p.slug}</link>`)));
    expect(seeded).toHaveLength(posts.length);
    expect(items.join('')).not.toContain(`/blog/${draftPost.slug}<`);
    expect(seeded[0]).toMatch(/<link>https?:\/\/[^<]+\/blog\/[^<]+<\/link>/);
    expect(seeded[0]).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    // HTML bodies are escaped, never raw markup inside the XML.
    expect(items.join('')).not.toMatch(/<(p|h2|a)[ >]/);
    expect(xml).toContain('&lt;p&gt;');
    // Titles with an ampersand or apostrophe stay well-formed.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/portfolio',
    '/portfolio/pretoria-summer-sound-festival-2024',
    '/talent',
    '/talent/nomvula-khoza',
    '/talent/nobody-here',
    '/portfolio/no-such-project',
    '/blog',
    '/blog/no-such-post',
    `/blog/${posts[0]!.slug}`,
    '/careers',
  ]) {
    test(`${path}: no axe violations, no broken images`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Let the scroll reveals and counters settle so axe sees the final colours.
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
          (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
        );
      expect(broken).toEqual([]);
    });
  }
});
