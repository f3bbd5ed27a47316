'use server';

import { refresh } from 'next/cache';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { roles } from '@/lib/roles';
import { accountSchema, changeRoleSchema } from '@/lib/schemas/accounts';
import { adminFormAction } from '@/server/actions/admin-action';
import { logEvent } from '@/server/log';
import { AccountChangeRefused, changeAdminAccount } from '@/server/repositories/admin-users';

/** Runs an account change; a refusal (the last active Owner, a vanished account) becomes the message. */
async function change(id: number, what: Parameters<typeof changeAdminAccount>[1]) {
  try {
    return await changeAdminAccount(id, what);
  } catch (error) {
    if (error instanceof AccountChangeRefused) return actionFailed(error.message);
    throw error;
  }
}

/** The Owner gives an account another role; the last active Owner cannot be demoted. */
export const changeRoleAction = adminFormAction(
  changeRoleSchema,
  async ({ id, role }, { session }) => {
    const account = await change(id, { role });
    if ('ok' in account) return account;
    logEvent('auth.account.role_changed', { user: id, role, by: session.user.id });
    refresh();
    return actionSucceeded({ message: `${account.email} is now ${roles[role].label}.` });
  },
  { name: 'change role', permission: 'accounts' },
);

/** The Owner deactivates an account: its sessions end at once, what it wrote stays; never the last active Owner. */
export const deactivateAccountAction = adminFormAction(
  accountSchema,
  async ({ id }, { session }) => {
    if (id === session.user.id) return actionFailed('You cannot deactivate your own account.');
    const account = await change(id, { active: false });
    if ('ok' in account) return account;
    logEvent('auth.account.deactivated', { user: id, by: session.user.id });
    refresh();
    return actionSucceeded({ message: `${account.email} is deactivated and signed out.` });
  },
  { name: 'deactivate account', permission: 'accounts' },
);

/** The Owner lets a deactivated account sign in again. */
export const reactivateAccountAction = adminFormAction(
  accountSchema,
  async ({ id }, { session }) => {
    const account = await change(id, { active: true });
    if ('ok' in account) return account;
    logEvent('auth.account.reactivated', { user: id, by: session.user.id });
    refresh();
    return actionSucceeded({ message: `${account.email} can sign in again.` });
  },
  { name: 'reactivate account', permission: 'accounts' },
);
