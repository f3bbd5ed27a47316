import { cookies } from 'next/headers';
import { sessionCookieName, sessionCookieOptions } from '@/server/auth/cookie';
import { safeAdminPath } from '@/server/auth/next-path';
import { attemptSecondFactor, attemptSignIn, type SecondFactorResult, type SignInResult } from '@/server/auth/sign-in';
import { clientIp } from '@/server/security/client-ip';
import { originRefusal, originVerdict } from '@/server/security/origin';

/**
 * Plain HTTP sign-in (`POST /admin-login/session`, form-encoded `password` and optional `next`).
 * The page's form uses a server action, whose HTTP status Next.js fixes at 200; this endpoint
 * shares the same procedure and throttle but speaks HTTP properly: 303 on success, 401 on a wrong
 * password, 429 with Retry-After once over LOGIN_RATE_LIMIT or LOGIN_GLOBAL_RATE_LIMIT, or when every
 * password slot is busy (docs/decisions/065-sign-in-cost-and-throttle.md). See docs/decisions/020-admin-sign-in.md.
 */
export async function POST(request: Request) {
  // No Origin or Referer is refused too: a sign-in must come from our page (S8).
  const verdict = originVerdict(request.headers);
  if (verdict !== 'same-origin') {
    const { status } = originRefusal(verdict);
    return new Response(status === 403 ? 'Cross-site sign-in refused.' : 'Bad Request', { status, headers: noStore });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('Expected a form with a password.', { status: 400, headers: noStore });
  }
  const password = form.get('password');
  if (typeof password !== 'string' || !password) {
    return new Response('Please enter the password.', { status: 400, headers: noStore });
  }
  const jar = await cookies();
  const ip = await clientIp();
  const previousToken = jar.get(sessionCookieName())?.value;
  let result: SignInResult | SecondFactorResult = await attemptSignIn(password, ip, previousToken);
  // With the second factor on, the same request carries the code (field `code`).
  if (!result.ok && result.reason === 'second-factor') {
    const code = form.get('code');
    if (typeof code !== 'string' || !code.trim()) {
      return new Response('A code from the authenticator app is required (field "code").', {
        status: 401,
        headers: noStore,
      });
    }
    const second = await attemptSecondFactor(result.challenge, code, ip, previousToken);
    if (!second.ok && second.reason !== 'throttled')
      return new Response('Incorrect code', { status: 401, headers: noStore });
    result = second;
  }
  if (!result.ok && result.reason === 'throttled') {
    return new Response(result.message, {
      status: 429,
      headers: { ...noStore, 'Retry-After': String(result.retryAfterSeconds) },
    });
  }
  if (!result.ok) return new Response('Incorrect password', { status: 401, headers: noStore });
  jar.set(sessionCookieName(), result.token, sessionCookieOptions(result.expiresAt));
  return new Response(null, {
    status: 303,
    headers: { ...noStore, Location: safeAdminPath(form.get('next')) },
  });
}

const noStore = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' };
