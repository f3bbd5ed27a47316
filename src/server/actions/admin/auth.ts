'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionCookieName, sessionCookieOptions } from '@/server/auth/cookie';
import { closeSession, validateSessionToken } from '@/server/auth/session';
import { recordAudit } from '@/server/audit';
import { logEvent } from '@/server/log';
import { clientIp } from '@/server/security/client-ip';

/** Sign Out: the session row goes, so the cookie is worthless even if someone kept a copy. */
export async function signOutAction(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(sessionCookieName())?.value;
  const session = await validateSessionToken(token);
  await closeSession(token);
  if (session) {
    logEvent('auth.sign_out', { ip: await clientIp(), user: session.user.id });
    await recordAudit({ actor: session.user, action: 'sign out', outcome: 'ok' });
  }
  jar.set(sessionCookieName(), '', sessionCookieOptions(new Date(0)));
  redirect('/admin-login?signedOut=1');
}
