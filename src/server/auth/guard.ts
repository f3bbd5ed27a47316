import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { sessionCookieName } from './cookie';
import { validateSessionToken } from './session';

/**
 * The session checks every admin page, action and route handler goes through:
 *  - getAdminSession(): the signed-in admin for this request's cookie, or null.
 *  - requireAdmin(from?): in pages/layouts: the admin, or a redirect to /admin-login?next=<from>.
 *  - assertAdmin(): in server actions and route handlers: the admin, or throws AdminAuthError
 *    (callers answer 401 / { ok: false }).
 * Reading cookies makes the caller dynamic: in pages, call these inside <Suspense>.
 */
export type AdminSession = { user: { id: number; email: string }; sessionId: string };

export class AdminAuthError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'AdminAuthError';
  }
}

/** One database look-up per request, however many components ask. */
const sessionForRequest = cache(async (): Promise<AdminSession | null> => {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return validateSessionToken(token);
});

export async function getAdminSession(): Promise<AdminSession | null> {
  return sessionForRequest();
}

export async function requireAdmin(from = '/admin'): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(`/admin-login?next=${encodeURIComponent(from)}`);
  return session;
}

export async function assertAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) throw new AdminAuthError();
  return session;
}
