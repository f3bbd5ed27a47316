import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';

/** Shortest new password the admin screen accepts (ADMIN_PASSWORD itself allows 8, for old setups). */
export const MIN_NEW_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 1024;

const password = z.string().min(1, 'Please enter your current password.').max(MAX_PASSWORD_LENGTH, 'That is too long.');

export const changePasswordSchema = z
  .object({
    currentPassword: password,
    newPassword: z
      .string()
      .min(MIN_NEW_PASSWORD_LENGTH, `Use at least ${MIN_NEW_PASSWORD_LENGTH} characters.`)
      .max(MAX_PASSWORD_LENGTH, 'That is too long.'),
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords differ.',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one.',
  });

const code = z.string().trim().min(1, 'Please enter a code.').max(64, 'That is not a code.');

// Every change of the second factor asks for the password again (review security-3 M3).
export const startSecondFactorSchema = z.object({ currentPassword: password });
export const confirmSecondFactorSchema = z.object({ currentPassword: password, code });
/** The app's code, or a recovery code typed in its own field (`recoveryCode`), which wins when filled. */
export const disableSecondFactorSchema = z
  .object({ currentPassword: password, code: z.string().optional(), recoveryCode: z.string().optional() })
  .transform(({ recoveryCode, code: appCode, ...rest }) => ({ ...rest, code: recoveryCode?.trim() || appCode || '' }))
  .pipe(z.object({ currentPassword: password, code }));

/** What the account forms get back (useActionState): nothing yet, or the admin actions' one result shape. */
export type AccountFormState = ActionResult<{ recoveryCodes?: string[] }> | null;

/**
 * What a password change without JavaScript is told: the action redirects to /admin/account#<id>
 * and the page's static shell reveals the matching line with CSS `:target` (decision 066).
 */
export const PASSWORD_CHANGE_NOTICES = {
  'password-changed': 'Password changed. Every other session was signed out.',
  'password-wrong': 'The current password is not right.',
  'password-invalid': `The new password needs at least ${MIN_NEW_PASSWORD_LENGTH} characters, typed the same twice, and must differ from the current one.`,
  'password-throttled': 'Too many attempts. Please try again later.',
  'session-ended': 'Your session has ended. Please sign in again.',
} as const;
export type PasswordChangeNotice = keyof typeof PASSWORD_CHANGE_NOTICES;
