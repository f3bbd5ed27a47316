import { acceptInvitationSchema } from '@/lib/schemas/accounts';
import { recordAudit } from '@/server/audit';
import { sessionCookieName, sessionCookieOptions } from '@/server/auth/cookie';
import { hashInvitationToken, invitationPath, looksLikeInvitationToken } from '@/server/auth/invitations';
import { hashPassword } from '@/server/auth/password';
import { openSession } from '@/server/auth/session';
import { env } from '@/server/env';
import { logEvent } from '@/server/log';
import { acceptInvitation, findInvitationByTokenHash, invitationState } from '@/server/repositories/invitations';
import { addressBucket } from '@/server/security/address-bucket.mjs';
import { clientIp } from '@/server/security/client-ip';
import { originRefusal, originVerdict } from '@/server/security/origin';
import { consumeRateLimit } from '@/server/security/rate-limit';
import { cookies } from 'next/headers';

/**
 * `POST /admin-login/invite/accept` (fields `token`, `newPassword`, `confirmPassword`): the
 * invitee's password on the invitation page, a plain form (no server action takes anonymous posts,
 * decision 114). Accepted: the account is made with the invitation's role and signed in (303 to
 * /admin). Otherwise 303 back to the invitation page, which says why; nothing is created.
 */
export async function POST(request: Request) {
  const verdict = originVerdict(request.headers);
  if (verdict !== 'same-origin') {
    const { status } = originRefusal(verdict);
    return new Response(status === 403 ? 'Cross-site request refused.' : 'Bad Request', { status, headers: noStore });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('Expected a form.', { status: 400, headers: noStore });
  }
  const token = String(form.get('token') ?? '');
  if (!looksLikeInvitationToken(token)) return back('/admin-login/invite/invalid');
  const page = invitationPath(token);
  const ip = await clientIp();
  // Counted per address, like sign-in: a link is 256 bits, but the page is no place to spin.
  const allowed = await consumeRateLimit(`invite-accept:${addressBucket(ip)}`, env().LOGIN_RATE_LIMIT);
  if (!allowed.allowed) return back(`${page}?error=throttled`);
  const tokenHash = hashInvitationToken(token);
  const invitation = await findInvitationByTokenHash(tokenHash);
  if (!invitation || invitationState(invitation) !== 'open') return back(page);
  const parsed = acceptInvitationSchema.safeParse({
    newPassword: form.get('newPassword') ?? '',
    confirmPassword: form.get('confirmPassword') ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = issue?.path[0] === 'confirmPassword' ? 'differ' : issue?.code === 'too_big' ? 'long' : 'short';
    return back(`${page}?error=${code}`);
  }
  const outcome = await acceptInvitation(tokenHash, await hashPassword(parsed.data.newPassword));
  if (!outcome.ok) {
    logEvent('auth.invitation.refused', { ip, reason: outcome.reason });
    return back(outcome.reason === 'taken' ? `${page}?error=taken` : page);
  }
  const { token: session, expiresAt } = await openSession(outcome.user.id);
  (await cookies()).set(sessionCookieName(), session, sessionCookieOptions(expiresAt));
  logEvent('auth.invitation.accepted', { ip, user: outcome.user.id, role: outcome.user.role });
  await recordAudit({ actor: outcome.user, action: 'accept invitation', outcome: 'ok', subject: outcome.user.role });
  return back('/admin');
}

const back = (location: string) => new Response(null, { status: 303, headers: { ...noStore, Location: location } });

const noStore = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' };
