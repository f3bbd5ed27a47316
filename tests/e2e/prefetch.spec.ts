// Links prefetch on intent, not on sight, and never for a visitor saving data
// (src/components/ui/link.tsx, docs/decisions/126-intent-prefetch-and-css-reveal.md).
import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Requests Next's router makes for a route's data (RSC), prefetches included. */
function routeDataRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc')) seen.push(request);
  });
  return seen;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the home page prefetches no route on load; resting the pointer on a link prefetches that route', async ({
  page,
}) => {
  const requests = routeDataRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(
    requests.map((r) => r.url()),
    'route data fetched before any interaction',
  ).toEqual([]);

  const blogLink = page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true });
  const prefetched = page.waitForRequest(
    (request) => request.headers()['rsc'] === '1' && new URL(request.url()).pathname === '/blog',
  );
  await blogLink.hover();
  await prefetched;

  // The navigation itself still works (and uses what was prefetched).
  await blogLink.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('with Save-Data on, hovering or focusing a link prefetches nothing, and the link still navigates', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    });
  });
  const requests = routeDataRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  const blogLink = page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true });
  await blogLink.hover();
  await blogLink.focus();
  await page.waitForLoadState('networkidle');
  expect(
    requests.map((r) => r.url()),
    'route data fetched for a visitor saving data',
  ).toEqual([]);

  await blogLink.click();
  await expect(page).toHaveURL(/\/blog$/);
});
