import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/*
 * Visual regression: every kind of public page at a phone, tablet, laptop and wide-screen width,
 * compared with the reference images in tests/e2e/visual-references/ (why and how:
 * docs/decisions/128-native-phone-menu-and-visual-regression.md). A moved, squeezed or vanished block
 * fails; anti-aliasing noise does not. After an intended change of layout, renew the references with
 *   npm run test:visual:update
 * and look at the changed images before committing them.
 *
 * Each image is the page's first screen, where layouts broke before (the talent profile's empty
 * column) and what a visitor judges the site by; the whole page would be up to 12,000 px tall on a
 * phone and 30 MB of references. Photos are masked, and the decorative gradients, patterns, blurs and
 * shadows switched off (visual.css): they say nothing about layout and are most of a PNG's bytes.
 */

const pages = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'for-brands', path: '/services/for-brands' },
  { name: 'for-promoters', path: '/services/for-promoters' },
  { name: 'for-artists', path: '/services/for-artists' },
  { name: 'specialized', path: '/services/specialized' },
  { name: 'portfolio', path: '/portfolio' },
  { name: 'case-study', path: '/portfolio/pretoria-summer-sound-festival-2024' },
  { name: 'talent', path: '/talent' },
  { name: 'talent-profile', path: '/talent/amara-nwosu' },
  { name: 'booking', path: '/talent/amara-nwosu/book' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/blog/the-rise-of-amapiano-in-the-us-market' },
  { name: 'careers', path: '/careers' },
  { name: 'apply', path: '/careers/booking-agent/apply' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'not-found', path: '/no-such-page' },
] as const;

const viewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

test.use({
  reducedMotion: 'reduce',
  deviceScaleFactor: 1,
  locale: 'en-GB',
  timezoneId: 'Africa/Johannesburg',
});

// Text is drawn by the browser's own font stack, so a Chromium update moves glyph edges (seen: 71 of
// 76 images off by 2 % after Debian's 156.0.8078.73 -> .108, the layout unchanged). The version the
// references were drawn with is kept beside them, and a failure names both versions.
const versionFile = path.join(import.meta.dirname, 'visual-references', 'chromium-version.txt');
let drawnWith = '';

test.beforeAll(async ({ browser }, testInfo) => {
  const running = browser.version();
  const updating = ['all', 'changed'].includes(testInfo.config.updateSnapshots);
  if (updating) fs.writeFileSync(versionFile, `${running}\n`);
  const recorded = fs.existsSync(versionFile) ? fs.readFileSync(versionFile, 'utf8').trim() : 'unknown';
  drawnWith =
    recorded === running
      ? ''
      : `The references were drawn with Chromium ${recorded}, this is ${running}: if the differences are glyph edges only, renew them (npm run test:visual:update). `;
});

test.beforeEach(async ({ page }) => {
  // The fonts are `display: optional` (src/app/fonts.ts): a face that arrives late is not used for
  // that page view, so on a busy machine a screenshot could show the fallback. Here it always swaps in.
  await page.route(/\/_next\/static\/.+\.css$/, async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replaceAll('font-display:optional', 'font-display:block');
    await route.fulfill({ response, body: css });
  });
});

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { name, path: pagePath } of pages) {
      test(`${name} (${pagePath}) looks as it did`, async ({ page }) => {
        await page.goto(pagePath);
        await page.evaluate(() => document.fonts.ready);
        await expect(page, `${drawnWith}${name} at ${viewport.width} px`).toHaveScreenshot(
          `${name}-${viewport.width}.png`,
          {
            // The footer's copyright year changes on 1 January (in the first screen of short pages).
            mask: [page.locator('img, video'), page.getByText(/^© \d{4} /)],
            maskColor: '#2f231b',
            stylePath: path.join(import.meta.dirname, 'visual.css'),
          },
        );
      });
    }
  });
}
