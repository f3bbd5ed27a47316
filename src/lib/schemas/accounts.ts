import { z } from 'zod';
import { isRole, seesOwnOfficesOnly, type Role } from '@/lib/roles';
import { MIN_NEW_PASSWORD_LENGTH } from './account';
import { urlOrPath } from './content';

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

/** Offices ticked on a form (cities of the settings' offices; the action checks they exist): none, one or several. */
const officeList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().trim().min(1).max(60)).max(12, 'Too many offices.'),
);

const AGENT_NEEDS_OFFICE = 'Choose at least one office for an agent: it sees only its offices’ leads.';

/** The Owner invites someone by e-mail with a role (and, for an agent, its offices). */
export const inviteSchema = z
  .object({
    email: z.string().trim().max(320, 'That address is too long.').pipe(z.email('Please enter an e-mail address.')),
    role: z
      .string()
      .refine(isRole, 'Choose one of the roles.')
      .transform((role) => role as Role),
    offices: officeList,
  })
  .refine((v) => !isRole(v.role) || !seesOwnOfficesOnly(v.role) || v.offices.length > 0, {
    path: ['offices'],
    message: AGENT_NEEDS_OFFICE,
  });

/** The Owner sets an account's offices on the Team screen. */
export const accountOfficesSchema = z.object({ id: accountId, offices: officeList });

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

/** The longest bio a post shows under its author. */
export const MAX_BIO_LENGTH = 400;

/** An account's profile (the account itself on its Account page, or the Owner on the Accounts screen). */
export const profileSchema = z.object({
  displayName: z.string().trim().min(1, 'Please enter a name.').max(80, 'Use at most 80 characters.'),
  photoUrl: urlOrPath.default(''),
  bio: z.string().trim().max(MAX_BIO_LENGTH, `Use at most ${MAX_BIO_LENGTH} characters.`).default(''),
});

/** The Owner edits another account's profile. */
export const accountProfileSchema = profileSchema.extend({ id: accountId });
