import type { Metadata } from 'next';
import {
  ChangePasswordForm,
  ConfirmSecondFactorForm,
  DisableSecondFactorForm,
  RecoveryCodes,
  StartSecondFactorForm,
} from '@/components/admin/account-forms';
import { ActionForm } from '@/components/admin/action-form';
import { ProfileFields } from '@/components/admin/profile-fields';
import { PASSWORD_CHANGE_NOTICES } from '@/lib/schemas/account';
import { saveProfileAction } from '@/server/actions/admin/account';
import { requireAdmin } from '@/server/auth/guard';
import { totpQrDataUrl, totpUri } from '@/server/auth/second-factor';
import { readFlash } from '@/server/actions/flash';
import { getSiteSettings } from '@/server/data/site-settings';
import { countUnusedRecoveryCodes, findAdminUserById } from '@/server/repositories/admin-users';

export const metadata: Metadata = { title: 'Account', robots: { index: false, follow: false } };

/**
 * The password form needs no data, so it sits in the static shell and works without JavaScript
 * (like the sign-in page); the second-factor part reads the account and streams in.
 * See docs/decisions/066-admin-account-and-second-factor.md.
 */
export default function AccountPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <h1 className="font-display text-3xl font-bold text-stone-900">Account</h1>
      <section
        aria-labelledby="profile-heading"
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="profile-heading" className="text-xl font-semibold">
          Profile
        </h2>
        <p className="text-sm text-stone-600">
          Your posts show this name, photo and bio on the site; timelines and revisions show the name.
        </p>
        <Profile />
      </section>
      <section
        aria-labelledby="password-heading"
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="password-heading" className="text-xl font-semibold">
          Change password
        </h2>
        <p className="text-sm text-stone-600">Every other signed-in browser is signed out. This one stays signed in.</p>
        {/* Static, so a browser without JavaScript shows the one the action redirected to (#id). */}
        {Object.entries(PASSWORD_CHANGE_NOTICES).map(([id, text]) => (
          <p
            key={id}
            id={id}
            role={id === 'password-changed' ? 'status' : 'alert'}
            className={`hidden scroll-mt-24 rounded-lg border p-3 text-sm target:block ${
              id === 'password-changed'
                ? 'border-green-200 bg-green-50 text-green-900'
                : 'border-red-200 bg-red-50 text-red-800'
            }`}
          >
            {text}
          </p>
        ))}
        <ChangePasswordForm />
      </section>
      <section
        aria-labelledby="second-factor-heading"
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="second-factor-heading" className="text-xl font-semibold">
          Two-factor sign-in
        </h2>
        <SecondFactor />
      </section>
    </div>
  );
}

async function Profile() {
  const session = await requireAdmin('/admin/account', 'own-account');
  const user = await findAdminUserById(session.user.id);
  if (!user) return null;
  return (
    <ActionForm
      action={saveProfileAction}
      labels={{ displayName: 'Name', photoUrl: 'Photo', bio: 'Short bio' }}
      className="grid gap-4"
    >
      <ProfileFields prefix="profile" profile={user} />
      <button
        type="submit"
        className="justify-self-start rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
      >
        Save profile
      </button>
    </ActionForm>
  );
}

async function SecondFactor() {
  const session = await requireAdmin('/admin/account', 'own-account');
  const user = await findAdminUserById(session.user.id);
  if (!user) return null;
  // Turned on without JavaScript: the codes came in this session's flash, shown this once.
  const flash = await readFlash();
  const brand = (await getSiteSettings()).name;
  if (user.totp_enabled_at && flash?.ok && flash.recoveryCodes) {
    return <RecoveryCodes codes={flash.recoveryCodes} brand={brand} />;
  }
  if (user.totp_enabled_at) {
    const left = await countUnusedRecoveryCodes(user.id);
    return (
      <>
        <p className="text-sm text-stone-700">
          On. Signing in asks for a code from your authenticator app after the password. {left} unused recovery code
          {left === 1 ? '' : 's'} left.
        </p>
        <DisableSecondFactorForm />
      </>
    );
  }
  if (!user.totp_secret) {
    return (
      <>
        <p className="text-sm text-stone-700">
          Off. Turn it on to ask for a code from an authenticator app (for example 1Password, Google Authenticator or
          Aegis) after the password.
        </p>
        <StartSecondFactorForm />
      </>
    );
  }
  const uri = totpUri(user.email, user.totp_secret, (await getSiteSettings()).name);
  const qrCode = await totpQrDataUrl(uri);
  return (
    <>
      <p className="text-sm text-stone-700">
        Scan this code with your authenticator app, or type the key in by hand, then enter the six-digit code it shows.
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server; nothing to optimise */}
      <img
        src={qrCode}
        alt="QR code for the authenticator app"
        width={200}
        height={200}
        className="rounded border border-stone-200"
      />
      <dl className="grid gap-1 text-sm">
        <dt className="font-medium">Key</dt>
        <dd className="font-mono break-all" data-testid="totp-secret">
          {user.totp_secret}
        </dd>
        <dt className="font-medium">Link</dt>
        <dd className="font-mono text-xs break-all text-stone-600">{uri}</dd>
      </dl>
      <ConfirmSecondFactorForm brand={brand} />
    </>
  );
}
