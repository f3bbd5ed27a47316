'use client';

import { startTransition, useActionState, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { SignInAnswer, SignInState } from '@/lib/sign-in-state';
import { dismissToast, toast } from '@/components/ui/toast-store';
import { SecondFactorCodeField } from './second-factor-code';
import { Spinner } from './spinner';

/** Where both steps post, with or without JavaScript: no server action takes anonymous posts (decision 114). */
const SIGN_IN_ROUTE = '/admin-login/session';

/** One post to the sign-in route; signed in, the browser goes where the route says. */
async function postSignIn(previous: SignInState, form: FormData): Promise<SignInState> {
  let answer: SignInAnswer;
  try {
    const response = await fetch(SIGN_IN_ROUTE, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
    });
    answer = (await response.json()) as SignInAnswer;
  } catch {
    const message = 'Could not reach the server. Please try again.';
    return previous.status === 'code'
      ? { status: 'code', message, at: Date.now() }
      : { status: 'error', reason: 'missing', message, at: Date.now() };
  }
  if (answer.status !== 'signed-in') return answer;
  window.location.assign(answer.location);
  // Stay busy until the dashboard replaces this page.
  return new Promise<never>(() => {});
}

/**
 * A form that posts to the sign-in route by itself without JavaScript, and through postSignIn with it.
 * Keyed by the answer's time, so each answer gives a fresh, empty field (as React's form actions do).
 */
function SignInFormElement({
  dispatch,
  pending,
  answeredAt,
  children,
}: {
  dispatch: (form: FormData) => void;
  pending: boolean;
  answeredAt: number;
  children: ReactNode;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    startTransition(() => dispatch(form));
  }
  return (
    <form
      key={answeredAt}
      action={SIGN_IN_ROUTE}
      method="post"
      onSubmit={onSubmit}
      className="mt-8 grid gap-4"
      noValidate
    >
      {children}
    </form>
  );
}

export function LoginForm() {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(postSignIn, { status: 'idle' });
  const answeredAt = state.status === 'idle' ? 0 : state.at;
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
    // The password was right: "Incorrect Password" or "Signed Out" no longer describe this step.
    if (state.status === 'code' && !state.message) dismissToast();
    if (state.status !== 'error') return;
    if (state.reason === 'incorrect') {
      toast({
        title: state.email ? 'Incorrect E-mail or Password' : 'Incorrect Password',
        description: state.email
          ? 'Please check the e-mail and password and try again.'
          : 'Please check the password and try again.',
        variant: 'destructive',
      });
    } else if (state.reason === 'throttled') {
      toast({ title: 'Too many attempts', description: state.message, variant: 'destructive' });
    }
  }, [state]);

  if (state.status === 'code') return <CodeForm state={state} formAction={formAction} pending={pending} next={next} />;
  const error = state.status === 'error' ? state.message : undefined;
  return (
    <SignInFormElement dispatch={formAction} pending={pending} answeredAt={answeredAt}>
      <input type="hidden" name="next" value={next} />
      <div className="grid gap-1.5">
        <label htmlFor="admin-email" className="text-sm font-medium">
          E-mail
        </label>
        <input
          id="admin-email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          defaultValue={state.status === 'error' ? state.email : undefined}
          className={inputClass}
        />
      </div>
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
    </SignInFormElement>
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
  // Kept across answers (each answer mounts a fresh form): a wrong recovery code keeps its field open.
  const [recovery, setRecovery] = useState(false);
  return (
    <SignInFormElement dispatch={formAction} pending={pending} answeredAt={state.at}>
      <input type="hidden" name="step" value="code" />
      <input type="hidden" name="next" value={next} />
      <SecondFactorCodeField
        id="admin"
        label="Authentication code"
        error={error}
        autoFocus
        recovery={recovery}
        onRecoveryChange={setRecovery}
      />
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? <Spinner label="Checking…" className="size-4" /> : null}
        Verify
      </button>
    </SignInFormElement>
  );
}
