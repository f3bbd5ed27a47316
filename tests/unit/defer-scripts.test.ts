import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferStartupScripts, deferredScriptSources } from '@/server/cache/defer-scripts.mjs';
import { scriptUrls } from '../../scripts/bench/js-size.mjs';
import { createPageCache } from '@/server/cache/page-cache.mjs';

/* Start-up scripts requested after the first paint (src/server/cache/defer-scripts.mjs). */

// The shape of a Next.js 16 page: a stylesheet, a low-priority preload and async chunks in <head>,
// the React bootstrap script (with its id) and a noModule polyfill at the end of <body>.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<link rel="preload" as="font" href="/_next/static/media/inter.woff2" crossorigin="" type="font/woff2"/>',
  '<title>About</title></head><body><h1>About us</h1>',
  '<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/boot.js" id="_R_" async=""></script>',
  '</body></html>',
].join('');

/** Runs the page's loader in a fake document; returns the scripts it appends, and when. */
function runLoader(html: string, browser: { visibility?: string; paintTiming?: boolean } = {}) {
  const loader = /<script>(\(function\(d,s\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  expect(loader, 'the loader script before </body>').toBeTruthy();
  const appended: { src: string; id: string; async: boolean }[] = [];
  const observers: ((list: unknown, observer: unknown) => void)[] = [];
  const timers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = browser.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const document = {
    visibilityState: browser.visibility ?? 'visible',
    createElement: () => ({ src: '', id: '', async: false }),
    body: { appendChild: (element: { src: string; id: string; async: boolean }) => appended.push({ ...element }) },
  };
  vm.runInNewContext(loader!, {
    document,
    window: { PerformanceObserver: FakeObserver },
    setTimeout: (fn: () => void) => timers.push(fn),
  });
  const paint = (name: string) =>
    observers.forEach((callback) =>
      callback(
        { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
        new FakeObserver(() => {}),
      ),
    );
  return { appended, paint, fireTimers: () => timers.forEach((fn) => fn()) };
}

describe('start-up scripts requested after the first paint', () => {
  it('takes Next.js’s async chunks and their preload out of the HTML, and nothing else', () => {
    const html = deferStartupScripts(page);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|turbopack-runtime|boot)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    // The stylesheet, the font preload, the inline flight data and the noModule polyfill stay.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(html).toContain('rel="preload" as="font"');
    expect(html).toContain('<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<h1>About us</h1>');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('requests them in their order, the bootstrap with its id, once the first contentful paint is reported', () => {
    const browser = runLoader(deferStartupScripts(page));
    expect(browser.appended).toEqual([]);
    browser.paint('first-paint');
    expect(browser.appended).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toEqual([
      { src: '/_next/static/chunks/react.js', id: '', async: true },
      { src: '/_next/static/chunks/turbopack-runtime.js', id: '', async: true },
      { src: '/_next/static/chunks/boot.js', id: '_R_', async: true },
    ]);
    // The fallback timer after the paint requests nothing twice.
    browser.fireTimers();
    expect(browser.appended).toHaveLength(3);
  });

  it('requests them at once in a hidden tab or without paint timing, and after 3 s if no paint is reported', () => {
    expect(runLoader(deferStartupScripts(page), { visibility: 'hidden' }).appended).toHaveLength(3);
    expect(runLoader(deferStartupScripts(page), { paintTiming: false }).appended).toHaveLength(3);
    const stalled = runLoader(deferStartupScripts(page));
    stalled.fireTimers();
    expect(stalled.appended).toHaveLength(3);
  });

  it('the JavaScript budgets still count every script a rewritten page loads', () => {
    const html = deferStartupScripts(page);
    expect(deferredScriptSources(html)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(deferredScriptSources(page)).toEqual([]);
    const origin = 'http://127.0.0.1:3000';
    expect(scriptUrls(html, `${origin}/about`)).toEqual(scriptUrls(page, `${origin}/about`));
    expect(scriptUrls(html, `${origin}/about`)).toHaveLength(3);
  });

  it('leaves HTML without Next.js start-up scripts, or without </body>, as it is', () => {
    const plain = '<html><head><script src="https://cdn.example/x.js" async=""></script></head><body>x</body></html>';
    expect(deferStartupScripts(plain)).toBe(plain);
    const odd =
      '<html><head><script src="/_next/static/chunks/a.js" async="" onload="x()"></script></head><body></body></html>';
    expect(deferStartupScripts(odd)).toBe(odd);
    const cut = page.slice(0, page.indexOf('</body>'));
    expect(deferStartupScripts(cut)).toBe(cut);
  });

  it('the page cache stores pages rewritten, with an ETag of their own; other types untouched', () => {
    const cache = createPageCache();
    const entry = cache.prepare({
      headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' },
      body: Buffer.from(page),
    });
    expect(entry.body.toString()).toBe(deferStartupScripts(page));
    expect(entry.etag).toBe('"abc-d"');
    expect(entry.headers).toContainEqual(['etag', '"abc-d"']);
    const feed = cache.prepare({
      headers: { 'content-type': 'application/rss+xml', etag: '"f"' },
      body: Buffer.from(page),
    });
    expect(feed.body.toString()).toBe(page);
    expect(feed.etag).toBe('"f"');
  });
});
