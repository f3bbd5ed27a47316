import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { Database } from '../support/sqlite';
import { adminStatePath } from './admin-session';

/* Accounts for the team's browser tests, written to the harness's SQLite file as the app writes them. */

const dbPath = () => path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db');

/** An account of `role` with a session of its own, written as the app writes them (no password sign-in yet). */
export function accountWithSession(role: 'owner' | 'editor' | 'agent', email: string, offices: string[] = []) {
  const db = new Database(dbPath(), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const user = db
      .prepare(
        `insert into admin_users (email, password_hash, role, offices, created_at, updated_at) values (?, 'no-password', ?, ?, ?, ?) returning id`,
      )
      .get(email, role, JSON.stringify(offices), now, now) as { id: number };
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

export function deactivate(id: number) {
  const db = new Database(dbPath(), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update admin_users set deactivated_at = ? where id = ?').run(new Date().toISOString(), id);
  } finally {
    db.close();
  }
}

/** The shared admin cookie's name and flags, with another account's token. */
export async function useSession(context: BrowserContext, token: string) {
  const state = JSON.parse(fs.readFileSync(adminStatePath, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  const cookie = state.cookies.find((c) => /ngoma_admin$/.test(c.name))!;
  await context.clearCookies();
  await context.addCookies([{ ...cookie, value: token }]);
}
