import { request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { adminEmail, adminPassword, adminStatePath } from './admin-session';

/**
 * One sign-in for the whole run: the specs that work in the admin without testing the sign-in
 * itself start signed in from this storage state (`test.use(signedIn)`, tests/e2e/admin-session.ts).
 * scripts/e2e.mjs runs Playwright once per phase; a later phase reuses the session while it is live.
 * Sign-out, a password change or a second factor would end this session, so the specs that do those
 * sign in on their own (or on a server of their own: admin-account.spec.ts).
 */
export default async function globalSetup() {
  const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
  const headers = {
    // Our own Origin, as the sign-in page's form sends it (decision 063); an address of its own, so
    // the per-address sign-in limit other specs run into is not this one's.
    origin: new URL(baseURL).origin,
    'x-forwarded-for': `10.255.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}`,
  };
  if (fs.existsSync(adminStatePath)) {
    const reused = await request.newContext({ baseURL, storageState: adminStatePath, extraHTTPHeaders: headers });
    try {
      if ((await reused.get('/admin', { maxRedirects: 0 })).status() === 200) return preferMarkdown(baseURL);
    } finally {
      await reused.dispose();
    }
  }
  const context = await request.newContext({ baseURL, extraHTTPHeaders: headers });
  try {
    const response = await context.post('/admin-login/session', {
      form: { email: adminEmail, password: adminPassword },
      maxRedirects: 0,
    });
    if (response.status() !== 303) {
      throw new Error(`the shared admin sign-in answered ${response.status()}: ${await response.text()}`);
    }
    fs.mkdirSync(path.dirname(adminStatePath), { recursive: true });
    await context.storageState({ path: adminStatePath });
  } finally {
    await context.dispose();
  }
  preferMarkdown(baseURL);
}

/**
 * The shared session's browser prefers the Markdown mode of long-text fields (remembered in
 * localStorage, src/components/admin/markdown-editor.tsx): the specs that type Markdown into the
 * textarea keep doing so; tests/e2e/rich-text.spec.ts switches to the visual editor itself.
 */
function preferMarkdown(baseURL: string) {
  const state = JSON.parse(fs.readFileSync(adminStatePath, 'utf8')) as {
    cookies: unknown[];
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  };
  const origin = new URL(baseURL).origin;
  const others = (state.origins ?? []).filter((entry) => entry.origin !== origin);
  state.origins = [...others, { origin, localStorage: [{ name: 'admin-long-text-mode', value: 'markdown' }] }];
  fs.writeFileSync(adminStatePath, JSON.stringify(state, null, 2));
}
