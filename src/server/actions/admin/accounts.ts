'use server';

import { refresh } from 'next/cache';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { parseOffices } from '@/lib/offices';
import { roles, seesOwnOfficesOnly } from '@/lib/roles';
import {
  accountOfficesSchema,
  accountSchema,
  changeRoleSchema,
  invitationSchema,
  inviteSchema,
} from '@/lib/schemas/accounts';
import { adminFormAction } from '@/server/actions/admin-action';
import { clientIp } from '@/server/security/client-ip';
import { logEvent } from '@/server/log';
import { sendInvitation } from '@/server/auth/invitations';
import {
  AccountChangeRefused,
  changeAdminAccount,
  findAdminUserByEmail,
  setAccountOffices,
  transferOwnership,
} from '@/server/repositories/admin-users';
import { readSiteSettings } from '@/server/repositories/site-settings';
import { findInvitationById, invitationState, revokeInvitation } from '@/server/repositories/invitations';

/** Runs an account change; a refusal (the last active Owner, a vanished account) becomes the message. */
async function change(id: number, what: Parameters<typeof changeAdminAccount>[1]) {
  try {
    return await changeAdminAccount(id, what);
  } catch (error) {
    if (error instanceof AccountChangeRefused) return actionFailed(error.message);
    throw error;
  }
}

/** A message when one of the ticked offices is not an office of the settings (matched by city). */
async function unknownOffice(offices: readonly string[]) {
  const cities = (await readSiteSettings()).offices.map((office) => office.city);
  const unknown = offices.find((office) => !cities.includes(office));
  return unknown === undefined ? undefined : `There is no office in ${unknown} (Settings → Offices).`;
}

/** The Owner sets which offices' leads an agent sees (docs/decisions/143-lead-offices-and-assignment.md). */
export const setOfficesAction = adminFormAction(
  accountOfficesSchema,
  async ({ id, offices }, { session }) => {
    const unknown = await unknownOffice(offices);
    if (unknown) return actionFailed(unknown, { offices: unknown });
    const account = await setAccountOffices(id, offices);
    if (!account) return actionFailed('That account no longer exists.');
    logEvent('auth.account.offices_changed', { user: id, offices: offices.join(', '), by: session.user.id });
    refresh();
    return actionSucceeded({
      message: offices.length ? `${account.email}: ${offices.join(', ')}.` : `${account.email}: no office.`,
    });
  },
  { name: 'change offices', permission: 'accounts' },
);

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

/** The Owner hands ownership to another active account and becomes an Editor (there is always an active Owner). */
export const transferOwnershipAction = adminFormAction(
  accountSchema,
  async ({ id }, { session }) => {
    let account: Awaited<ReturnType<typeof transferOwnership>>;
    try {
      account = await transferOwnership(session.user.id, id);
    } catch (error) {
      if (error instanceof AccountChangeRefused) return actionFailed(error.message);
      throw error;
    }
    logEvent('auth.account.ownership_transferred', { to: id, by: session.user.id });
    refresh();
    return actionSucceeded({ message: `${account.email} is now the Owner; you are an Editor.` });
  },
  { name: 'transfer ownership', permission: 'accounts' },
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
  async ({ email, role, offices }, { session }) => {
    if (await findAdminUserByEmail(email)) {
      const message = 'That e-mail already has an account.';
      return actionFailed(message, { email: message });
    }
    const unknown = await unknownOffice(offices);
    if (unknown) return actionFailed(unknown, { offices: unknown });
    const sent = await sendInvitation({
      email,
      role,
      invitedBy: session.user.id,
      ip: await clientIp(),
      offices: seesOwnOfficesOnly(role) ? offices : [],
    });
    if ('refused' in sent) return actionFailed(sent.refused);
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
    const sent = await sendInvitation({
      email: invitation.email,
      role: invitation.role,
      invitedBy: session.user.id,
      ip: await clientIp(),
      offices: parseOffices(invitation.offices),
    });
    if ('refused' in sent) return actionFailed(sent.refused);
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
