'use server';

import { refresh } from 'next/cache';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { roles } from '@/lib/roles';
import { accountSchema, changeRoleSchema, invitationSchema, inviteSchema } from '@/lib/schemas/accounts';
import { adminFormAction } from '@/server/actions/admin-action';
import { logEvent } from '@/server/log';
import { sendInvitation } from '@/server/auth/invitations';
import { AccountChangeRefused, changeAdminAccount, findAdminUserByEmail } from '@/server/repositories/admin-users';
import { findInvitationById, invitationState, revokeInvitation } from '@/server/repositories/invitations';

const TOO_MANY_INVITATIONS = 'You have sent the most invitations allowed in a day. Please try again tomorrow.';

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

/** The Owner invites an e-mail with a role: a single-use link for 48 hours, sent through the outbox. */
export const inviteAction = adminFormAction(
  inviteSchema,
  async ({ email, role }, { session }) => {
    if (await findAdminUserByEmail(email)) {
      const message = 'That e-mail already has an account.';
      return actionFailed(message, { email: message });
    }
    const sent = await sendInvitation({ email, role, invitedBy: session.user.id });
    if (!sent) return actionFailed(TOO_MANY_INVITATIONS);
    logEvent('auth.invitation.sent', { invitation: sent.invitation.id, role, by: session.user.id });
    refresh();
    return actionSucceeded({ message: `Invitation sent to ${email}.` });
  },
  { name: 'invite account', permission: 'accounts', echoValues: true },
);

/** The Owner sends an invitation again: a new link (the old one stops working), 48 hours from now. */
export const resendInvitationAction = adminFormAction(
  invitationSchema,
  async ({ invitationId }, { session }) => {
    const invitation = await findInvitationById(invitationId);
    const state = invitation ? invitationState(invitation) : 'unknown';
    if (!invitation || state === 'accepted' || state === 'revoked')
      return actionFailed('That invitation was accepted or revoked.');
    const sent = await sendInvitation({ email: invitation.email, role: invitation.role, invitedBy: session.user.id });
    if (!sent) return actionFailed(TOO_MANY_INVITATIONS);
    logEvent('auth.invitation.sent', { invitation: sent.invitation.id, resent: invitationId, by: session.user.id });
    refresh();
    return actionSucceeded({ message: `Invitation sent again to ${invitation.email}.` });
  },
  { name: 'resend invitation', permission: 'accounts' },
);

/** The Owner revokes an invitation: its link then opens nothing. */
export const revokeInvitationAction = adminFormAction(
  invitationSchema,
  async ({ invitationId }, { session }) => {
    if (!(await revokeInvitation(invitationId))) return actionFailed('That invitation was accepted or revoked.');
    logEvent('auth.invitation.revoked', { invitation: invitationId, by: session.user.id });
    refresh();
    return actionSucceeded({ message: 'Invitation revoked.' });
  },
  { name: 'revoke invitation', permission: 'accounts' },
);
