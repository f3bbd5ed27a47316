'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { fieldErrorsOf } from '@/lib/schemas/content';
import {
  changePasswordSchema,
  confirmSecondFactorSchema,
  disableSecondFactorSchema,
  type AccountFormState,
  type PasswordChangeNotice,
} from '@/lib/schemas/account';
import { forgetGeneratedPassword } from '@/server/auth/bootstrap';
import { AdminAuthError, assertAdmin, type AdminSession } from '@/server/auth/guard';
import { hashPassword } from '@/server/auth/password';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep } from '@/server/auth/second-factor';
import { confirmAdminPassword, confirmSecondFactor } from '@/server/auth/sign-in';
import { logEvent } from '@/server/log';
import {
  disableTotp,
  enableTotp,
  findAdminUserById,
  setPendingTotpSecret,
  updateAdminUser,
} from '@/server/repositories/admin-users';
import { deleteSessionsOfUser } from '@/server/repositories/sessions';
import { clientIp } from '@/server/security/client-ip';

const error = (fieldErrors: Record<string, string>, message?: string): AccountFormState => ({
  status: 'error',
  message,
  fieldErrors,
  at: Date.now(),
});
const ok = (message: string, recoveryCodes?: string[]): AccountFormState => ({
  status: 'ok',
  message,
  recoveryCodes,
  at: Date.now(),
});

async function guarded(run: (session: AdminSession) => Promise<AccountFormState>): Promise<AccountFormState> {
  try {
    return await run(await assertAdmin());
  } catch (caught) {
    if (caught instanceof AdminAuthError) return error({}, 'Your session has ended. Please sign in again.');
    throw caught;
  }
}

/** The current password again, counted like a sign-in: an error for the field, or null when right. */
async function checkCurrentPassword(session: AdminSession, password: string, ip: string) {
  const verdict = await confirmAdminPassword(session.user.id, password, ip);
  if (verdict === 'ok') return null;
  return { currentPassword: verdict === 'incorrect' ? 'The current password is not right.' : verdict.message };
}

/**
 * Changes the admin password: the current one is required; every other session ends (this one
 * stays). The password then survives restarts until a new ADMIN_PASSWORD is set (bootstrap.ts).
 * Without JavaScript (no `enhanced` field) the answer cannot be shown in place: the admin layout
 * streams the page inside <Suspense>, which a browser without JavaScript never reveals. It
 * redirects to /admin/account#<notice> instead, which the static shell shows (decision 066).
 */
export async function changePasswordAction(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const result = await guarded(async (session) => {
    const parsed = changePasswordSchema.safeParse(
      Object.fromEntries(['currentPassword', 'newPassword', 'confirmPassword'].map((k) => [k, form.get(k) ?? ''])),
    );
    if (!parsed.success) return error(fieldErrorsOf(parsed.error));
    const ip = await clientIp();
    const wrong = await checkCurrentPassword(session, parsed.data.currentPassword, ip);
    if (wrong) return error(wrong);
    await updateAdminUser(session.user.id, { password_hash: await hashPassword(parsed.data.newPassword) });
    const ended = await deleteSessionsOfUser(session.user.id, session.sessionId);
    await forgetGeneratedPassword();
    logEvent('auth.password.changed', { ip, user: session.user.id, by: 'admin', sessionsEnded: ended });
    return ok(
      `Password changed. ${ended === 1 ? 'One other session was' : `${ended} other sessions were`} signed out.`,
    );
  });
  if (form.get('enhanced') !== '1') redirect(`/admin/account#${noticeFor(result)}`);
  return result;
}

function noticeFor(result: AccountFormState): PasswordChangeNotice {
  if (result.status === 'ok') return 'password-changed';
  if (result.status !== 'error') return 'password-invalid';
  if (result.message) return 'session-ended';
  const current = result.fieldErrors.currentPassword;
  if (current === 'The current password is not right.') return 'password-wrong';
  if (current?.startsWith('Too many')) return 'password-throttled';
  return 'password-invalid';
}

/** Starts setting up the second factor: a new secret, shown on the page until confirmed with a code. */
export async function startSecondFactorAction(): Promise<void> {
  const session = await assertAdmin();
  const user = await findAdminUserById(session.user.id);
  if (!user || user.totp_enabled_at) return;
  await setPendingTotpSecret(user.id, newTotpSecret());
  refresh();
}

/** Turns the second factor on once a code from the app proves it is set up; returns the recovery codes once. */
export async function confirmSecondFactorAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return guarded(async (session) => {
    const parsed = confirmSecondFactorSchema.safeParse({ code: form.get('code') ?? '' });
    if (!parsed.success) return error(fieldErrorsOf(parsed.error));
    const user = await findAdminUserById(session.user.id);
    if (!user?.totp_secret || user.totp_enabled_at) return error({}, 'Start the set-up again.');
    const step = totpStep(user.email, user.totp_secret, parsed.data.code);
    if (step === null) return error({ code: 'That code is not right. Check the time on your phone and try again.' });
    const codes = newRecoveryCodes();
    await enableTotp(user.id, step, codes.map(hashRecoveryCode));
    logEvent('auth.second_factor.enabled', { ip: await clientIp(), user: user.id });
    // No refresh(): the page would replace this form, and the codes are shown only here, once.
    return ok('Two-factor sign-in is on.', codes);
  });
}

/** Turns the second factor off: the password and a code (or a recovery code) are both required. */
export async function disableSecondFactorAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return guarded(async (session) => {
    const parsed = disableSecondFactorSchema.safeParse({
      currentPassword: form.get('currentPassword') ?? '',
      code: form.get('code') ?? '',
    });
    if (!parsed.success) return error(fieldErrorsOf(parsed.error));
    const ip = await clientIp();
    const wrong = await checkCurrentPassword(session, parsed.data.currentPassword, ip);
    if (wrong) return error(wrong);
    const user = await findAdminUserById(session.user.id);
    if (!user?.totp_enabled_at) return ok('Two-factor sign-in is off.');
    if (!(await confirmSecondFactor(user, parsed.data.code))) return error({ code: 'That code is not right.' });
    await disableTotp(user.id);
    logEvent('auth.second_factor.disabled', { ip, user: user.id });
    refresh();
    return ok('Two-factor sign-in is off.');
  });
}
