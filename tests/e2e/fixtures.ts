import { test as base, expect } from '@playwright/test';
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
