import { scryptSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, onTestFinished } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { housekeeping } from '@/server/background';
import {
  ensureAdminUser,
  forgetGeneratedPassword,
  generatedPasswordPath,
  writeGeneratedPassword,
} from '@/server/auth/bootstrap';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { openSession, validateSessionToken } from '@/server/auth/session';
import {
  attemptSecondFactor,
  attemptSignIn,
  CHALLENGE_MAX_FAILURES,
  friction,
  frictionDelayMs,
  GLOBAL_LOGIN_RATE_KEY,
  loginRateKey,
} from '@/server/auth/sign-in';
import {
  changePasswordAction,
  confirmSecondFactorAction,
  disableSecondFactorAction,
  startSecondFactorAction,
} from '@/server/actions/admin/account';
import { readFlash } from '@/server/actions/flash';
import { hashRecoveryCode } from '@/server/auth/second-factor';
import { resetEnvForTests } from '@/server/env';
import { createAdminUser, findAdminUser } from '@/server/repositories/admin-users';
import { passwordSlotLimits, passwordSlotUsage } from '@/server/auth/password-slots';
import { createTestDb, testDialects, type TestDb } from '../support/db';

// The request the actions run in: its session cookie ('ngoma_admin': the test site is plain http),
// the other cookies it carries (`jar`: what the server sets lands there too) and its headers.
const request = vi.hoisted(() => ({
  cookie: undefined as string | undefined,
  jar: new Map<string, string>(),
  headers: new Headers(),
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      if (name === 'ngoma_admin') return request.cookie ? { name, value: request.cookie } : undefined;
      const value = request.jar.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => void request.jar.set(name, value),
  }),
  headers: async () => request.headers,
}));
vi.mock('next/cache', () => ({ refresh: () => {} }));

const SLOW = 120_000;
const PASSWORD = 'hardening-password';

/** A form as the browser would post it. */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const idle = null;

/** The code an authenticator app shows for `secret`, `offsetSteps` periods from now. */
const codeFor = (email: string, secret: string, offsetSteps = 0) =>
  new TOTP({ label: email, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

describe.each(testDialects)('sign-in hardening on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    // Count outcomes, not timings: on a loaded machine a queued check may wait longer than 5 s.
    passwordSlotLimits.maxWaitMs = 600_000;
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    request.jar.clear();
    request.headers = new Headers();
  });

  const withEnv = (values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
    resetEnvForTests();
  };
  const hitsOf = async (key: string) =>
    (await t.db.selectFrom('rate_limits').select('hits').where('key', '=', key).executeTakeFirst())?.hits;
  const freshAdmin = async (password = PASSWORD) => {
    await t.db.deleteFrom('admin_users').execute();
    await t.db.deleteFrom('rate_limits').execute();
    await t.db.deleteFrom('app_settings').execute();
    return createAdminUser('admin@test.example', await hashPassword(password));
  };

  it(
    '20 parallel wrong passwords from 20 addresses: one check at a time, a short queue, the rest refused at once',
    async () => {
      await freshAdmin();
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, passwordSlotUsage().running)), 2);
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const result = await attemptSignIn('', 'wrong-password', `198.18.0.${i + 1}`);
          return { reason: result.ok ? 'ok' : result.reason, ms: Date.now() - started, ip: `198.18.0.${i + 1}` };
        }),
      );
      clearInterval(sampler);
      expect(peak).toBe(1);
      const checked = results.filter((r) => r.reason === 'incorrect');
      const refused = results.filter((r) => r.reason === 'throttled');
      // One running plus four waiting (passwordSlotLimits.waitingPerSlot) were checked; fifteen were refused.
      expect(checked).toHaveLength(5);
      expect(refused).toHaveLength(15);
      // Refused quickly: before the checks were done, without waiting for a slot.
      const lastCheck = Math.max(...checked.map((r) => r.ms));
      for (const r of refused) expect(r.ms).toBeLessThan(lastCheck);
      // An attempt that was never checked does not count against its address or the global limit.
      expect(await hitsOf(loginRateKey(refused[0]!.ip))).toBe(0);
      expect(await hitsOf(GLOBAL_LOGIN_RATE_KEY)).toBe(5);
      expect(passwordSlotUsage()).toEqual({ running: 0, waiting: 0 });
    },
    SLOW,
  );

  it(
    'a full global window slows unknown browsers down instead of refusing them, and a known device is not slowed',
    async () => {
      withEnv({ LOGIN_GLOBAL_RATE_LIMIT: '3/15m' });
      await freshAdmin();
      // Long enough to stand out from a password check on a loaded machine.
      const baseMs = friction.baseMs;
      friction.baseMs = 3_000;
      // Restored even when an assertion fails, so the next test sees the real friction.
      onTestFinished(() => {
        friction.baseMs = baseMs;
      });
      const timed = async (password: string, ip: string) => {
        const started = Date.now();
        const result = await attemptSignIn('', password, ip);
        return { result, ms: Date.now() - started };
      };
      expect(await attemptSignIn('', 'wrong', '192.0.2.1')).toEqual({ ok: false, reason: 'incorrect' });
      // The owner signs in: the right password is given back, and this browser gets its pass.
      expect((await attemptSignIn('', PASSWORD, '192.0.2.2')).ok).toBe(true);
      const pass = request.jar.get('ngoma_admin_device');
      expect(pass).toMatch(/^[\w-]+\.[\w-]{43}$/);
      request.jar.clear();
      expect(await attemptSignIn('', 'wrong', '192.0.2.3')).toEqual({ ok: false, reason: 'incorrect' });
      expect(await attemptSignIn('', 'wrong', '192.0.2.4')).toEqual({ ok: false, reason: 'incorrect' });
      expect(await hitsOf(GLOBAL_LOGIN_RATE_KEY)).toBe(3);

      // The window is full. A stranger's guess is still checked, after the wait.
      const guess = await timed('wrong', '192.0.2.5');
      expect(guess.result).toEqual({ ok: false, reason: 'incorrect' });
      expect(guess.ms).toBeGreaterThanOrEqual(friction.baseMs - 20);
      // The owner on a new browser: slowed, not refused.
      const newBrowser = await timed(PASSWORD, '192.0.2.6');
      expect(newBrowser.result.ok).toBe(true);
      expect(newBrowser.ms).toBeGreaterThanOrEqual(friction.baseMs - 20);

      // The owner's known browser: no wait, and nothing counted in the global window.
      request.jar.set('ngoma_admin_device', pass!);
      const hitsBefore = await hitsOf(GLOBAL_LOGIN_RATE_KEY);
      const known = await timed(PASSWORD, '192.0.2.7');
      expect(known.result.ok).toBe(true);
      expect(known.ms).toBeLessThan(guess.ms - friction.baseMs / 2);
      expect(await hitsOf(GLOBAL_LOGIN_RATE_KEY)).toBe(hitsBefore);
      // The pass does not lift the address's own limit.
      for (let i = 0; i < 5; i++)
        expect(await attemptSignIn('', 'wrong', '192.0.2.8')).toMatchObject({ reason: 'incorrect' });
      expect(await attemptSignIn('', PASSWORD, '192.0.2.8')).toMatchObject({ ok: false, reason: 'throttled' });

      // A forged or altered pass is no pass.
      // One character changed where all six of its bits count (the last one carries only four, so
      // replacing the tail could decode to the same signature).
      const at = pass!.length - 10;
      const altered = `${pass!.slice(0, at)}${pass![at] === 'A' ? 'B' : 'A'}${pass!.slice(at + 1)}`;
      request.jar.set('ngoma_admin_device', altered);
      const forged = await timed('wrong', '192.0.2.9');
      expect(forged.ms).toBeGreaterThanOrEqual(friction.baseMs - 20);
      expect(await hitsOf(GLOBAL_LOGIN_RATE_KEY)).toBe(hitsBefore! + 1);
      friction.baseMs = baseMs;
    },
    SLOW,
  );

  it('the wait grows with the overflow, up to its longest', () => {
    expect(frictionDelayMs(101, 100)).toBe(friction.baseMs);
    expect(frictionDelayMs(200, 100)).toBe(2 * friction.baseMs);
    expect(frictionDelayMs(300, 100)).toBe(4 * friction.baseMs);
    expect(frictionDelayMs(100_000, 100)).toBe(friction.maxMs);
  });

  it(
    'IPv6 clients are counted by their /64, and an IPv4-mapped address as the IPv4 address',
    async () => {
      await freshAdmin();
      for (let i = 1; i <= 5; i++)
        expect((await attemptSignIn('', 'wrong', `2001:db8:7:8::${i.toString(16)}`)).ok).toBe(false);
      // A new address in the same /64 is the same client.
      expect(await attemptSignIn('', PASSWORD, '2001:db8:7:8:ffff:1234:5678:9abc')).toMatchObject({
        reason: 'throttled',
      });
      // The next /64 is another.
      expect((await attemptSignIn('', PASSWORD, '2001:db8:7:9::1')).ok).toBe(true);

      for (let i = 0; i < 5; i++) await attemptSignIn('', 'wrong', '::ffff:192.0.2.77');
      expect(await attemptSignIn('', PASSWORD, '192.0.2.77')).toMatchObject({ reason: 'throttled' });
    },
    SLOW,
  );

  it(
    'a hash with older parameters still verifies, and is replaced by a current one at sign-in',
    async () => {
      const salt = randomBytes(16);
      const key = scryptSync(PASSWORD, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
      const oldHash = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
      await t.db.deleteFrom('admin_users').execute();
      await createAdminUser('admin@test.example', oldHash);
      expect((await attemptSignIn('', PASSWORD, '192.0.2.30')).ok).toBe(true);
      const stored = (await findAdminUser())!.password_hash;
      expect(stored).toMatch(/^scrypt\$32768\$8\$3\$/);
      expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    },
    SLOW,
  );

  it(
    'a new ADMIN_PASSWORD ends every session; the same one again changes nothing, and does not undo a change made in the admin',
    async () => {
      await t.db.deleteFrom('admin_users').execute();
      await t.db.deleteFrom('app_settings').execute();
      withEnv({ ADMIN_PASSWORD: 'first-env-password' });
      expect(await ensureAdminUser()).toMatchObject({ action: 'created' });
      const user = (await findAdminUser())!;
      const stolen = await openSession(user.id);

      expect(await ensureAdminUser()).toMatchObject({ action: 'unchanged' });
      expect(await validateSessionToken(stolen.token)).not.toBeNull();

      withEnv({ ADMIN_PASSWORD: 'second-env-password' });
      expect(await ensureAdminUser()).toMatchObject({ action: 'updated', sessionsEnded: 1 });
      expect(await validateSessionToken(stolen.token)).toBeNull();
      expect((await attemptSignIn('', 'second-env-password', '192.0.2.40')).ok).toBe(true);

      // The admin changes the password in the admin screen; a restart with the same ADMIN_PASSWORD keeps it.
      const current = await openSession(user.id);
      request.cookie = current.token;
      expect(
        await changePasswordAction(
          idle,
          form({
            enhanced: '1',
            currentPassword: 'second-env-password',
            newPassword: 'changed-in-admin-1',
            confirmPassword: 'changed-in-admin-1',
          }),
        ),
      ).toMatchObject({ ok: true });
      expect(await ensureAdminUser()).toMatchObject({ action: 'unchanged' });
      expect(await verifyPassword('changed-in-admin-1', (await findAdminUser())!.password_hash)).toBe(true);
    },
    SLOW,
  );

  it(
    'changing the password needs the current one, ends the other sessions and keeps this one',
    async () => {
      const user = await freshAdmin();
      const other = await openSession(user.id);
      const mine = await openSession(user.id);
      request.cookie = mine.token;

      const wrong = await changePasswordAction(
        idle,
        form({
          enhanced: '1',
          currentPassword: 'not-it',
          newPassword: 'a-new-password-1',
          confirmPassword: 'a-new-password-1',
        }),
      );
      expect(wrong).toMatchObject({
        ok: false,
        fieldErrors: { currentPassword: 'The current password is not right.' },
      });
      const short = await changePasswordAction(
        idle,
        form({ enhanced: '1', currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' }),
      );
      expect(short).toMatchObject({ ok: false, fieldErrors: { newPassword: 'Use at least 12 characters.' } });
      const differ = await changePasswordAction(
        idle,
        form({
          enhanced: '1',
          currentPassword: PASSWORD,
          newPassword: 'a-new-password-1',
          confirmPassword: 'a-new-password-2',
        }),
      );
      expect(differ).toMatchObject({
        ok: false,
        fieldErrors: { confirmPassword: 'The two new passwords differ.' },
      });
      expect(await verifyPassword(PASSWORD, (await findAdminUser())!.password_hash)).toBe(true);
      expect(await validateSessionToken(other.token)).not.toBeNull();

      const done = await changePasswordAction(
        idle,
        form({
          enhanced: '1',
          currentPassword: PASSWORD,
          newPassword: 'a-new-password-1',
          confirmPassword: 'a-new-password-1',
        }),
      );
      expect(done).toMatchObject({ ok: true, message: 'Password changed. One other session was signed out.' });
      expect(await validateSessionToken(other.token)).toBeNull();
      expect(await validateSessionToken(mine.token)).not.toBeNull();
      expect(await verifyPassword('a-new-password-1', (await findAdminUser())!.password_hash)).toBe(true);

      // Without JavaScript the answer is a redirect to the notice the page shows (#id, CSS :target).
      await expect(
        changePasswordAction(
          idle,
          form({ currentPassword: 'not-it', newPassword: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) }),
        ),
      ).rejects.toMatchObject({
        digest: expect.stringContaining(';/admin/account#password-wrong;'),
      });

      request.cookie = undefined;
      expect(
        await changePasswordAction(
          idle,
          form({
            enhanced: '1',
            currentPassword: 'a-new-password-1',
            newPassword: 'x'.repeat(12),
            confirmPassword: 'x'.repeat(12),
          }),
        ),
      ).toMatchObject({
        ok: false,
        message: 'Your session has ended. Please sign in again.',
      });
    },
    SLOW,
  );

  it(
    'second factor: turned on with a code, then sign-in needs a code; codes and recovery codes work once',
    async () => {
      const user = await freshAdmin();
      request.cookie = (await openSession(user.id)).token;
      await startSecondFactorAction(idle, form({ currentPassword: PASSWORD }));
      const secret = (await findAdminUser())!.totp_secret!;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // Not on until confirmed: sign-in still takes the password alone.
      expect((await attemptSignIn('', PASSWORD, '192.0.2.50')).ok).toBe(true);

      expect(await confirmSecondFactorAction(idle, form({ currentPassword: PASSWORD, code: '000000' }))).toMatchObject({
        ok: false,
        fieldErrors: { code: expect.any(String) },
      });
      const enableCode = codeFor(user.email, secret);
      const enabled = await confirmSecondFactorAction(idle, form({ currentPassword: PASSWORD, code: enableCode }));
      expect(enabled).toMatchObject({ ok: true });
      const recoveryCodes = enabled?.ok ? enabled.recoveryCodes! : [];
      expect(recoveryCodes).toHaveLength(10);
      const stored = await t.db.selectFrom('admin_recovery_codes').select('code_hash').execute();
      expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);

      // The password alone no longer opens a session.
      const first = await attemptSignIn('', PASSWORD, '192.0.2.51');
      expect(first).toMatchObject({ ok: false, reason: 'second-factor' });
      if (first.ok || first.reason !== 'second-factor') return;
      expect(await attemptSecondFactor(first.challenge, '123456', '192.0.2.51')).toEqual({
        ok: false,
        reason: 'incorrect-code',
      });
      // The code that turned it on is used up, though still inside the window; the next step's code works.
      expect(await attemptSecondFactor(first.challenge, enableCode, '192.0.2.51')).toEqual({
        ok: false,
        reason: 'incorrect-code',
      });
      const signedIn = await attemptSecondFactor(first.challenge, codeFor(user.email, secret, 1), '192.0.2.51');
      expect(signedIn.ok).toBe(true);
      // A challenge is used once.
      expect(await attemptSecondFactor(first.challenge, recoveryCodes[1]!, '192.0.2.51')).toEqual({
        ok: false,
        reason: 'expired',
      });

      // A recovery code works once, in any case and without the dash.
      const second = await attemptSignIn('', PASSWORD, '192.0.2.52');
      if (second.ok || second.reason !== 'second-factor') throw new Error('expected a challenge');
      expect(
        (await attemptSecondFactor(second.challenge, recoveryCodes[0]!.toUpperCase().replace('-', ''), '192.0.2.52'))
          .ok,
      ).toBe(true);
      const third = await attemptSignIn('', PASSWORD, '192.0.2.53');
      if (third.ok || third.reason !== 'second-factor') throw new Error('expected a challenge');
      expect(await attemptSecondFactor(third.challenge, recoveryCodes[0]!, '192.0.2.53')).toEqual({
        ok: false,
        reason: 'incorrect-code',
      });

      // Wrong codes end the challenge after CHALLENGE_MAX_FAILURES (addresses vary to stay under the address limit).
      const fourth = await attemptSignIn('', PASSWORD, '192.0.2.54');
      if (fourth.ok || fourth.reason !== 'second-factor') throw new Error('expected a challenge');
      for (let i = 1; i < CHALLENGE_MAX_FAILURES; i++)
        expect(await attemptSecondFactor(fourth.challenge, '111111', `192.0.2.${60 + i}`)).toMatchObject({
          reason: 'incorrect-code',
        });
      expect(await attemptSecondFactor(fourth.challenge, '111111', '192.0.2.70')).toEqual({
        ok: false,
        reason: 'expired',
      });
      expect(await attemptSecondFactor(fourth.challenge, recoveryCodes[2]!, '192.0.2.71')).toEqual({
        ok: false,
        reason: 'expired',
      });

      // Turning it off needs the password and a code.
      expect(await disableSecondFactorAction(idle, form({ currentPassword: PASSWORD, code: '222222' }))).toMatchObject({
        ok: false,
        fieldErrors: { code: expect.any(String) },
      });
      expect(
        await disableSecondFactorAction(idle, form({ currentPassword: 'wrong', code: recoveryCodes[3]! })),
      ).toMatchObject({ ok: false, fieldErrors: { currentPassword: expect.any(String) } });
      expect(
        await disableSecondFactorAction(idle, form({ currentPassword: PASSWORD, code: recoveryCodes[3]! })),
      ).toMatchObject({ ok: true });
      expect((await attemptSignIn('', PASSWORD, '192.0.2.80')).ok).toBe(true);
      expect(await t.db.selectFrom('admin_recovery_codes').selectAll().execute()).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'second factor: setting it up and turning it on need the current password; on and off end the other sessions',
    async () => {
      const user = await freshAdmin();
      const stolen = await openSession(user.id);
      request.cookie = stolen.token;
      // A stolen session alone cannot start the set-up, nor confirm one.
      expect(await startSecondFactorAction(idle, form({ currentPassword: '' }))).toMatchObject({
        ok: false,
        fieldErrors: { currentPassword: 'Please enter your current password.' },
      });
      expect(await startSecondFactorAction(idle, form({ currentPassword: 'a-guess' }))).toMatchObject({
        ok: false,
        fieldErrors: { currentPassword: 'The current password is not right.' },
      });
      expect((await findAdminUser())!.totp_secret).toBeNull();

      const mine = await openSession(user.id);
      request.cookie = mine.token;
      expect(await startSecondFactorAction(idle, form({ currentPassword: PASSWORD }))).toMatchObject({ ok: true });
      const secret = (await findAdminUser())!.totp_secret!;
      request.cookie = stolen.token;
      expect(
        await confirmSecondFactorAction(idle, form({ currentPassword: 'a-guess', code: codeFor(user.email, secret) })),
      ).toMatchObject({ ok: false, fieldErrors: { currentPassword: 'The current password is not right.' } });
      expect((await findAdminUser())!.totp_enabled_at).toBeNull();

      request.cookie = mine.token;
      expect(
        await confirmSecondFactorAction(idle, form({ currentPassword: PASSWORD, code: codeFor(user.email, secret) })),
      ).toMatchObject({ ok: true, message: 'Two-factor sign-in is on. One other session was signed out.' });
      expect(await validateSessionToken(stolen.token)).toBeNull();
      expect(await validateSessionToken(mine.token)).not.toBeNull();

      const other = await openSession(user.id);
      expect(
        await disableSecondFactorAction(
          idle,
          form({ currentPassword: PASSWORD, code: codeFor(user.email, secret, 1) }),
        ),
      ).toMatchObject({ ok: true, message: 'Two-factor sign-in is off. One other session was signed out.' });
      expect(await validateSessionToken(other.token)).toBeNull();
      expect(await validateSessionToken(mine.token)).not.toBeNull();
    },
    SLOW,
  );

  it(
    'without JavaScript the recovery codes come back once in a flash signed for this session',
    async () => {
      const user = await freshAdmin();
      const mine = await openSession(user.id);
      request.cookie = mine.token;
      await startSecondFactorAction(idle, form({ currentPassword: PASSWORD }));
      const secret = (await findAdminUser())!.totp_secret!;
      request.headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
      await expect(
        confirmSecondFactorAction(idle, form({ currentPassword: PASSWORD, code: codeFor(user.email, secret) })),
      ).rejects.toMatchObject({ digest: expect.stringContaining(';/admin/account;') });
      const cookie = request.jar.get('ngoma_admin_flash')!;

      // The account page's request: src/proxy.ts hands the cookie over in a header.
      request.headers = new Headers({ 'x-agency-admin-flash': cookie });
      const flash = await readFlash();
      expect(flash).toMatchObject({ ok: true, message: expect.stringMatching(/^Two-factor sign-in is on/) });
      expect(flash!.recoveryCodes).toHaveLength(10);
      const stored = await t.db.selectFrom('admin_recovery_codes').select('code_hash').execute();
      expect(stored.map((row) => row.code_hash).sort()).toEqual(flash!.recoveryCodes!.map(hashRecoveryCode).sort());

      // Another session, or a cookie planted unsigned or altered, shows nothing.
      request.cookie = (await openSession(user.id)).token;
      expect(await readFlash()).toBeNull();
      request.cookie = mine.token;
      const planted = Buffer.from(JSON.stringify({ ok: false, message: 'Call +1 555 0100', fieldErrors: {} }));
      for (const value of [planted.toString('base64url'), `${planted.toString('base64url')}.${cookie.split('.')[1]}`]) {
        request.headers = new Headers({ 'x-agency-admin-flash': value });
        expect(await readFlash()).toBeNull();
      }
    },
    SLOW,
  );

  it(
    'a new ADMIN_PASSWORD, or ADMIN_RESET_SECOND_FACTOR=1, clears the second factor and its recovery codes',
    async () => {
      await t.db.deleteFrom('admin_users').execute();
      await t.db.deleteFrom('app_settings').execute();
      withEnv({ ADMIN_PASSWORD: 'first-env-password' });
      await ensureAdminUser();
      const user = (await findAdminUser())!;
      const turnOn = async (password: string) => {
        request.cookie = (await openSession(user.id)).token;
        await startSecondFactorAction(idle, form({ currentPassword: password }));
        const secret = (await findAdminUser())!.totp_secret!;
        const on = await confirmSecondFactorAction(
          idle,
          form({ currentPassword: password, code: codeFor(user.email, secret) }),
        );
        expect(on).toMatchObject({ ok: true });
      };
      await turnOn('first-env-password');
      // A restart with the same settings keeps it.
      expect(await ensureAdminUser()).toMatchObject({ action: 'unchanged' });
      expect((await findAdminUser())!.totp_enabled_at).not.toBeNull();

      withEnv({ ADMIN_PASSWORD: 'second-env-password' });
      expect(await ensureAdminUser()).toMatchObject({ action: 'updated', secondFactorCleared: true });
      expect(await findAdminUser()).toMatchObject({ totp_secret: null, totp_enabled_at: null });
      expect(await t.db.selectFrom('admin_recovery_codes').selectAll().execute()).toHaveLength(0);
      expect((await attemptSignIn('', 'second-env-password', '192.0.2.41')).ok).toBe(true);

      await turnOn('second-env-password');
      withEnv({ ADMIN_PASSWORD: 'second-env-password', ADMIN_RESET_SECOND_FACTOR: '1' });
      const sessionBefore = request.cookie;
      expect(await ensureAdminUser()).toMatchObject({ action: 'updated', secondFactorCleared: true });
      expect(await findAdminUser()).toMatchObject({ totp_secret: null, totp_enabled_at: null });
      expect(await validateSessionToken(sessionBefore)).toBeNull();
      expect((await attemptSignIn('', 'second-env-password', '192.0.2.42')).ok).toBe(true);
    },
    SLOW,
  );

  it('housekeeping deletes rate-limit windows that ended, and keeps live ones', async () => {
    await t.db.deleteFrom('rate_limits').execute();
    const now = new Date('2031-05-01T12:00:00.000Z');
    const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'login:203.0.113.1', window_start: at(2 * 24 * 3600_000), hits: 3 },
        { key: 'inquiry:203.0.113.2', window_start: at(25 * 3600_000), hits: 1 },
        { key: 'login:203.0.113.3', window_start: at(60_000), hits: 2 },
      ])
      .execute();
    expect(await housekeeping(now)).toMatchObject({ rateLimits: 2 });
    const left = await t.db.selectFrom('rate_limits').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['login:203.0.113.3']);
  });

  it(
    'the generated first password goes to a 0600 file that the first sign-in deletes',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-admin-'));
      withEnv({ DATABASE_URL: `file:${path.join(dir, 'site.db')}` });
      const file = await writeGeneratedPassword('admin@test.example', 'generated-pass-123');
      expect(file).toBe(generatedPasswordPath());
      expect(path.dirname(file)).toBe(dir);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8')).toContain('generated-pass-123');
      await freshAdmin('generated-pass-123');
      await writeGeneratedPassword('admin@test.example', 'generated-pass-123');
      expect((await attemptSignIn('', 'generated-pass-123', '192.0.2.90')).ok).toBe(true);
      expect(fs.existsSync(file)).toBe(false);
      await forgetGeneratedPassword(); // nothing left to delete: no error
      fs.rmSync(dir, { recursive: true, force: true });
    },
    SLOW,
  );
});
