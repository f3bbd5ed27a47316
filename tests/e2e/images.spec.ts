// Responsive images on the public pages (docs/decisions/075-responsive-images.md): every raster image
// is a <picture> with AVIF and WebP srcsets and a `sizes` that matches its layout, so the browser
// fetches no image much wider than it is drawn; pages share a 1200×630 PNG card of their own image.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { pageKinds } from '../../scripts/bench/pages.mjs';
import { expect, test } from './fixtures';

const pathOf = (kind: string) => pageKinds.find((page) => page.kind === kind)!.path;
const imagePages = ['portfolio', 'talent', 'blog', 'case-study', 'post', 'talent-profile', 'about'].map((kind) => ({
  kind,
  path: pathOf(kind),
}));

type Drawn = {
  src: string;
  naturalWidth: number;
  needed: number;
  srcset: string;
  sizes: string;
  avif: string | null;
  svg: boolean;
};

/** Scrolls each image into view (they are lazy), waits for it, and reports what was fetched and how wide it is drawn. */
async function drawnImages(page: Page): Promise<Drawn[]> {
  const images = page.locator('main img');
  const count = await images.count();
  const drawn: Drawn[] = [];
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    drawn.push(
      await image.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        // object-fit: cover scales the picture to cover the box: its drawn width can exceed the box's.
        const needed = Math.max(box.width, (box.height * img.naturalWidth) / img.naturalHeight);
        const source =
          img.parentElement?.tagName === 'PICTURE'
            ? img.parentElement.querySelector('source[type="image/avif"]')
            : null;
        return {
          src: img.currentSrc,
          naturalWidth: img.naturalWidth,
          needed,
          srcset: img.srcset,
          sizes: img.sizes,
          avif: source?.getAttribute('srcset') ?? null,
          svg: /\.svg(\?|$)/.test(img.currentSrc),
        };
      }),
    );
  }
  return drawn;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px, device pixel ratio 1`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });

    for (const { kind, path } of imagePages) {
      test(`${kind} (${path}): every photo has AVIF and WebP srcsets and is fetched at most 2× as wide as drawn`, async ({
        page,
      }) => {
        await page.goto(path);
        const images = (await drawnImages(page)).filter((image) => !image.svg);
        expect(images.length, 'raster images on the page').toBeGreaterThan(0);
        for (const image of images) {
          expect(image.srcset, `${image.src} srcset`).toMatch(/ 320w, .* \d+w$/);
          expect(image.avif, `${image.src} AVIF source`).toMatch(/\.avif 320w, /);
          // Media conditions for the breakpoints, then a width for the rest (not the default 100vw): the
          // phone's row, or its share of it where a phone shows two to a row (the roster).
          expect(image.sizes, `${image.src} sizes`).toMatch(
            /^\(min-width: \d+px\) \d+px, .*, calc\((?:100vw - \d+px|\(100vw - \d+px\) \* 0\.5)\)$/,
          );
          // Lighthouse's rule ("properly size images"): no more than twice the pixels needed across.
          expect(
            image.naturalWidth,
            `${image.src} fetched ${image.naturalWidth} px for ${Math.round(image.needed)} px drawn`,
          ).toBeLessThanOrEqual(2 * image.needed + 1);
          // …and not so small that it looks soft (the browser may round down to a close width).
          const largest = Math.max(
            ...image.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1))),
          );
          expect(
            image.naturalWidth,
            `${image.src} too small for ${Math.round(image.needed)} px`,
          ).toBeGreaterThanOrEqual(Math.min(largest, 0.66 * image.needed));
        }
      });
    }
  });
}

test('the home page has no photo without a srcset (its hero poster is a 1.5 KB vector)', async ({ page }) => {
  await page.goto('/');
  const images = await drawnImages(page);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image.svg || (image.srcset !== '' && image.avif !== null), image.src).toBe(true);
});

for (const kind of ['case-study', 'blog', 'talent', 'portfolio']) {
  test(`${kind}: the first image is loaded eagerly with high priority; the ones further down lazily`, async ({
    page,
  }) => {
    await page.goto(pathOf(kind));
    const loading = await page
      .locator('main img')
      .evaluateAll((images) => images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]));
    expect(loading[0]).toEqual(['eager', 'high']);
    expect(loading.slice(1).every(([value]) => value === 'lazy')).toBe(true);
    expect(loading.length).toBeGreaterThan(2);
  });
}

for (const kind of ['post', 'case-study', 'talent-profile']) {
  test(`${kind}: the server HTML names a 1200×630 PNG card of the page's own image, and it answers`, async ({
    request,
  }) => {
    const html = await (await request.get(pathOf(kind))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const content = (property: string) => new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(head)?.[1];
    const url = content('og:image');
    expect(url).toMatch(/\/images\/v\/demo\/(blog|case|talent)-\d+-og\.png$/);
    expect([content('og:image:width'), content('og:image:height')]).toEqual(['1200', '630']);
    const image = await request.get(new URL(url!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const meta = await sharp(await image.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
}
