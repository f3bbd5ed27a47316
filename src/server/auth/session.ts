import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionClocks,
  findSessionWithUser,
  insertSession,
  touchSession,
} from '../repositories/sessions';
import { parseOffices } from '@/lib/offices';
import { isRole, type Role } from '@/lib/roles';

/**
 * Database sessions (docs/decisions/003-sessions-in-the-database.md).
 * The cookie holds 32 random bytes; the table holds only their SHA-256, so a leaked table or
 * backup does not hand out live cookies. Sessions end after IDLE_MS without use (sliding) and
 * after ABSOLUTE_MS whatever happens; sign-out deletes the row, so the cookie is dead at once.
 */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: a page view should not always be a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export type ValidSession = {
  sessionId: string;
  user: { id: number; email: string; name: string; role: Role; offices: string[] };
};

export function newSessionToken() {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** A token has the shape we issue; anything else is not even looked up. */
export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Opens a session for `userId`; returns the cookie value (the only time it exists in clear). */
export async function openSession(userId: number, now = new Date()) {
  const token = newSessionToken();
  await insertSession({
    id: hashSessionToken(token),
    userId,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return { token, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS) };
}

/** Past its absolute expiry, or idle for longer than SESSION_IDLE_MS. */
function hasEnded(row: { lastSeenAt: string; expiresAt: string }, nowMs: number) {
  return new Date(row.expiresAt).getTime() <= nowMs || new Date(row.lastSeenAt).getTime() + SESSION_IDLE_MS <= nowMs;
}

/**
 * Whether a cookie value names a live session, read-only: for src/proxy.ts, which runs before every
 * admin page view. One primary-key read and no write; sliding the idle expiry and deleting dead
 * rows stay with validateSessionToken(), which the guard still calls in the page.
 */
export async function isLiveSessionToken(token: string | undefined, now = new Date()) {
  if (!isWellFormedToken(token)) return false;
  const row = await findSessionClocks(hashSessionToken(token));
  return row !== undefined && !hasEnded(row, now.getTime());
}

/** The session for a cookie value, or null when unknown, idle too long or past its absolute expiry. */
export async function validateSessionToken(token: string | undefined, now = new Date()): Promise<ValidSession | null> {
  if (!isWellFormedToken(token)) return null;
  const id = hashSessionToken(token);
  const row = await findSessionWithUser(id);
  if (!row) return null;
  const nowMs = now.getTime();
  const lastSeen = new Date(row.lastSeenAt).getTime();
  // A deactivated account's sessions end on its next request (and are removed).
  if (hasEnded(row, nowMs) || row.deactivatedAt || !isRole(row.role)) {
    await deleteSession(id);
    return null;
  }
  if (nowMs - lastSeen >= SESSION_TOUCH_INTERVAL_MS) await touchSession(id, now.toISOString());
  return {
    sessionId: id,
    user: userOf(row),
  };
}

/**
 * The account of a live session, read-only: for src/proxy.ts, which decides a page's status before it
 * renders (a lead of another office is a 404). No write, no sliding; null for no live session. The
 * page's guard still decides what it shows.
 */
export async function peekSession(token: string | undefined, now = new Date()): Promise<ValidSession | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await findSessionWithUser(hashSessionToken(token));
  if (!row || hasEnded(row, now.getTime()) || row.deactivatedAt || !isRole(row.role)) return null;
  return { sessionId: row.id, user: userOf(row) };
}

function userOf(row: NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>> & { role: Role }) {
  return {
    id: Number(row.userId),
    email: row.email,
    name: row.name,
    role: row.role,
    offices: parseOffices(row.offices),
  };
}

export async function closeSession(token: string | undefined) {
  if (!isWellFormedToken(token)) return;
  await deleteSession(hashSessionToken(token));
}

export async function pruneSessions(now = new Date()) {
  return deleteExpiredSessions(now.toISOString(), new Date(now.getTime() - SESSION_IDLE_MS).toISOString());
}
