import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Database } from '../support/sqlite';
import type { BrowserContext } from '@playwright/test';
import { adminStatePath } from './admin-session';
import { axeViolations, expect, openAdmin, signedIn, test } from './fixtures';

/*
 * Roles and the audit log (docs/decisions/137-roles-and-audit-log.md), as the people see them: an
 * Editor's admin has no lead screens, and opening one by its address, or its export, is refused; the
 * Owner reads who did what in the audit log, filters it without JavaScript and exports it; an account
 * deactivated in the database is signed out on its next request.
 */

test.use(signedIn);

const dbPath = () => path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db');

/** An account of `role` with a session of its own, written as the app writes them (no password sign-in yet). */
function accountWithSession(role: 'editor' | 'agent', email: string) {
  const db = new Database(dbPath(), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const user = db
      .prepare(
        `insert into admin_users (email, password_hash, role, created_at, updated_at) values (?, 'no-password', ?, ?, ?) returning id`,
      )
      .get(email, role, now, now) as { id: number };
    const token = randomBytes(32).toString('base64url');
    db.prepare('insert into sessions (id, user_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)').run(
      createHash('sha256').update(token).digest('hex'),
      user.id,
      now,
      now,
      expires,
    );
    return { id: user.id, token };
  } finally {
    db.close();
  }
}

function deactivate(id: number) {
  const db = new Database(dbPath(), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update admin_users set deactivated_at = ? where id = ?').run(new Date().toISOString(), id);
  } finally {
    db.close();
  }
}

/** The shared admin cookie's name and flags, with another account's token. */
async function useSession(context: BrowserContext, token: string) {
  const state = JSON.parse(fs.readFileSync(adminStatePath, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  const cookie = state.cookies.find((c) => /ngoma_admin$/.test(c.name))!;
  await context.clearCookies();
  await context.addCookies([{ ...cookie, value: token }]);
}

test('an Editor has no lead screens; the Owner reads it in the audit log, filters and exports it', async ({
  browser,
  page,
}) => {
  const email = `editor-${Date.now()}@roles.example`;
  const editor = accountWithSession('editor', email);
  const context = await browser.newContext();
  try {
    await useSession(context, editor.token);
    const editorPage = await context.newPage();
    await openAdmin(editorPage, '/admin');
    const nav = editorPage.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Blog Posts' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inquiries' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    for (const address of ['/admin/inquiries', '/admin/audit', '/admin/inquiries/personal-data']) {
      await editorPage.goto(address);
      await expect(editorPage.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    }
    const exported = await context.request.get('/admin/inquiries/export');
    expect(exported.status()).toBe(403);
    expect(await exported.json()).toEqual({ error: 'Your role does not allow this.' });

    // The Owner's audit log lists the refusal, by the Editor, from the filter (a plain GET form).
    await openAdmin(page, '/admin/audit');
    await page.getByLabel('Person', { exact: true }).selectOption(email);
    await page.getByLabel('Action', { exact: true }).selectOption('inquiry export');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/actor=/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Denied (role)');
    await expect(rows.nth(1)).toContainText(email);

    const csv = await page.request.get(`/admin/audit/export?actor=${encodeURIComponent(email)}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('"inquiry export"');
    expect(text).toContain('"denied"');

    // The Owner's export is not for the Editor.
    expect((await context.request.get('/admin/audit/export')).status()).toBe(403);

    // Deactivated: the next request finds no session.
    deactivate(editor.id);
    await editorPage.goto('/admin');
    await expect(editorPage).toHaveURL(/\/admin-login/);
  } finally {
    await context.close();
  }
});

test('an Agent works leads and reads content, but a content editor is not for its role', async ({ browser }) => {
  const agent = accountWithSession('agent', `agent-${Date.now()}@roles.example`);
  const context = await browser.newContext();
  try {
    await useSession(context, agent.token);
    const agentPage = await context.newPage();
    await openAdmin(agentPage, '/admin/inquiries');
    await expect(agentPage.getByRole('heading', { name: 'Inquiries' })).toBeVisible();
    await agentPage.goto('/admin/blog');
    await expect(agentPage.getByRole('heading', { name: 'Manage Blog Posts' })).toBeVisible();
    await agentPage.goto('/admin/blog/new');
    await expect(agentPage.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the Owner sees each change in the audit log with its outcome and address', async ({ page }) => {
  await openAdmin(page, '/admin/redirects');
  const from = `/audit-probe-${Date.now()}`;
  await page.getByLabel('From (a path on this site)').fill(from);
  await page.getByLabel('To (a path or https:// address)').fill('/about');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByRole('cell', { name: from }).first()).toBeVisible();

  await page.goto('/admin/audit?action=add%20redirect');
  const first = page.getByRole('table').getByRole('row').nth(1);
  await expect(first).toContainText('add redirect');
  await expect(first).toContainText('Done');
  expect(await axeViolations(page)).toEqual([]);

  // Clean up: the probe redirect goes (and that is logged too).
  await page.goto('/admin/redirects');
  await page.getByRole('button', { name: `Delete the redirect from ${from}` }).click();
  await expect(page.getByRole('cell', { name: from })).toHaveCount(0);
});
