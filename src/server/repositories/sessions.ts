import 'server-only';
import { db } from '../db/client';

/** Session rows. `id` is the SHA-256 of the cookie value, never the value itself. */
export async function insertSession(row: { id: string; userId: number; now: string; expiresAt: string }) {
  await (
    await db()
  )
    .insertInto('sessions')
    .values({ id: row.id, user_id: row.userId, created_at: row.now, last_seen_at: row.now, expires_at: row.expiresAt })
    .execute();
}

/** The session with its user, or undefined. Expiry is judged by the caller (it needs both clocks). */
export async function findSessionWithUser(id: string) {
  return (await db())
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.user_id')
    .select([
      'sessions.id as id',
      'sessions.user_id as userId',
      'sessions.created_at as createdAt',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'admin_users.email as email',
      'admin_users.role as role',
      'admin_users.offices as offices',
      'admin_users.display_name as name',
      'admin_users.deactivated_at as deactivatedAt',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

/** Only a session's clocks, by primary key: the proxy's cheap check before every admin page. */
export async function findSessionClocks(id: string) {
  return (await db())
    .selectFrom('sessions')
    .select(['last_seen_at as lastSeenAt', 'expires_at as expiresAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function touchSession(id: string, lastSeenAt: string) {
  await (await db()).updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();
}

export async function deleteSession(id: string) {
  await (await db()).deleteFrom('sessions').where('id', '=', id).execute();
}

/** Housekeeping: rows past their absolute expiry or idle for longer than `idleBefore`. */
export async function deleteExpiredSessions(now: string, idleBefore: string) {
  const result = await (
    await db()
  )
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** Ends every session of a user, except `keepId` when given (the one changing the password). */
export async function deleteSessionsOfUser(userId: number, keepId?: string) {
  let query = (await db()).deleteFrom('sessions').where('user_id', '=', userId);
  if (keepId) query = query.where('id', '!=', keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** Every session of every user: what a new ADMIN_PASSWORD means. */
export async function deleteAllSessions() {
  const result = await (await db()).deleteFrom('sessions').executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

export async function insertSignInChallenge(row: { id: string; userId: number; expiresAt: string }) {
  await (
    await db()
  )
    .insertInto('sign_in_challenges')
    .values({ id: row.id, user_id: row.userId, expires_at: row.expiresAt })
    .execute();
}

export async function findSignInChallenge(id: string) {
  return (await db()).selectFrom('sign_in_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts a wrong code against a challenge; returns the failures so far. */
export async function failSignInChallenge(id: string) {
  const row = await (
    await db()
  )
    .updateTable('sign_in_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .returning('failures')
    .executeTakeFirst();
  return Number(row?.failures ?? Infinity);
}

/** Removes a challenge; true when this call removed it (so it is used once, even in parallel). */
export async function deleteSignInChallenge(id: string) {
  const result = await (await db()).deleteFrom('sign_in_challenges').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0) === 1;
}

export async function deleteExpiredSignInChallenges(now: string) {
  await (await db()).deleteFrom('sign_in_challenges').where('expires_at', '<=', now).execute();
}
