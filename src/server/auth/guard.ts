import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { sessionCookieName } from './cookie';
import { validateSessionToken } from './session';
import { can, type Permission, type Role } from '@/lib/roles';

/**
 * The session and role checks every admin page, action and route handler goes through:
 *  - getAdminSession(): the signed-in account for this request's cookie, or null.
 *  - requireAdmin(from, permission): in pages: the account, a redirect to /admin-login?next=<from>,
 *    or the 403 page when its role lacks the permission (src/lib/roles.ts).
 *  - assertAdmin(permission): in server actions and route handlers: the account, or throws
 *    AdminAuthError (signed out: 401 / { ok: false }) or AdminForbiddenError (403).
 */
export type AdminSession = {
  user: { id: number; email: string; name: string; role: Role; offices: string[] };
  sessionId: string;
};

/** How a timeline or revision names the account that acted: its name, else its e-mail. */
export const actorLabel = (user: AdminSession['user']) => user.name.trim() || user.email;

export class AdminAuthError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'AdminAuthError';
  }
}

export class AdminForbiddenError extends Error {
  constructor(
    readonly session: AdminSession,
    readonly permission: Permission,
  ) {
    super(`The ${session.user.role} role may not: ${permission}`);
    this.name = 'AdminForbiddenError';
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

export async function requireAdmin(from: string, permission: Permission): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(`/admin-login?next=${encodeURIComponent(from)}`);
  if (!can(session.user.role, permission)) forbidden();
  return session;
}

export async function assertAdmin(permission: Permission): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) throw new AdminAuthError();
  if (!can(session.user.role, permission)) throw new AdminForbiddenError(session, permission);
  return session;
}
