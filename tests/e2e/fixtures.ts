import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Database } from '../support/sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { parseMessage } from '../support/smtp-capture.mjs';
import { adminEmail, adminPassword, adminStatePath } from './admin-session';

/** A distinct client address per test, so per-address rate limits do not leak between tests. */
export function randomClientIp() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, use) => {
    await use(randomClientIp());
  },
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
    await use(context);
  },
});

export { expect };

/** `test` for a test that works in the admin without testing the sign-in: it starts signed in (tests/e2e/admin-session.ts). */
export const adminTest = test.extend({ storageState: adminStatePath });

export { adminEmail, adminPassword, signedIn, signedOut } from './admin-session';

/** The shared admin session (tests/e2e/global-setup.ts) as a Cookie header's `name=value`, for raw HTTP calls. */
export function adminSessionCookie() {
  const state = JSON.parse(fs.readFileSync(adminStatePath, 'utf8')) as { cookies: { name: string; value: string }[] };
  const cookie = state.cookies.find((c) => /^(?:__Host-)?ngoma_admin$/.test(c.name));
  expect(cookie, 'the shared admin session in the storage state').toBeTruthy();
  return `${cookie!.name}=${cookie!.value}`;
}

/**
 * Waits until the page's client code has run: Next's scripts are async, so hydration can finish after
 * the load event `page.goto` waits for; a test that uses a client-side control (the menus) waits here.
 * The notifications region is mounted by client code after hydration.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
}

/** The server refuses forms sent back sooner than 2 s (MIN_FILL_MS in honeypot.ts) after rendering: wait this long. */
export const MIN_FILL_MS = 2_100;

/**
 * The toasts on screen, by CSS rather than role: Radix also writes a screen-reader announcement
 * outside the region, and while a modal is open it marks everything outside it aria-hidden, the
 * toast region included.
 */
export function toasts(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

/** The toast on screen with this text. */
export function toastWith(page: Page, text: string) {
  return toasts(page).filter({ hasText: text }).first();
}

/** Raw messages the loopback SMTP server received, oldest first. */
export function receivedMail(): { raw: string; envelope: { from: string; to: string[] } }[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => ({
      raw: fs.readFileSync(path.join(dir, f), 'utf8'),
      envelope: JSON.parse(fs.readFileSync(path.join(dir, f.replace('.eml', '.json')), 'utf8')),
    }));
}

/** The messages the test SMTP server received for one recipient with this subject. */
export function mailTo(address: string, subject: string) {
  return receivedMail()
    .filter((m) => m.envelope.to.includes(address))
    .map((m) => ({ ...m, ...parseMessage(m.raw) }))
    .filter((m) => m.headers.subject === subject);
}

/** Waits for exactly one such message and returns it. */
export async function expectMailTo(address: string, subject: string) {
  await expect.poll(() => mailTo(address, subject).length, { timeout: 20_000 }).toBe(1);
  return mailTo(address, subject)[0]!;
}

/** The id of the inquiry sent from this address, read from the harness server's SQLite file. */
export function inquiryIdFor(email: string) {
  const db = new Database(path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select id from inquiries where email = ?').get(email) as { id: number } | undefined)?.id;
  } finally {
    db.close();
  }
}

/**
 * Signs in through the sign-in page with the harness's admin password and waits for the dashboard:
 * for the specs about signing in and out. The others start signed in (`test.use(signedIn)`).
 */
export async function signInToDashboard(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Enter Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/**
 * Opens an admin screen with the shared session (`test.use(signedIn)`) and checks it was not sent to
 * sign in. When the browser runs scripts it waits for hydration too: a click before it is a full page
 * load instead of Next's navigation, and a toolbar button does nothing yet.
 */
export async function openAdmin(page: Page, pathname = '/admin') {
  await page.goto(pathname);
  await expect(page).toHaveURL(pathname);
  if (await page.evaluate(() => matchMedia('(scripting: enabled)').matches)) await waitForHydration(page);
}

/** The axe-core rules for WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core 4.14). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 AA violations on the page as it is now, one line each: rule and elements. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A public or admin page's HTML as the server sends it, asserting it answered 200. */
export async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** A second browser context with JavaScript off and this page's session, for the no-JS path of a form. */
export async function withoutJavaScript(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return { context, plain: await context.newPage() };
}
