'use client';

import { useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AccountFormState } from '@/lib/schemas/account';
import { MIN_NEW_PASSWORD_LENGTH } from '@/lib/schemas/account';
import {
  changePasswordAction,
  confirmSecondFactorAction,
  disableSecondFactorAction,
  startSecondFactorAction,
} from '@/server/actions/admin/account';
import { SecondFactorCodeField } from './second-factor-code';

const inputClass =
  'rounded-lg border border-stone-300 px-3 py-2 outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 aria-invalid:border-red-600';
const buttonClass =
  'justify-self-start rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-70';
const secondaryButtonClass =
  'inline-flex items-center rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-amber-600';
/** Controls that need JavaScript are hidden from a browser without it. */
const NO_SCRIPT_HIDDEN = '[@media(scripting:none)]:hidden';
const idle: AccountFormState = null;
const subscribeToNothing = () => () => {};

function Field({
  name,
  label,
  type = 'password',
  autoComplete,
  inputMode,
  hint,
  state,
  form = 'account',
}: {
  /** The form's name, in the input's id: two forms of this page ask for the current password. */
  form?: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric';
  hint?: string;
  state: AccountFormState;
}) {
  const error = state && !state.ok ? state.fieldErrors[name] : undefined;
  const id = `${form}-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        maxLength={1024}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The answer's line: success, or a failure no field explains (a field's own error is shown at the field). */
function Outcome({ state }: { state: AccountFormState }) {
  if (!state) return null;
  if (state.ok) {
    return (
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        {state.message}
      </p>
    );
  }
  if (Object.keys(state.fieldErrors).length === 0) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {state.message}
      </p>
    );
  }
  return null;
}

/** A form of this screen: the outcome line, the fields, and a submit button that says when it is busy. */
function AccountForm({
  action,
  state,
  pending,
  submit,
  busy,
  children,
}: {
  action: (form: FormData) => void;
  state: AccountFormState;
  pending: boolean;
  submit: string;
  busy: string;
  children: React.ReactNode;
}) {
  return (
    <form action={action} className="grid max-w-md gap-4" noValidate>
      <Outcome state={state} />
      {children}
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? busy : submit}
      </button>
    </form>
  );
}

/** Works without JavaScript (see changePasswordAction for how the answer is shown then). */
export function ChangePasswordForm() {
  const [state, action, pending] = useActionState(changePasswordAction, idle);
  // true once hydrated: the action then answers in place; without JavaScript it redirects to a notice.
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return (
    <AccountForm action={action} state={state} pending={pending} submit="Change password" busy="Changing…">
      <input type="hidden" name="enhanced" value={enhanced ? '1' : ''} />
      <Field name="currentPassword" label="Current password" autoComplete="current-password" state={state} />
      <Field
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        hint={`At least ${MIN_NEW_PASSWORD_LENGTH} characters.`}
        state={state}
      />
      <Field name="confirmPassword" label="New password again" autoComplete="new-password" state={state} />
    </AccountForm>
  );
}

/** The recovery codes as a text file: what Download saves, what Copy copies. */
function recoveryCodesText(codes: string[], brand: string) {
  return [
    `${brand}: admin recovery codes`,
    `Made ${new Date().toISOString().slice(0, 10)}. Each code signs you in once, in place of the code from your app.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The recovery codes, shown once: after the set-up (here, or on the page without JavaScript). They
 * can be copied, downloaded as a .txt file (a data: link, so it works without JavaScript and no
 * address ever serves them again) or printed; the screen scrolls to them.
 */
export function RecoveryCodes({ message, codes, brand }: { message?: string; codes: string[]; brand: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const text = recoveryCodesText(codes, brand);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="grid gap-3">
      {message ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {message}
        </p>
      ) : null}
      <h3 ref={heading} tabIndex={-1} className="scroll-mt-24 font-semibold text-stone-900 outline-none">
        Your recovery codes
      </h3>
      <p className="text-sm text-stone-700">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only
        now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded border border-stone-200 bg-stone-50 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
          className={secondaryButtonClass}
        >
          Download (.txt)
        </a>
        <button type="button" onClick={() => void copy()} className={`${secondaryButtonClass} ${NO_SCRIPT_HIDDEN}`}>
          Copy
        </button>
        <button type="button" onClick={() => window.print()} className={`${secondaryButtonClass} ${NO_SCRIPT_HIDDEN}`}>
          Print
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-stone-700">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Could not copy: select the codes, or download them.' : ''}
      </p>
      {/* A full page load: the codes shown once are not kept by the client router. (The rule flags this
          link since /admin/[kind] matches /admin/account; the static route still serves it.) */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        href="/admin/account"
        className="justify-self-start text-sm font-medium text-amber-800 hover:underline print:hidden"
      >
        I have saved them
      </a>
    </div>
  );
}

/** Every change of the second factor asks for the password again. */
function SecondFactorPassword({ state }: { state: AccountFormState }) {
  return (
    <Field
      name="currentPassword"
      label="Current password"
      autoComplete="current-password"
      form="second-factor"
      state={state}
    />
  );
}

/** Starts the set-up: the current password first (a stolen session alone must not enrol an app). */
export function StartSecondFactorForm() {
  const [state, action, pending] = useActionState(startSecondFactorAction, idle);
  return (
    <AccountForm action={action} state={state} pending={pending} submit="Set up two-factor sign-in" busy="Checking…">
      <SecondFactorPassword state={state} />
    </AccountForm>
  );
}

/** Confirms the set-up with the password and a code; on success shows the recovery codes, once. */
export function ConfirmSecondFactorForm({ brand }: { brand: string }) {
  const [state, action, pending] = useActionState(confirmSecondFactorAction, idle);
  if (state?.ok && state.recoveryCodes) {
    return <RecoveryCodes message={state.message} codes={state.recoveryCodes} brand={brand} />;
  }
  return (
    <AccountForm action={action} state={state} pending={pending} submit="Turn on" busy="Checking…">
      <SecondFactorPassword state={state} />
      <Field
        name="code"
        label="Code from the app"
        type="text"
        autoComplete="one-time-code"
        inputMode="numeric"
        form="second-factor"
        state={state}
      />
    </AccountForm>
  );
}

export function DisableSecondFactorForm() {
  const [state, action, pending] = useActionState(disableSecondFactorAction, idle);
  return (
    <AccountForm action={action} state={state} pending={pending} submit="Turn off two-factor sign-in" busy="Checking…">
      <SecondFactorPassword state={state} />
      <SecondFactorCodeField
        id="second-factor"
        label="Code from the app"
        error={state && !state.ok ? state.fieldErrors.code : undefined}
      />
    </AccountForm>
  );
}
