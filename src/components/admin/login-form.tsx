'use client';

import { useActionState, useEffect, useState } from 'react';
import { signInAction, type SignInState } from '@/server/actions/admin/auth';
import { toast } from '@/components/ui/toast-store';
import { Spinner } from './spinner';

export function LoginForm() {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(signInAction, { status: 'idle' });
  const [next, setNext] = useState('');

  // Read the URL once in the browser (no useSearchParams: the form must stay in the static shell).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only known in the browser
    setNext(params.get('next') ?? '');
    if (params.get('signedOut') === '1') {
      toast({ title: 'Signed Out', description: 'You have been successfully signed out.' });
      params.delete('signedOut');
      const query = params.toString();
      window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    }
  }, []);

  useEffect(() => {
    if (state.status !== 'error') return;
    if (state.reason === 'incorrect') {
      toast({
        title: 'Incorrect Password',
        description: 'Please check the password and try again.',
        variant: 'destructive',
      });
    } else if (state.reason === 'throttled') {
      toast({ title: 'Too many attempts', description: state.message, variant: 'destructive' });
    }
  }, [state]);

  if (state.status === 'code') return <CodeForm state={state} formAction={formAction} pending={pending} next={next} />;
  const error = state.status === 'error' ? state.message : undefined;
  return (
    <form action={formAction} className="mt-8 grid gap-4" noValidate>
      <input type="hidden" name="next" value={next} />
      <div className="grid gap-1.5">
        <label htmlFor="admin-password" className="text-sm font-medium">
          Password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-password-error' : undefined}
          className={inputClass}
        />
        {error ? (
          <p id="admin-password-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? <Spinner label="Signing in…" className="size-4" /> : null}
        Enter Dashboard
      </button>
    </form>
  );
}

const inputClass =
  'rounded-lg border border-stone-300 px-3 py-2 outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 aria-invalid:border-red-600';
const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-amber-700 px-4 py-2.5 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-70';

/** The second step, when the second factor is on: a code from the app, or a recovery code. */
function CodeForm({
  state,
  formAction,
  pending,
  next,
}: {
  state: Extract<SignInState, { status: 'code' }>;
  formAction: (form: FormData) => void;
  pending: boolean;
  next: string;
}) {
  const error = state.message;
  return (
    <form action={formAction} className="mt-8 grid gap-4" noValidate>
      <input type="hidden" name="step" value="code" />
      <input type="hidden" name="next" value={next} />
      <div className="grid gap-1.5">
        <label htmlFor="admin-code" className="text-sm font-medium">
          Authentication code
        </label>
        <p id="admin-code-hint" className="text-sm text-stone-600">
          The six-digit code from your authenticator app, or one of your recovery codes.
        </p>
        <input
          id="admin-code"
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          required
          autoFocus
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-code-hint admin-code-error' : 'admin-code-hint'}
          className={inputClass}
        />
        {error ? (
          <p id="admin-code-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? <Spinner label="Checking…" className="size-4" /> : null}
        Verify
      </button>
    </form>
  );
}
