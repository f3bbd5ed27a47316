import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  closeSession,
  hashSessionToken,
  openSession,
  pruneSessions,
  validateSessionToken,
} from '@/server/auth/session';
import { attemptSignIn, loginRateKey } from '@/server/auth/sign-in';
import { safeAdminPath } from '@/server/auth/next-path';
import { env } from '@/server/env';
import { createAdminUser } from '@/server/repositories/admin-users';
import { passwordSlotLimits } from '@/server/auth/password-slots';
import { createTestDb, testDialects, type TestDb } from '../support/db';

const PASSWORD = 'integration-password';

// Sign-in reads and sets the known-device cookie of the request (known-device.ts): here every
// attempt comes from a browser without one, and what is set is dropped.
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined, set: () => {} }) }));

// scrypt costs ~100 ms per check (more on a busy machine): the sign-in cases get generous time.
const SLOW = 120_000;

describe.each(testDialects)('admin auth on %s', (dialect) => {
  let t: TestDb;
  let userId: number;
  beforeAll(async () => {
    // Count outcomes, not timings: on a loaded machine a queued check may wait longer than 5 s.
    passwordSlotLimits.maxWaitMs = 600_000;
    t = await createTestDb(dialect);
    userId = (await createAdminUser('admin@test.example', await hashPassword(PASSWORD))).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionRow = (token: string) =>
    t.db.selectFrom('sessions').selectAll().where('id', '=', hashSessionToken(token)).executeTakeFirst();

  it(
    'checks the password against the stored scrypt hash',
    async () => {
      const user = await t.db.selectFrom('admin_users').selectAll().executeTakeFirstOrThrow();
      expect(user.password_hash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, user.password_hash)).toBe(true);
      expect(await verifyPassword('wrong', user.password_hash)).toBe(false);
    },
    SLOW,
  );

  it('creates a session: 32 random bytes in the cookie, only their SHA-256 in the table', async () => {
    const { token } = await openSession(userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await sessionRow(token);
    expect(row?.id).toBe(hashSessionToken(token));
    expect(row?.id).not.toContain(token);
    const session = await validateSessionToken(token);
    expect(session).toEqual({
      sessionId: row!.id,
      user: { id: userId, role: 'owner', email: 'admin@test.example', name: '', offices: [] },
    });
    expect(await validateSessionToken('x'.repeat(43))).toBeNull();
    expect(await validateSessionToken(undefined)).toBeNull();
    expect(await validateSessionToken("' or 1=1 --")).toBeNull();
  });

  it('slides the idle expiry, writing last_seen_at at most once a minute', async () => {
    const start = new Date('2030-01-01T08:00:00.000Z');
    const { token } = await openSession(userId, start);
    await validateSessionToken(token, new Date(start.getTime() + 30_000));
    expect((await sessionRow(token))?.last_seen_at).toBe(start.toISOString());
    const later = new Date(start.getTime() + SESSION_IDLE_MS - 60_000);
    expect(await validateSessionToken(token, later)).not.toBeNull();
    expect((await sessionRow(token))?.last_seen_at).toBe(later.toISOString());
    // Still alive one idle period after the first one would have ended, because it was used.
    expect(await validateSessionToken(token, new Date(start.getTime() + SESSION_IDLE_MS + 60_000))).not.toBeNull();
  });

  it('ends a session after the idle timeout and after the absolute lifetime', async () => {
    const start = new Date('2030-02-01T08:00:00.000Z');
    const idle = await openSession(userId, start);
    expect(await validateSessionToken(idle.token, new Date(start.getTime() + SESSION_IDLE_MS + 1))).toBeNull();
    expect(await sessionRow(idle.token)).toBeUndefined();

    const busy = await openSession(userId, start);
    let now = start.getTime();
    while (now + SESSION_IDLE_MS / 2 < start.getTime() + SESSION_ABSOLUTE_MS) {
      now += SESSION_IDLE_MS / 2;
      expect(await validateSessionToken(busy.token, new Date(now))).not.toBeNull();
    }
    expect(await validateSessionToken(busy.token, new Date(start.getTime() + SESSION_ABSOLUTE_MS))).toBeNull();
  });

  it('sign-out deletes the row, so the same cookie is refused afterwards', async () => {
    const { token } = await openSession(userId);
    expect(await validateSessionToken(token)).not.toBeNull();
    await closeSession(token);
    expect(await sessionRow(token)).toBeUndefined();
    expect(await validateSessionToken(token)).toBeNull();
  });

  it('prunes expired sessions', async () => {
    const old = await openSession(userId, new Date('2020-01-01T00:00:00.000Z'));
    await pruneSessions();
    expect(await sessionRow(old.token)).toBeUndefined();
  });

  it(
    'signs each account in by its e-mail (any case); unknown and deactivated accounts get the same refusal',
    async () => {
      const editor = await createAdminUser('Editor@Test.example', await hashPassword('editor-password'), 'editor');
      const signedIn = await attemptSignIn(' editor@test.EXAMPLE ', 'editor-password', '192.0.2.60');
      expect(signedIn).toMatchObject({ ok: true, user: { id: editor.id } });
      // The Owner's password does not open the Editor's account, nor the other way round.
      expect(await attemptSignIn('editor@test.example', PASSWORD, '192.0.2.61')).toEqual({
        ok: false,
        reason: 'incorrect',
      });
      expect(await attemptSignIn('admin@test.example', 'editor-password', '192.0.2.61')).toEqual({
        ok: false,
        reason: 'incorrect',
      });
      // An unknown e-mail answers as a wrong password does (after one scrypt check of its own).
      expect(await attemptSignIn('nobody@test.example', 'editor-password', '192.0.2.62')).toEqual({
        ok: false,
        reason: 'incorrect',
      });
      await t.db
        .updateTable('admin_users')
        .set({ deactivated_at: new Date().toISOString() })
        .where('id', '=', editor.id)
        .execute();
      expect(await attemptSignIn('editor@test.example', 'editor-password', '192.0.2.63')).toEqual({
        ok: false,
        reason: 'incorrect',
      });
      // No e-mail: the Owner, as before there were several accounts.
      expect((await attemptSignIn('', PASSWORD, '192.0.2.64')).ok).toBe(true);
    },
    SLOW,
  );

  it(
    'signs in with a fresh session each time and replaces the previous one',
    async () => {
      const first = await attemptSignIn('', PASSWORD, '192.0.2.1');
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      const second = await attemptSignIn('', PASSWORD, '192.0.2.1', first.token);
      expect(second.ok).toBe(true);
      if (!second.ok) return;
      expect(second.token).not.toBe(first.token);
      expect(await validateSessionToken(first.token)).toBeNull();
      expect(await validateSessionToken(second.token)).not.toBeNull();
    },
    SLOW,
  );

  it(
    'throttles failed attempts per address: five wrong, then refused even with the right password',
    async () => {
      const ip = '198.51.100.7';
      for (let i = 0; i < 5; i++)
        expect(await attemptSignIn('', 'wrong', ip)).toEqual({ ok: false, reason: 'incorrect' });
      const refused = await attemptSignIn('', PASSWORD, ip);
      expect(refused).toMatchObject({ ok: false, reason: 'throttled' });
      if (!refused.ok && refused.reason === 'throttled') {
        expect(refused.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
        expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      }
      // Another address is not affected.
      expect((await attemptSignIn('', PASSWORD, '198.51.100.8')).ok).toBe(true);
    },
    SLOW,
  );

  it(
    'counts parallel attempts before checking them: a burst gets no more guesses than the limit',
    async () => {
      const ip = '198.51.100.77';
      const limit = env().LOGIN_RATE_LIMIT.limit;
      const burst = await Promise.all(Array.from({ length: limit + 5 }, () => attemptSignIn('', 'wrong', ip)));
      const reasons = burst.map((r) => (r.ok ? 'ok' : r.reason));
      expect(reasons.filter((r) => r === 'incorrect')).toHaveLength(limit);
      expect(reasons.filter((r) => r === 'throttled')).toHaveLength(5);
      // The window is used up: the right password waits too, and is not even checked.
      expect(await attemptSignIn('', PASSWORD, ip)).toMatchObject({ ok: false, reason: 'throttled' });
    },
    SLOW,
  );

  it(
    'a successful sign-in resets the failure counter',
    async () => {
      const ip = '203.0.113.50';
      for (let i = 0; i < 4; i++) await attemptSignIn('', 'wrong', ip);
      expect((await attemptSignIn('', PASSWORD, ip)).ok).toBe(true);
      const row = await t.db
        .selectFrom('rate_limits')
        .selectAll()
        .where('key', '=', loginRateKey(ip))
        .executeTakeFirst();
      expect(row).toBeUndefined();
      for (let i = 0; i < 5; i++) expect((await attemptSignIn('', 'wrong', ip)).ok).toBe(false);
      expect(await attemptSignIn('', 'wrong', ip)).toMatchObject({ reason: 'throttled' });
    },
    SLOW,
  );
});

describe('safeAdminPath (no open redirects)', () => {
  it('keeps same-site admin paths and refuses everything else', () => {
    expect(safeAdminPath('/admin/blog?page=2')).toBe('/admin/blog?page=2');
    expect(safeAdminPath('/admin')).toBe('/admin');
    for (const bad of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '/blog',
      '/administrator',
      'admin',
      '/admin/../blog',
      null,
      '',
    ]) {
      expect(safeAdminPath(bad)).toBe(bad === '/admin/../blog' ? '/admin' : '/admin');
    }
  });
});
