import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { adminPassword, expect, randomClientIp, test } from './fixtures';
import { prepareDatabase, startInstance, stopInstance } from './instances';

/*
 * Sign-in cost and the admin account (docs/decisions/065-…, 066-…), on a server of their own: a
 * production server (server/index.mjs, the harness's build) with its own SQLite database, so the
 * password this spec changes, the second factor it turns on and the global sign-in limit it uses
 * up never touch the other specs, which sign in to the harness's server in parallel.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

const MB = 1_000_000;
const running: ChildProcess[] = [];
let base = '';
let pid = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(process.env.E2E_WORK_DIR || '/tmp', 'account-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'account.db')}`,
    UPLOAD_DIR: path.join(dir, 'uploads'),
  };
  delete env.SMTP_URL;
  const prepared = await prepareDatabase(env);
  expect(prepared.code, `prepare.ts failed:\n${prepared.output}`).toBe(0);
  const instance = await startInstance(env, 'account-instance', running);
  base = instance.base;
  pid = instance.child.pid!;
});

test.afterAll(async () => {
  await Promise.all(running.map(stopInstance));
});

/** Resident memory of the server process, in bytes: now, and the peak since the last reset. */
function memory() {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { rss: kB('VmRSS'), peak: kB('VmHWM') };
}

test('20 parallel wrong passwords: the server stays under 300 MB, the site answers, the throttle holds', async ({
  playwright,
}) => {
  // Our own Origin on every post: the sign-in endpoint refuses one without it (decision 063).
  const api = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { origin: new URL(base).origin },
  });
  // Warm up as a serving instance would be: the home page and a few others rendered once.
  for (const page of ['/', '/talent', '/blog', '/contact']) expect((await api.get(page)).status()).toBe(200);
  // Peak RSS from here on (Linux: writing 5 to clear_refs resets VmHWM to the current RSS).
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = memory();

  let burstDone = false;
  const publicStatuses: number[] = [];
  const visitor = (async () => {
    while (!burstDone)
      publicStatuses.push((await api.get('/', { headers: { 'x-forwarded-for': randomClientIp() } })).status());
  })();
  const statuses = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const response = await api.post('/admin-login/session', {
        form: { password: 'not-the-password' },
        headers: { 'x-forwarded-for': randomClientIp() },
        maxRedirects: 0,
      });
      return response.status();
    }),
  );
  burstDone = true;
  await visitor;
  const after = memory();
  console.log(
    `[sign-in burst] RSS before ${(before.rss / MB).toFixed(0)} MB, peak ${(after.peak / MB).toFixed(0)} MB; statuses ${statuses.sort().join(' ')}`,
  );

  expect(after.peak).toBeLessThanOrEqual(300 * MB);
  expect(publicStatuses.length).toBeGreaterThan(0);
  expect(new Set(publicStatuses)).toEqual(new Set([200]));
  // Only refusals: 401 for the checked ones, 429 for those that found every password slot taken.
  expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
  // The per-address limit still holds: five wrong, then 429 even with the right password…
  const attacker = { 'x-forwarded-for': randomClientIp() };
  for (let i = 0; i < 5; i++) {
    expect(
      (
        await api.post('/admin-login/session', { form: { password: `bad-${i}` }, headers: attacker, maxRedirects: 0 })
      ).status(),
    ).toBe(401);
  }
  expect(
    (
      await api.post('/admin-login/session', { form: { password: adminPassword }, headers: attacker, maxRedirects: 0 })
    ).status(),
  ).toBe(429);
  // …and the real admin, from another address, still gets in.
  const admin = await api.post('/admin-login/session', {
    form: { password: adminPassword },
    headers: { 'x-forwarded-for': randomClientIp() },
    maxRedirects: 0,
  });
  expect(admin.status()).toBe(303);
  await api.dispose();
});

async function signIn(page: Page, password: string) {
  await page.goto(`${base}/admin-login`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Enter Dashboard' }).click();
}

const NEW_PASSWORD = 'a-brand-new-admin-password';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the admin changes the password: the current one is required, other sessions end, this one stays', async ({
    page,
    browser,
  }) => {
    // Another browser signed in earlier (say, a stolen cookie).
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
    const otherPage = await other.newPage();
    await signIn(otherPage, adminPassword);
    await expect(otherPage).toHaveURL(`${base}/admin`);

    await signIn(page, adminPassword);
    await expect(page).toHaveURL(`${base}/admin`);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(`${base}/admin/account`);

    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The current password is not right.' })).toBeVisible();

    await page.getByLabel('Current password').fill(adminPassword);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Password changed. Every other session was signed out.' }),
    ).toBeVisible();

    // This browser is still signed in; the other one is not.
    await page.goto(`${base}/admin/blog`);
    await expect(page).toHaveURL(`${base}/admin/blog`);
    await otherPage.goto(`${base}/admin/blog`);
    await expect(otherPage).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fblog/);
    // The old password no longer works; the new one does.
    await signIn(otherPage, adminPassword);
    await expect(otherPage.getByText('Incorrect password')).toBeVisible();
    await signIn(otherPage, NEW_PASSWORD);
    await expect(otherPage).toHaveURL(`${base}/admin`);
    await other.close();
  });
});

test('the admin turns on the second factor; sign-in then asks for a code', async ({ page }) => {
  await signIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(`${base}/admin`);
  await page.goto(`${base}/admin/account`);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });

  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('link', { name: 'I have saved them' }).click();
  await expect(page.getByText(/^On\. Signing in asks for a code/)).toBeVisible();
  await expect(page.getByText('10 unused recovery codes left.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  await signIn(page, NEW_PASSWORD);
  // The password alone is not enough: the form now asks for the code.
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin/);

  await signIn(page, NEW_PASSWORD);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
  // The code that turned it on is used up; the next period's code is accepted (apps run a little ahead too).
  await page.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${base}/admin`);
});
