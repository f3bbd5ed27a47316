'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionFailed, actionSucceeded, SIGNED_OUT } from '@/lib/action-result';
import {
  changePasswordSchema,
  confirmSecondFactorSchema,
  disableSecondFactorSchema,
  startSecondFactorSchema,
  type AccountFormState,
  type PasswordChangeNotice,
} from '@/lib/schemas/account';
import { adminFormAction } from '@/server/actions/admin-action';
import { flashAndReturn, postedWithoutJavaScript } from '@/server/actions/flash';
import { forgetGeneratedPassword } from '@/server/auth/bootstrap';
import type { AdminSession } from '@/server/auth/guard';
import { hashPassword } from '@/server/auth/password';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep } from '@/server/auth/second-factor';
import { confirmAdminPassword, confirmSecondFactor } from '@/server/auth/sign-in';
import { logEvent } from '@/server/log';
import {
  disableTotp,
  enableTotp,
  findAdminUserById,
  setAccountProfile,
  setPendingTotpSecret,
  updateAdminUser,
} from '@/server/repositories/admin-users';
import { accountProfileSchema, profileSchema } from '@/lib/schemas/accounts';
import { cacheTags } from '@/server/cache/tags';
import { invalidate } from '@/server/cache/invalidate';
import { deleteSessionsOfUser } from '@/server/repositories/sessions';
import { clientIp } from '@/server/security/client-ip';

type AccountResult = NonNullable<AccountFormState>;

const WRONG_CURRENT_PASSWORD = 'The current password is not right.';

/** "…N other sessions were signed out." */
const signedOut = (ended: number) =>
  `${ended === 1 ? 'One other session was' : `${ended} other sessions were`} signed out.`;

/** The current password again, counted like a sign-in: an error for the field, or null when right. */
async function checkCurrentPassword(session: AdminSession, password: string, ip: string) {
  const verdict = await confirmAdminPassword(session.user.id, password, ip);
  if (verdict === 'ok') return null;
  const message = verdict === 'incorrect' ? WRONG_CURRENT_PASSWORD : verdict.message;
  return actionFailed(message, { currentPassword: message });
}

const changePassword = adminFormAction(
  changePasswordSchema,
  async (input, { session }) => {
    const ip = await clientIp();
    const wrong = await checkCurrentPassword(session, input.currentPassword, ip);
    if (wrong) return wrong;
    await updateAdminUser(session.user.id, { password_hash: await hashPassword(input.newPassword) });
    const ended = await deleteSessionsOfUser(session.user.id, session.sessionId);
    await forgetGeneratedPassword();
    logEvent('auth.password.changed', { ip, user: session.user.id, by: 'admin', sessionsEnded: ended });
    return actionSucceeded({ message: `Password changed. ${signedOut(ended)}` });
  },
  { name: 'change password', permission: 'own-account', flash: false },
);

/**
 * Changes the admin password: the current one is required; every other session ends (this one
 * stays). The password then survives restarts until a new ADMIN_PASSWORD is set (bootstrap.ts).
 * Without JavaScript (no `enhanced` field) the answer cannot be shown in place: the admin layout
 * streams the page inside <Suspense>, which a browser without JavaScript never reveals. It
 * redirects to /admin/account#<notice> instead, which the static shell shows (decision 066).
 */
export async function changePasswordAction(previous: unknown, form: unknown): Promise<AccountFormState> {
  const result = await changePassword(previous, form);
  if (form instanceof FormData && form.get('enhanced') !== '1') redirect(`/admin/account#${noticeFor(result)}`);
  return result;
}

function noticeFor(result: AccountResult): PasswordChangeNotice {
  if (result.ok) return 'password-changed';
  if (result.message === SIGNED_OUT) return 'session-ended';
  const current = result.fieldErrors.currentPassword;
  if (current === WRONG_CURRENT_PASSWORD) return 'password-wrong';
  if (current?.startsWith('Too many')) return 'password-throttled';
  return 'password-invalid';
}

/**
 * Starts setting up the second factor: a new secret, shown on the page until confirmed with a code.
 * The current password is required, so a stolen session alone cannot put its own authenticator on
 * the account (review security-3 M3).
 */
export const startSecondFactorAction = adminFormAction(
  startSecondFactorSchema,
  async ({ currentPassword }, { session }): Promise<AccountResult> => {
    const wrong = await checkCurrentPassword(session, currentPassword, await clientIp());
    if (wrong) return wrong;
    const user = await findAdminUserById(session.user.id);
    if (!user || user.totp_enabled_at) return actionSucceeded({ message: 'Two-factor sign-in is on.' });
    await setPendingTotpSecret(user.id, newTotpSecret());
    refresh();
    return actionSucceeded({ message: 'Scan the code below with your authenticator app.' });
  },
  { name: 'start second factor', permission: 'own-account' },
);

const confirmSecondFactorStep = adminFormAction(
  confirmSecondFactorSchema,
  async ({ currentPassword, code }, { session }): Promise<AccountResult> => {
    const ip = await clientIp();
    const wrong = await checkCurrentPassword(session, currentPassword, ip);
    if (wrong) return wrong;
    const user = await findAdminUserById(session.user.id);
    if (!user?.totp_secret || user.totp_enabled_at) return actionFailed('Start the set-up again.');
    const step = totpStep(user.email, user.totp_secret, code);
    if (step === null) {
      const message = 'That code is not right. Check the time on your phone and try again.';
      return actionFailed(message, { code: message });
    }
    const codes = newRecoveryCodes();
    await enableTotp(user.id, step, codes.map(hashRecoveryCode));
    // Whoever else holds a session (a stolen cookie?) must now sign in with the factor too.
    const ended = await deleteSessionsOfUser(user.id, session.sessionId);
    logEvent('auth.second_factor.enabled', { ip, user: user.id, sessionsEnded: ended });
    // No refresh(): the page would replace this form, and the codes are shown only here, once.
    return actionSucceeded({ message: `Two-factor sign-in is on. ${signedOut(ended)}`, recoveryCodes: codes });
  },
  { name: 'confirm second factor', permission: 'own-account', flash: false },
);

/**
 * Turns the second factor on once the password and a code from the app prove who sets it up;
 * returns the recovery codes once. Without JavaScript they travel in the flash (signed, bound to
 * this session, read once) to the account page, which shows them; never in an address.
 */
export async function confirmSecondFactorAction(previous: unknown, form: unknown): Promise<AccountFormState> {
  const result = await confirmSecondFactorStep(previous, form);
  if (form instanceof FormData && result.message !== SIGNED_OUT && (await postedWithoutJavaScript())) {
    await flashAndReturn(result, { to: '/admin/account', recoveryCodes: result.ok ? result.recoveryCodes : undefined });
  }
  return result;
}

/** Turns the second factor off: the password and a code (or a recovery code) are both required. */
export const disableSecondFactorAction = adminFormAction(
  disableSecondFactorSchema,
  async ({ currentPassword, code }, { session }): Promise<AccountResult> => {
    const ip = await clientIp();
    const wrong = await checkCurrentPassword(session, currentPassword, ip);
    if (wrong) return wrong;
    const user = await findAdminUserById(session.user.id);
    if (!user?.totp_enabled_at) return actionSucceeded({ message: 'Two-factor sign-in is off.' });
    if (!(await confirmSecondFactor(user, code)))
      return actionFailed('That code is not right.', { code: 'That code is not right.' });
    await disableTotp(user.id);
    const ended = await deleteSessionsOfUser(user.id, session.sessionId);
    logEvent('auth.second_factor.disabled', { ip, user: user.id, sessionsEnded: ended });
    refresh();
    return actionSucceeded({ message: `Two-factor sign-in is off. ${signedOut(ended)}` });
  },
  { name: 'disable second factor', permission: 'own-account' },
);

/** Stores a profile and renders the public pages that show it (their author) again. */
async function storeProfile(id: number, input: { displayName: string; photoUrl: string; bio: string }) {
  const account = await setAccountProfile(id, {
    display_name: input.displayName,
    photo_url: input.photoUrl,
    bio: input.bio,
  });
  if (!account) return undefined;
  await invalidate(cacheTags.authors);
  refresh();
  return account;
}

/** The signed-in account sets its own name, photo and bio (shown with the posts it writes). */
export const saveProfileAction = adminFormAction(
  profileSchema,
  async (input, { session }) => {
    if (!(await storeProfile(session.user.id, input))) return actionFailed('That account no longer exists.');
    return actionSucceeded({ message: 'Profile saved.' });
  },
  { name: 'save profile', permission: 'own-account' },
);

/** The Owner sets another account's name, photo and bio. */
export const saveAccountProfileAction = adminFormAction(
  accountProfileSchema,
  async ({ id, ...input }) => {
    const account = await storeProfile(id, input);
    if (!account) return actionFailed('That account no longer exists.');
    return actionSucceeded({ message: `Profile of ${account.email} saved.` });
  },
  { name: 'save account profile', permission: 'accounts' },
);
