import { z } from 'zod';

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

export const confirmSecondFactorSchema = z.object({ code });
export const disableSecondFactorSchema = z.object({ currentPassword: password, code });

/** What the account forms get back (useActionState). */
export type AccountFormState =
  | { status: 'idle' }
  | { status: 'ok'; message: string; recoveryCodes?: string[]; at: number }
  | { status: 'error'; message?: string; fieldErrors: Record<string, string>; at: number };
