import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

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

export const adminPassword = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';

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

/** The axe-core rules for WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core 4.14). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 AA violations on the page as it is now, one line each: rule and elements. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
