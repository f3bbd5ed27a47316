// @ts-check
// Page weight as a phone downloads it, images included: a 390×844 viewport at device pixel ratio 3
// (an iPhone-class phone, the worst case for srcset), the page scrolled to the bottom so every lazy
// image loads, every response counted with its headers as transferred (compressed) bytes.
// Used by the bench (scripts/bench.mjs) and the budget test (tests/e2e/budgets.spec.ts).

/** @type {import('@playwright/test').BrowserContextOptions} */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/**
 * `context`: a Playwright browser context made with PHONE. Returns bytes by resource type and in total.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @returns {Promise<{ total: number, byType: Record<string, number>, requests: number }>}
 */
export async function measurePageWeight(context, url) {
  const page = await context.newPage();
  /** @type {Promise<{ type: string, bytes: number }>[]} */
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request
        .sizes()
        .then((sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize }))
        // A request finishing while the page closes (after the network went idle) is not counted.
        .catch(() => ({ type: request.resourceType(), bytes: 0 })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Next's scripts are async, so `load` can come before hydration. Let the page hydrate first (client code mounts the notifications region), as a
    // reader's first scroll usually does: headless Chromium scrolled while a page hydrates has been
    // seen to stop drawing for good, with or without this site's rewrite (decision 112).
    await page
      .getByRole('region', { name: /^Notifications/ })
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => {});
    // Scroll one screen at a time (at most 60) so lazy images come into range, then let them arrive.
    // Timers, not animation frames, pace it: a stalled renderer then means fewer images, not a hang.
    await page.evaluate(async () => {
      for (
        let step = 0;
        step < 60 && window.scrollY + window.innerHeight < document.documentElement.scrollHeight;
        step++
      ) {
        window.scrollBy(0, window.innerHeight);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    /** @type {Record<string, number>} */
    const byType = {};
    let total = 0;
    for (const { type, bytes } of await Promise.all(pending)) {
      byType[type] = (byType[type] ?? 0) + bytes;
      total += bytes;
    }
    return { total, byType, requests: pending.length };
  } finally {
    await page.close();
  }
}
