import { nextFromReferer } from '@/server/auth/next-path';
import { secondFactorCodeOf, signInWithForm, type SignInOutcome } from '@/server/auth/sign-in-form';
import { signInPage } from '@/server/auth/sign-in-page';
import { clientIp } from '@/server/security/client-ip';
import { originRefusal, originVerdict } from '@/server/security/origin';

/**
 * `POST /admin-login/session` (form fields `password`, `next`; `step=code` and `code` (or
 * `recoveryCode`) for the second factor, or `code` beside the password). The only way to sign in: the page's form posts here, with
 * JavaScript through fetch (JSON answer), without it as a plain form (303 on success, else the
 * sign-in page again with the message: HTML); other clients get 303, 401, 400, or 429 with
 * Retry-After once over LOGIN_RATE_LIMIT or LOGIN_GLOBAL_RATE_LIMIT, as text
 * (docs/decisions/065-sign-in-cost-and-throttle.md, 020-admin-sign-in.md). No server action takes
 * anonymous posts (docs/decisions/114-server-functions-gate-and-request-framing.md).
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
  const outcome = await signInWithForm(form, await clientIp(), request.headers.get('referer'));
  const status = statusOf(outcome);
  const headers: Record<string, string> = {
    ...noStore,
    ...(outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {}),
  };
  const accept = request.headers.get('accept') ?? '';
  if (/application\/json/.test(accept)) {
    const { retryAfterSeconds: _, ...answer } = outcome;
    return Response.json(answer, { status: status === 303 ? 200 : status, headers });
  }
  if (outcome.status === 'signed-in')
    return new Response(null, { status, headers: { ...headers, Location: outcome.location } });
  if (/text\/html/.test(accept)) {
    // The page's own form had `next` only from JavaScript; without it, from the Referer (decision 020).
    const requested = form.get('next');
    const next =
      typeof requested === 'string' && requested ? requested : nextFromReferer(request.headers.get('referer'));
    const recovery = outcome.status === 'code' && Boolean(secondFactorCodeOf(form).recovery);
    return new Response(signInPage(outcome, next ?? '', { recovery }), {
      status,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  const text =
    outcome.status === 'code'
      ? (outcome.message ?? 'A code from the authenticator app is required (field "code").')
      : outcome.message;
  return new Response(text, { status, headers });
}

function statusOf(outcome: SignInOutcome) {
  if (outcome.status === 'signed-in') return 303;
  if (outcome.retryAfterSeconds) return 429;
  if (outcome.status === 'error' && outcome.reason === 'missing') return 400;
  return 401;
}

const noStore = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' };
