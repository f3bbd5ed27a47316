import { z } from 'zod';
import { isRole, type Role } from '@/lib/roles';
import { MIN_NEW_PASSWORD_LENGTH } from './account';

const accountId = z.coerce.number().int('Unknown account.').positive('Unknown account.');

/** The Owner gives an account another role (src/lib/roles.ts). */
export const changeRoleSchema = z.object({
  id: accountId,
  role: z
    .string()
    .refine(isRole, 'Choose one of the roles.')
    .transform((role) => role as Role),
});

/** The Owner deactivates or reactivates an account. */
export const accountSchema = z.object({ id: accountId });

/** The Owner invites someone by e-mail with a role. */
export const inviteSchema = z.object({
  email: z.string().trim().max(320, 'That address is too long.').pipe(z.email('Please enter an e-mail address.')),
  role: z
    .string()
    .refine(isRole, 'Choose one of the roles.')
    .transform((role) => role as Role),
});

/** An invitation to revoke or send again. */
export const invitationSchema = z.object({ invitationId: accountId });

/** The invitee's new password, with the same rules as the password change. */
export const acceptInvitationSchema = z
  .object({
    newPassword: z
      .string()
      .min(MIN_NEW_PASSWORD_LENGTH, `Use at least ${MIN_NEW_PASSWORD_LENGTH} characters.`)
      .max(1024, 'That is too long.'),
    confirmPassword: z.string().max(1024),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords differ.',
  });
