import 'server-only';
import { db } from '../db/client';
import { parseOffices } from '@/lib/offices';
import { can, type Role } from '@/lib/roles';
import { nowIso } from './shared';

export async function findAdminUser() {
  return (await db()).selectFrom('admin_users').selectAll().orderBy('id').executeTakeFirst();
}

/** The account with this e-mail, compared without regard to case (as people type them). */
export async function findAdminUserByEmail(email: string) {
  return (await db())
    .selectFrom('admin_users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
}

export async function findAdminUserById(id: number) {
  return (await db()).selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new account; the first one (made from ADMIN_EMAIL/ADMIN_PASSWORD) is the Owner. */
export async function createAdminUser(
  email: string,
  passwordHash: string,
  role: Role = 'owner',
  offices: readonly string[] = [],
) {
  const now = nowIso();
  return (await db())
    .insertInto('admin_users')
    .values({
      email,
      password_hash: passwordHash,
      role,
      offices: JSON.stringify(offices),
      created_at: now,
      updated_at: now,
    })
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

/** Every account for the Owner's Accounts screen, oldest first, with when it was last active (its sessions). */
export async function listAdminAccounts() {
  return (await db())
    .selectFrom('admin_users')
    .select((eb) => [
      'admin_users.id',
      'admin_users.email',
      'admin_users.role',
      'admin_users.offices',
      'admin_users.display_name',
      'admin_users.photo_url',
      'admin_users.bio',
      'admin_users.deactivated_at',
      'admin_users.created_at',
      eb
        .selectFrom('sessions')
        .whereRef('sessions.user_id', '=', 'admin_users.id')
        .select((s) => s.fn.max('sessions.last_seen_at').as('last'))
        .as('last_seen_at'),
    ])
    .orderBy('admin_users.id')
    .execute();
}

/** Why a change to an account was refused (the Accounts screen shows the message). */
export class AccountChangeRefused extends Error {}

export const LAST_OWNER_MESSAGE = 'At least one active Owner must remain: make another account Owner first.';

/**
 * Changes an account's role and/or whether it is active, in one transaction that refuses to leave
 * no active Owner (demoting or deactivating the last one). Deactivating ends the account's sessions.
 * Returns the account as it now is.
 */
export async function changeAdminAccount(id: number, change: { role?: Role; active?: boolean }) {
  return (await db()).transaction().execute(async (trx) => {
    const account = await trx.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!account) throw new AccountChangeRefused('That account no longer exists.');
    const role = change.role ?? account.role;
    const active = change.active ?? account.deactivated_at === null;
    const wasActiveOwner = account.role === 'owner' && account.deactivated_at === null;
    if (wasActiveOwner && (role !== 'owner' || !active)) {
      const others = await trx
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'owner')
        .where('deactivated_at', 'is', null)
        .where('id', '!=', id)
        .executeTakeFirstOrThrow();
      if (Number(others.count) === 0) throw new AccountChangeRefused(LAST_OWNER_MESSAGE);
    }
    const now = nowIso();
    const deactivated_at = active ? null : (account.deactivated_at ?? now);
    await trx.updateTable('admin_users').set({ role, deactivated_at, updated_at: now }).where('id', '=', id).execute();
    if (!active) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    return { ...account, role, deactivated_at };
  });
}

/** Sets an account's offices (which leads an agent sees, docs/decisions/143-lead-offices-and-assignment.md). */
export async function setAccountOffices(id: number, offices: readonly string[]) {
  const row = await (
    await db()
  )
    .updateTable('admin_users')
    .set({ offices: JSON.stringify([...new Set(offices)]), updated_at: nowIso() })
    .where('id', '=', id)
    .returning(['id', 'email'])
    .executeTakeFirst();
  return row;
}

/** What a post shows of its author (migration 024): the name, an optional photo and a short bio. */
export type AccountProfile = { display_name: string; photo_url: string; bio: string };

/** Sets an account's profile (by the account itself or the Owner); undefined for an unknown account. */
export async function setAccountProfile(id: number, profile: AccountProfile) {
  return (await db())
    .updateTable('admin_users')
    .set({ ...profile, updated_at: nowIso() })
    .where('id', '=', id)
    .returning(['id', 'email'])
    .executeTakeFirst();
}

/**
 * A post's author as the public site shows it, by id: only the profile (never the e-mail or role),
 * and nothing for an account without a name (the post then names the site).
 */
export async function findAuthorProfile(id: number): Promise<AccountProfile | undefined> {
  const row = await (
    await db()
  )
    .selectFrom('admin_users')
    .select(['display_name', 'photo_url', 'bio'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && row.display_name.trim() ? row : undefined;
}

/** The active agents of an office (their e-mail hears of its new leads). */
export async function agentsOfOffice(office: string) {
  if (!office) return [];
  const rows = await (
    await db()
  )
    .selectFrom('admin_users')
    .select(['id', 'email', 'offices'])
    .where('role', '=', 'agent')
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.filter((row) => parseOffices(row.offices).includes(office));
}

/**
 * The accounts a lead of `office` may be assigned to: active, their role works leads, and (an agent)
 * the office is theirs. The Owner and any role that sees every office may take any lead.
 */
export async function assignableAccounts(office: string) {
  const rows = await (
    await db()
  )
    .selectFrom('admin_users')
    .select(['id', 'email', 'role', 'offices'])
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.filter(
    (row) => can(row.role, 'leads') && (row.role !== 'agent' || parseOffices(row.offices).includes(office)),
  );
}

/**
 * Hands the Owner role to another active account and makes the giver an Editor, in one
 * transaction: there is an active Owner before and after. Returns the new Owner.
 */
export async function transferOwnership(fromId: number, toId: number) {
  return (await db()).transaction().execute(async (trx) => {
    if (fromId === toId) throw new AccountChangeRefused('You are already the Owner.');
    const [from, to] = await Promise.all([
      trx.selectFrom('admin_users').selectAll().where('id', '=', fromId).executeTakeFirst(),
      trx.selectFrom('admin_users').selectAll().where('id', '=', toId).executeTakeFirst(),
    ]);
    if (!from || from.role !== 'owner' || from.deactivated_at !== null)
      throw new AccountChangeRefused('Only an active Owner can hand over ownership.');
    if (!to) throw new AccountChangeRefused('That account no longer exists.');
    if (to.deactivated_at !== null) throw new AccountChangeRefused('Only an active account can become Owner.');
    const now = nowIso();
    await trx.updateTable('admin_users').set({ role: 'owner', updated_at: now }).where('id', '=', toId).execute();
    await trx.updateTable('admin_users').set({ role: 'editor', updated_at: now }).where('id', '=', fromId).execute();
    return { ...to, role: 'owner' as const };
  });
}
