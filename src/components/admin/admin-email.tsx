import 'server-only';
import { getAdminSession } from '@/server/auth/guard';
import { AdminNav } from './sidebar';

/**
 * The signed-in admin's e-mail for the sidebar; nothing at all without a valid session. The
 * layout also renders for requests the guard then turns away (e.g. a forged cookie on a form
 * post), so it must not fall back to ADMIN_EMAIL: that would hand the address to anybody.
 */
export async function AdminEmail() {
  const session = await getAdminSession();
  return <>{session?.user.email ?? ''}</>;
}

/** The sidebar's links for the signed-in account's role (none without a valid session). */
export async function AdminNavForSession({ menuId }: { menuId: string }) {
  const session = await getAdminSession();
  return <AdminNav menuId={menuId} role={session?.user.role ?? null} />;
}
