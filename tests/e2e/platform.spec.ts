import { expect, test } from './fixtures';

test('the home page renders in Chromium with the brand', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveTitle(/Ngoma Entertainment/);
});

test('health answers 200 JSON: the database latency and the outbox backlog only to the metrics token', async ({
  request,
}) => {
  const anonymous = await request.get('/api/health');
  expect(anonymous.status()).toBe(200);
  expect(anonymous.headers()['cache-control']).toBe('no-store');
  expect(await anonymous.json()).toEqual({ status: 'ok' });

  // scripts/e2e.mjs starts the server with METRICS_TOKEN.
  const response = await request.get('/api/health', {
    headers: { authorization: `Bearer ${process.env.METRICS_TOKEN ?? ''}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toMatchObject({
    status: 'ok',
    database: 'up',
    databaseLatencyMs: expect.any(Number),
    outbox: { pending: expect.any(Number), oldestPendingSeconds: expect.any(Number) },
  });
});

test('ready answers 200 while the instance takes traffic', async ({ request }) => {
  const response = await request.get('/api/ready');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ready' });
});

test('every response carries the security headers and no X-Powered-By', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['x-powered-by']).toBeUndefined();
});
