import 'server-only';
import { cookies } from 'next/headers';
import type { SignInAnswer } from '@/lib/sign-in-state';
import { pendingSignInCookieName, sessionCookieName, sessionCookieOptions } from './cookie';
import { nextFromReferer, safeAdminPath } from './next-path';
import { attemptSecondFactor, attemptSignIn, type SecondFactorResult, type SignInResult } from './sign-in';

export type SignInOutcome = SignInAnswer & { retryAfterSeconds?: number };

/**
 * The second factor as a form sends it: the app's code in `code`, or a recovery code in
 * `recoveryCode` (its own field, so the app's code can have the number pad); a typed recovery code
 * wins. Trimmed; empty when neither was typed.
 */
export function secondFactorCodeOf(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const recovery = text('recoveryCode');
  return { code: recovery || text('code'), recovery };
}

/**
 * The sign-in form's procedure, both steps (the password; then, with the second factor on, the code
 * against the pending-sign-in cookie, or in the same post for plain HTTP clients), for
 * POST /admin-login/session, which answers it as JSON, HTML or plain text. Sets the cookies.
 */
export async function signInWithForm(form: FormData, ip: string, referer: string | null): Promise<SignInOutcome> {
  const at = Date.now();
  const jar = await cookies();
  const previousToken = jar.get(sessionCookieName())?.value;
  const codeStep = form.get('step') === 'code';
  const { code } = secondFactorCodeOf(form);
  let result: SignInResult | SecondFactorResult;
  if (codeStep) {
    if (!code) return { status: 'code', message: 'Please enter the code.', at };
    result = await attemptSecondFactor(jar.get(pendingSignInCookieName())?.value ?? '', code, ip, previousToken);
  } else {
    const password = form.get('password');
    if (typeof password !== 'string' || password.length === 0) {
      return { status: 'error', reason: 'missing', message: 'Please enter the password.', at };
    }
    const email = form.get('email');
    result = await attemptSignIn(typeof email === 'string' ? email : '', password, ip, previousToken);
    // A plain HTTP client sends the code with the password (decision 066).
    if (!result.ok && result.reason === 'second-factor' && code) {
      result = await attemptSecondFactor(result.challenge, code, ip, previousToken);
    }
  }
  if (!result.ok) {
    switch (result.reason) {
      case 'second-factor':
        jar.set(pendingSignInCookieName(), result.challenge, sessionCookieOptions(result.expiresAt));
        return { status: 'code', at };
      case 'incorrect-code':
        return { status: 'code', message: 'That code is not right. Please try again.', at };
      case 'expired':
        jar.delete(pendingSignInCookieName());
        return { status: 'error', reason: 'expired', message: 'Sign-in expired. Please enter the password again.', at };
      case 'throttled':
        return codeStep
          ? {
              status: 'code',
              message: result.message,
              throttled: true,
              at,
              retryAfterSeconds: result.retryAfterSeconds,
            }
          : {
              status: 'error',
              reason: 'throttled',
              message: result.message,
              at,
              retryAfterSeconds: result.retryAfterSeconds,
            };
      default: {
        // The same words for an unknown, deactivated or wrong account (decision 138).
        const email = form.get('email');
        const typed = typeof email === 'string' && email.trim() !== '';
        return {
          status: 'error',
          reason: 'incorrect',
          message: typed ? 'Incorrect e-mail or password' : 'Incorrect password',
          at,
          ...(typed ? { email: email.trim().slice(0, 320) } : {}),
        };
      }
    }
  }
  jar.delete(pendingSignInCookieName());
  jar.set(sessionCookieName(), result.token, sessionCookieOptions(result.expiresAt));
  const requested = form.get('next');
  return {
    status: 'signed-in',
    location: safeAdminPath(typeof requested === 'string' && requested ? requested : nextFromReferer(referer)),
  };
}
