import { z } from 'zod';
import { isRole, type Role } from '@/lib/roles';

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
