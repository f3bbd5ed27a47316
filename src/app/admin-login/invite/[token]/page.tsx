import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { AdminLogo } from '@/components/admin/logo';
import { roles } from '@/lib/roles';
import { MIN_NEW_PASSWORD_LENGTH } from '@/lib/schemas/account';
import { hashInvitationToken, looksLikeInvitationToken } from '@/server/auth/invitations';
import { findInvitationByTokenHash, invitationState } from '@/server/repositories/invitations';

export const metadata: Metadata = { title: 'Invitation', robots: { index: false, follow: false } };

/** Rendered per request (the link's state), before anything is sent: it works without JavaScript. */
export const instant = false;

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const SPENT = {
  unknown: 'This invitation link is not valid. Please ask the Owner for a new invitation.',
  accepted: 'This invitation has already been used. Sign in with your e-mail and password.',
  revoked: 'This invitation was withdrawn. Please ask the Owner for a new one if you still need access.',
  expired: 'This invitation has expired (links work for 48 hours). Please ask the Owner to send it again.',
} as const;

const ERRORS: Record<string, string> = {
  short: `Use at least ${MIN_NEW_PASSWORD_LENGTH} characters.`,
  long: 'That password is too long.',
  differ: 'The two passwords differ.',
  taken: 'That e-mail already has an account. Sign in instead.',
  throttled: 'Too many attempts right now. Please try again in a few minutes.',
};

const inputClass =
  'rounded-lg border border-stone-300 px-3 py-2 outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 aria-invalid:border-red-600';

/**
 * The invitee's page (outside the admin guard): the role and e-mail invited, and the password form
 * posting to /admin-login/invite/accept; a used, expired, revoked or unknown link says so instead.
 */
export default async function InvitationPage({ params, searchParams }: Props) {
  const { token } = await params;
  const error = (await searchParams).error;
  await connection();
  const invitation = looksLikeInvitationToken(token)
    ? await findInvitationByTokenHash(hashInvitationToken(token))
    : undefined;
  const state = invitation ? invitationState(invitation) : 'unknown';
  const message = typeof error === 'string' ? ERRORS[error] : undefined;
  return (
    <main data-admin-shell className="flex min-h-dvh items-center justify-center bg-stone-100 p-4 text-stone-900">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-8 shadow-lg">
        <div className="flex flex-col items-center gap-3 text-center">
          <AdminLogo className="text-2xl" />
          <h1 className="font-display text-2xl font-bold">
            {state === 'open' ? 'Accept your invitation' : 'Invitation not valid'}
          </h1>
        </div>
        {state !== 'open' || !invitation ? (
          <div className="mt-6 grid gap-4 text-center">
            <p role="alert">{SPENT[state === 'open' ? 'unknown' : state]}</p>
            <Link href="/admin-login" className="font-semibold text-amber-800 underline">
              Go to sign-in
            </Link>
          </div>
        ) : (
          <form method="post" action="/admin-login/invite/accept" className="mt-6 grid gap-4" noValidate>
            <p className="text-sm text-stone-700">
              You are invited as <strong>{roles[invitation.role].label}</strong> with the e-mail{' '}
              <strong className="break-all">{invitation.email}</strong>. Choose a password to finish.
            </p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="email" value={invitation.email} autoComplete="username" />
            <div className="grid gap-1.5">
              <label htmlFor="invite-password" className="text-sm font-medium">
                New password
              </label>
              <input
                id="invite-password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_NEW_PASSWORD_LENGTH}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? 'invite-error invite-hint' : 'invite-hint'}
                className={inputClass}
              />
              <p id="invite-hint" className="text-xs text-stone-600">
                At least {MIN_NEW_PASSWORD_LENGTH} characters.
              </p>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="invite-confirm" className="text-sm font-medium">
                New password again
              </label>
              <input
                id="invite-confirm"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                className={inputClass}
              />
            </div>
            {message ? (
              <p id="invite-error" role="alert" className="text-sm text-red-700">
                {message}
              </p>
            ) : null}
            <button
              type="submit"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-amber-700 px-4 py-2.5 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              Set password and sign in
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
