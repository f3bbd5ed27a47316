import 'server-only';
import { db } from '../db/client';
import { nowIso } from './shared';

export async function findAdminUser() {
  return (await db()).selectFrom('admin_users').selectAll().orderBy('id').executeTakeFirst();
}

export async function findAdminUserById(id: number) {
  return (await db()).selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createAdminUser(email: string, passwordHash: string) {
  const now = nowIso();
  return (await db())
    .insertInto('admin_users')
    .values({ email, password_hash: passwordHash, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAdminUser(id: number, changes: { email?: string; password_hash?: string }) {
  await (await db())
    .updateTable('admin_users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
