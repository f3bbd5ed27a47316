import 'server-only';
import { db } from '../db/client';
import type { Role } from '@/lib/roles';
import { nowIso } from './shared';

export async function findAdminUser() {
  return (await db()).selectFrom('admin_users').selectAll().orderBy('id').executeTakeFirst();
}

export async function findAdminUserById(id: number) {
  return (await db()).selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new account; the first one (made from ADMIN_EMAIL/ADMIN_PASSWORD) is the Owner. */
export async function createAdminUser(email: string, passwordHash: string, role: Role = 'owner') {
  const now = nowIso();
  return (await db())
    .insertInto('admin_users')
    .values({ email, password_hash: passwordHash, role, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAdminUser(id: number, changes: { email?: string; password_hash?: string }) {
  await (
    await db()
  )
    .updateTable('admin_users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** A second-factor secret being set up: stored, but not on until confirmed with a code. */
export async function setPendingTotpSecret(id: number, secret: string) {
  await (
    await db()
  )
    .updateTable('admin_users')
    .set({ totp_secret: secret, totp_enabled_at: null, totp_last_step: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('totp_enabled_at', 'is', null)
    .execute();
}

/** Turns the second factor on and stores the recovery codes' hashes, in one transaction. */
export async function enableTotp(id: number, lastStep: number, recoveryCodeHashes: string[]) {
  const now = nowIso();
  await (await db()).transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({ totp_enabled_at: now, totp_last_step: lastStep, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('admin_recovery_codes').where('user_id', '=', id).execute();
    await trx
      .insertInto('admin_recovery_codes')
      .values(recoveryCodeHashes.map((code_hash) => ({ user_id: id, code_hash, created_at: now })))
      .execute();
  });
}

export async function disableTotp(id: number) {
  await (await db()).transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('admin_recovery_codes').where('user_id', '=', id).execute();
  });
}

/**
 * Records `step` as the last TOTP step used, only if it is later than the last one: true when this
 * call won (a code, even a right one, is accepted once; two parallel uses cannot both pass).
 */
export async function claimTotpStep(id: number, step: number) {
  const result = await (
    await db()
  )
    .updateTable('admin_users')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an unused recovery code used; true when it existed and this call used it. */
export async function spendRecoveryCode(userId: number, codeHash: string) {
  const result = await (
    await db()
  )
    .updateTable('admin_recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(userId: number) {
  const row = await (
    await db()
  )
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
