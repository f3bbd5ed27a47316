'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionCookieName, sessionCookieOptions } from '@/server/auth/cookie';
import { nextFromReferer, safeAdminPath } from '@/server/auth/next-path';
import { closeSession } from '@/server/auth/session';
import { attemptSignIn } from '@/server/auth/sign-in';
import { clientIp } from '@/server/security/client-ip';

export type SignInState =
  | { status: 'idle' }
  | { status: 'error'; reason: 'incorrect' | 'throttled' | 'missing'; message: string; at: number };

/** Sign-in form (useActionState). Works without JavaScript: the form posts here and the page re-renders. */
export async function signInAction(_previous: SignInState, formData: FormData): Promise<SignInState> {
  // Anyone can call a server action with JSON arguments: only a form is a form (else a TypeError, a 500).
  const password = formData instanceof FormData ? formData.get('password') : null;
  if (typeof password !== 'string' || password.length === 0) {
    return { status: 'error', reason: 'missing', message: 'Please enter the password.', at: Date.now() };
  }
  const requestHeaders = await headers();
  const jar = await cookies();
  const result = await attemptSignIn(password, await clientIp(), jar.get(sessionCookieName())?.value);
  if (!result.ok) {
    return result.reason === 'throttled'
      ? { status: 'error', reason: 'throttled', message: result.message, at: Date.now() }
      : { status: 'error', reason: 'incorrect', message: 'Incorrect password', at: Date.now() };
  }
  jar.set(sessionCookieName(), result.token, sessionCookieOptions(result.expiresAt));
  const requested = formData.get('next');
  redirect(safeAdminPath(typeof requested === 'string' && requested ? requested : nextFromReferer(requestHeaders.get('referer'))));
}

/** Sign Out: the session row goes, so the cookie is worthless even if someone kept a copy. */
export async function signOutAction(): Promise<void> {
  const jar = await cookies();
  await closeSession(jar.get(sessionCookieName())?.value);
  jar.set(sessionCookieName(), '', sessionCookieOptions(new Date(0)));
  redirect('/admin-login?signedOut=1');
}
