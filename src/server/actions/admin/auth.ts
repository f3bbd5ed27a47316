'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { pendingSignInCookieName, sessionCookieName, sessionCookieOptions } from '@/server/auth/cookie';
import { nextFromReferer, safeAdminPath } from '@/server/auth/next-path';
import { closeSession, validateSessionToken } from '@/server/auth/session';
import { attemptSecondFactor, attemptSignIn, type SecondFactorResult, type SignInResult } from '@/server/auth/sign-in';
import { logEvent } from '@/server/log';
import { clientIp } from '@/server/security/client-ip';

export type SignInState =
  | { status: 'idle' }
  | { status: 'error'; reason: 'incorrect' | 'throttled' | 'missing' | 'expired'; message: string; at: number }
  /** The password was right and a code is due: the form asks for it (message: the last code's error). */
  | { status: 'code'; message?: string; throttled?: boolean; at: number };

/**
 * Sign-in form (useActionState), both steps: the password, then (with the second factor on) the code.
 * Works without JavaScript: the form posts here and the page re-renders with the returned state.
 */
export async function signInAction(_previous: SignInState, formData: FormData): Promise<SignInState> {
  // Anyone can call a server action with JSON arguments: only a form is a form (else a TypeError, a 500).
  if (!(formData instanceof FormData)) {
    return { status: 'error', reason: 'missing', message: 'Please enter the password.', at: Date.now() };
  }
  const requestHeaders = await headers();
  const jar = await cookies();
  const ip = await clientIp();
  const previousToken = jar.get(sessionCookieName())?.value;
  let result: SignInResult | SecondFactorResult;
  if (formData.get('step') === 'code') {
    const code = formData.get('code');
    if (typeof code !== 'string' || !code.trim())
      return { status: 'code', message: 'Please enter the code.', at: Date.now() };
    result = await attemptSecondFactor(jar.get(pendingSignInCookieName())?.value ?? '', code, ip, previousToken);
  } else {
    const password = formData.get('password');
    if (typeof password !== 'string' || password.length === 0) {
      return { status: 'error', reason: 'missing', message: 'Please enter the password.', at: Date.now() };
    }
    result = await attemptSignIn(password, ip, previousToken);
  }
  if (!result.ok) {
    switch (result.reason) {
      case 'second-factor':
        jar.set(pendingSignInCookieName(), result.challenge, sessionCookieOptions(result.expiresAt));
        return { status: 'code', at: Date.now() };
      case 'incorrect-code':
        return { status: 'code', message: 'That code is not right. Please try again.', at: Date.now() };
      case 'expired':
        jar.delete(pendingSignInCookieName());
        return {
          status: 'error',
          reason: 'expired',
          message: 'Sign-in expired. Please enter the password again.',
          at: Date.now(),
        };
      case 'throttled':
        return formData.get('step') === 'code'
          ? { status: 'code', message: result.message, throttled: true, at: Date.now() }
          : { status: 'error', reason: 'throttled', message: result.message, at: Date.now() };
      default:
        return { status: 'error', reason: 'incorrect', message: 'Incorrect password', at: Date.now() };
    }
  }
  jar.delete(pendingSignInCookieName());
  jar.set(sessionCookieName(), result.token, sessionCookieOptions(result.expiresAt));
  const requested = formData.get('next');
  redirect(
    safeAdminPath(
      typeof requested === 'string' && requested ? requested : nextFromReferer(requestHeaders.get('referer')),
    ),
  );
}

/** Sign Out: the session row goes, so the cookie is worthless even if someone kept a copy. */
export async function signOutAction(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(sessionCookieName())?.value;
  const session = await validateSessionToken(token);
  await closeSession(token);
  if (session) logEvent('auth.sign_out', { ip: await clientIp(), user: session.user.id });
  jar.set(sessionCookieName(), '', sessionCookieOptions(new Date(0)));
  redirect('/admin-login?signedOut=1');
}
