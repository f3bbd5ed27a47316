import 'server-only';
import { redirect } from 'next/navigation';

/**
 * CONTRACT (implemented by the admin issue; until then every check denies):
 *  - getAdminSession(): the signed-in admin for this request's cookie, or null.
 *  - requireAdmin(from?): in pages/layouts: the admin, or a redirect to /admin-login?next=<from>.
 *  - assertAdmin(): in server actions and route handlers: the admin, or throws AdminAuthError
 *    (callers answer 401 / { ok: false }).
 */
export type AdminSession = { user: { id: number; email: string }; sessionId: string };

export class AdminAuthError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'AdminAuthError';
  }
}

export async function getAdminSession(): Promise<AdminSession | null> {
  return null;
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
