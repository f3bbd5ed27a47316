import 'server-only';
import { env } from '../env';
import { site } from '@/content/site';
import { createAdminUser, findAdminUser, updateAdminUser } from '../repositories/admin-users';
import { generatePassword, hashPassword, verifyPassword } from './password';

export type AdminBootstrap =
  | { action: 'created'; email: string; generatedPassword?: string }
  | { action: 'updated' | 'unchanged'; email: string };

/**
 * Makes sure the single admin account exists. ADMIN_PASSWORD, when set, is the password
 * (changing it and restarting changes the stored hash). Unset and no account yet: a random
 * password is generated and returned so start-up can print it once.
 */
export async function ensureAdminUser(): Promise<AdminBootstrap> {
  const { ADMIN_PASSWORD, ADMIN_EMAIL } = env();
  const email = ADMIN_EMAIL ?? `admin@${new URL(`mailto:${site.email}`).pathname.split('@')[1] ?? 'localhost'}`;
  const existing = await findAdminUser();
  if (!existing) {
    const password = ADMIN_PASSWORD ?? generatePassword();
    await createAdminUser(email, await hashPassword(password));
    return { action: 'created', email, generatedPassword: ADMIN_PASSWORD ? undefined : password };
  }
  const changes: { email?: string; password_hash?: string } = {};
  if (ADMIN_EMAIL && ADMIN_EMAIL !== existing.email) changes.email = ADMIN_EMAIL;
  if (ADMIN_PASSWORD && !(await verifyPassword(ADMIN_PASSWORD, existing.password_hash))) {
    changes.password_hash = await hashPassword(ADMIN_PASSWORD);
  }
  if (Object.keys(changes).length === 0) return { action: 'unchanged', email: existing.email };
  await updateAdminUser(existing.id, changes);
  return { action: 'updated', email: changes.email ?? existing.email };
}
