// Public pages request Next.js's start-up scripts after their first paint, and hydrate (src/server/cache/defer-scripts.mjs, docs/decisions/112-start-up-scripts-after-first-paint.md).
import { expect, test } from './fixtures';

declare global {
  interface Window {
    startupScriptsAdded?: { src: string; at: number }[];
  }
}

for (const path of ['/', '/privacy', '/talent', '/blog/the-rise-of-amapiano-in-the-us-market', '/contact']) {
  test(`${path}: start-up scripts are requested after the first contentful paint, and the page hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html, 'no start-up <script src> in the HTML').not.toMatch(
      /<script src="\/_next\/static\/[^"]+" (id="[^"]*" )?async=""/,
    );
    expect(html, 'no script preload in the HTML').not.toContain('<link rel="preload" as="script"');

    // Every script element naming a chunk, when it entered the document (the parser's included; not
    // the noModule polyfill, which no browser we serve runs).
    await page.addInitScript(() => {
      window.startupScriptsAdded = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/static/chunks/'))
              window.startupScriptsAdded!.push({ src: new URL(node.src).pathname, at: performance.now() });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    // The notifications region is mounted by client code after hydration: the scripts ran.
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      added: window.startupScriptsAdded ?? [],
      fetched: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^?]+\.js$/.test(entry.name))
        .map((entry) => ({ src: new URL(entry.name).pathname, at: entry.startTime })),
    }));
    expect(timing.firstContentfulPaint, 'first contentful paint reported').not.toBeNull();
    expect(timing.added.length, 'start-up scripts added').toBeGreaterThan(3);
    expect(timing.fetched.length, 'start-up scripts fetched').toBeGreaterThan(3);
    const before = (list: { src: string; at: number }[]) =>
      list.filter((script) => script.at < timing.firstContentfulPaint!);
    expect(before(timing.added), `added before the first contentful paint (${timing.firstContentfulPaint} ms)`).toEqual(
      [],
    );
    expect(
      before(timing.fetched),
      `fetched before the first contentful paint (${timing.firstContentfulPaint} ms)`,
    ).toEqual([]);
  });
}
