import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ActionForm } from '@/components/admin/action-form';
import { parseOffices } from '@/lib/offices';
import { roleNames, roles, seesOwnOfficesOnly } from '@/lib/roles';
import { getSiteSettings } from '@/server/data/site-settings';
import {
  changeRoleAction,
  deactivateAccountAction,
  inviteAction,
  reactivateAccountAction,
  resendInvitationAction,
  revokeInvitationAction,
  setOfficesAction,
  transferOwnershipAction,
} from '@/server/actions/admin/accounts';
import { saveAccountProfileAction } from '@/server/actions/admin/account';
import { ProfileFields } from '@/components/admin/profile-fields';
import { requireAdmin } from '@/server/auth/guard';
import { listAdminAccounts } from '@/server/repositories/admin-users';
import { invitationState, listPendingInvitations } from '@/server/repositories/invitations';
import { formatSiteTime } from '@/server/site-time';

export const metadata: Metadata = { title: 'Accounts', robots: { index: false, follow: false } };

const selectClass =
  'rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30';
const inputClass =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30';
const buttonClass =
  'rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';
const smallButton =
  'rounded-lg border border-stone-300 px-3 py-1 text-sm font-medium hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/** The Owner's list of accounts: role, status, last activity; every change a plain form (decision 138). */
export default async function AccountsPage() {
  const cities = (await getSiteSettings()).offices.map((office) => office.city);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold">Accounts</h1>
        <p className="mt-1 text-stone-600">
          Who can sign in to the admin and what their role allows. A deactivated account is signed out at once; what it
          wrote stays. At least one active Owner always remains.
        </p>
      </header>
      <section aria-labelledby="invite-heading" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="invite-heading" className="text-lg font-semibold">
          Invite someone
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          They get an e-mail with a link that works once, for 48 hours, to choose their password.
        </p>
        <ActionForm
          action={inviteAction}
          labels={{ email: 'E-mail', role: 'Role', offices: 'Offices' }}
          className="mt-3 flex flex-wrap items-end gap-3"
        >
          <label className="grid min-w-64 flex-1 gap-1 text-sm font-medium">
            E-mail
            <input name="email" type="email" required maxLength={320} autoComplete="off" className={inputClass} />
          </label>
          <div className="grid gap-1 text-sm font-medium">
            <label htmlFor="invite-role">Role</label>
            <select id="invite-role" name="role" defaultValue="editor" className={inputClass}>
              {roleNames.map((role) => (
                <option key={role} value={role}>
                  {roles[role].label}
                </option>
              ))}
            </select>
          </div>
          <OfficeBoxes cities={cities} name="invite" legend="Offices (for an agent)" />
          <button type="submit" className={buttonClass}>
            Send invitation
          </button>
        </ActionForm>
      </section>
      <Suspense fallback={<p className="text-stone-600">Loading accounts…</p>}>
        <AccountList cities={cities} />
        <PendingInvitations />
      </Suspense>
    </div>
  );
}

/** An agent's offices as checkboxes (it sees only their leads; decision 143). */
function OfficeBoxes({
  cities,
  name,
  legend,
  checked = [],
}: {
  cities: string[];
  name: string;
  legend: string;
  checked?: string[];
}) {
  return (
    <fieldset className="grid gap-1 text-sm">
      <legend className="font-medium">{legend}</legend>
      <span className="flex flex-wrap gap-3">
        {cities.map((city) => (
          <label key={city} className="inline-flex items-center gap-1">
            <input
              type="checkbox"
              name="offices"
              value={city}
              defaultChecked={checked.includes(city)}
              id={`${name}-office-${city}`}
            />
            {city}
          </label>
        ))}
      </span>
    </fieldset>
  );
}

async function AccountList({ cities }: { cities: string[] }) {
  const session = await requireAdmin('/admin/accounts', 'accounts');
  const accounts = await listAdminAccounts();
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Accounts</caption>
        <thead className="bg-stone-50 text-stone-600">
          <tr>
            <th className="px-4 py-2 font-medium">E-mail</th>
            <th className="px-4 py-2 font-medium">Role</th>
            <th className="px-4 py-2 font-medium">Offices</th>
            <th className="px-4 py-2 font-medium">Status</th>
            <th className="px-4 py-2 font-medium">Last active</th>
            <th className="px-4 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const self = account.id === session.user.id;
            return (
              <tr key={account.id} className="border-t border-stone-100 align-top">
                <th scope="row" className="px-4 py-2 font-medium break-all">
                  {account.email}
                  {self ? <span className="ml-2 text-xs font-normal text-stone-600">(you)</span> : null}
                  {account.display_name ? (
                    <span className="block text-xs font-normal text-stone-600">{account.display_name}</span>
                  ) : null}
                  <details className="mt-1 font-normal">
                    <summary className="cursor-pointer text-xs text-amber-800">Profile</summary>
                    <ActionForm
                      action={saveAccountProfileAction}
                      labels={{ displayName: 'Name', photoUrl: 'Photo', bio: 'Short bio' }}
                      className="mt-2 grid min-w-72 gap-3"
                    >
                      <input type="hidden" name="id" value={account.id} />
                      <ProfileFields prefix={`account-${account.id}`} profile={account} />
                      <button type="submit" className={smallButton} aria-label={`Save profile of ${account.email}`}>
                        Save profile
                      </button>
                    </ActionForm>
                  </details>
                </th>
                <td className="px-4 py-2">
                  <ActionForm action={changeRoleAction} className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="id" value={account.id} />
                    <label className="sr-only" htmlFor={`role-${account.id}`}>
                      Role of {account.email}
                    </label>
                    <select id={`role-${account.id}`} name="role" defaultValue={account.role} className={selectClass}>
                      {roleNames.map((role) => (
                        <option key={role} value={role}>
                          {roles[role].label}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={smallButton} aria-label={`Change role of ${account.email}`}>
                      Change role
                    </button>
                  </ActionForm>
                </td>
                <td className="px-4 py-2">
                  {seesOwnOfficesOnly(account.role) ? (
                    <ActionForm action={setOfficesAction} className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="id" value={account.id} />
                      <OfficeBoxes
                        cities={cities}
                        name={`account-${account.id}`}
                        legend={`Offices of ${account.email}`}
                        checked={parseOffices(account.offices)}
                      />
                      <button type="submit" className={smallButton} aria-label={`Save offices of ${account.email}`}>
                        Save offices
                      </button>
                    </ActionForm>
                  ) : (
                    'All'
                  )}
                </td>
                <td className="px-4 py-2">{account.deactivated_at ? 'Deactivated' : 'Active'}</td>
                <td className="px-4 py-2">
                  {account.last_seen_at ? (
                    <time dateTime={account.last_seen_at}>{formatSiteTime(account.last_seen_at, 'date')}</time>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-4 py-2 text-right">
                  {self ? null : account.deactivated_at ? (
                    <ActionForm action={reactivateAccountAction}>
                      <input type="hidden" name="id" value={account.id} />
                      <button type="submit" className={smallButton} aria-label={`Reactivate ${account.email}`}>
                        Reactivate
                      </button>
                    </ActionForm>
                  ) : (
                    <span className="flex flex-wrap justify-end gap-2">
                      {account.role === 'owner' ? null : (
                        <ActionForm action={transferOwnershipAction}>
                          <input type="hidden" name="id" value={account.id} />
                          <button
                            type="submit"
                            className={smallButton}
                            aria-label={`Transfer ownership to ${account.email}`}
                          >
                            Transfer ownership
                          </button>
                        </ActionForm>
                      )}
                      <ActionForm action={deactivateAccountAction}>
                        <input type="hidden" name="id" value={account.id} />
                        <button
                          type="submit"
                          className="rounded-lg border border-red-300 px-3 py-1 text-sm text-red-800 hover:bg-red-50"
                          aria-label={`Deactivate ${account.email}`}
                        >
                          Deactivate
                        </button>
                      </ActionForm>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

async function PendingInvitations() {
  await requireAdmin('/admin/accounts', 'accounts');
  const invitations = await listPendingInvitations();
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-3">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Invitations not yet accepted
      </h2>
      {invitations.length === 0 ? (
        <p className="text-stone-600">None.</p>
      ) : (
        <ul className="grid gap-2">
          {invitations.map((invitation) => {
            const expired = invitationState(invitation) === 'expired';
            return (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-sm"
              >
                <span>
                  <strong className="break-all">{invitation.email}</strong> as {roles[invitation.role].label}
                  {parseOffices(invitation.offices).length
                    ? ` (${parseOffices(invitation.offices).join(', ')})`
                    : ''} · {expired ? 'expired' : 'expires'}{' '}
                  <time dateTime={String(invitation.expires_at)}>{formatSiteTime(String(invitation.expires_at))}</time>
                </span>
                <span className="flex gap-2">
                  <ActionForm action={resendInvitationAction}>
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button type="submit" className={smallButton} aria-label={`Send again to ${invitation.email}`}>
                      Send again
                    </button>
                  </ActionForm>
                  <ActionForm action={revokeInvitationAction}>
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button
                      type="submit"
                      className="rounded-lg border border-red-300 px-3 py-1 text-sm text-red-800 hover:bg-red-50"
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                    >
                      Revoke
                    </button>
                  </ActionForm>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
