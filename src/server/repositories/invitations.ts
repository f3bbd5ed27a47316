import 'server-only';
import type { Role } from '@/lib/roles';
import { db } from '../db/client';
import { nowIso } from './shared';

/**
 * Invitations to the admin (docs/decisions/138-accounts-and-invitations.md). Only the SHA-256 of a
 * link's token is stored; a link is good once, until `expires_at`, unless revoked.
 */

export type InvitationState = 'open' | 'accepted' | 'revoked' | 'expired';

const time = (value: unknown) => new Date(value instanceof Date ? value : String(value)).getTime();

export function invitationState(
  row: { accepted_at: unknown; revoked_at: unknown; expires_at: unknown },
  now = new Date(),
): InvitationState {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return time(row.expires_at) <= now.getTime() ? 'expired' : 'open';
}

/**
 * A new invitation for `email`; an open one for the same address is revoked first (one live link
 * per address). Returns the new row.
 */
export async function createInvitation(input: {
  email: string;
  role: Role;
  tokenHash: string;
  invitedBy: number;
  expiresAt: Date;
  /** An agent's offices (cities), carried to the account it makes. */
  offices?: readonly string[];
}) {
  const now = nowIso();
  return (await db()).transaction().execute(async (trx) => {
    await trx
      .updateTable('account_invitations')
      .set({ revoked_at: now })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase()))
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    return trx
      .insertInto('account_invitations')
      .values({
        email: input.email,
        role: input.role,
        token_hash: input.tokenHash,
        invited_by: input.invitedBy,
        offices: JSON.stringify(input.offices ?? []),
        created_at: now,
        expires_at: input.expiresAt.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function setInvitationMail(id: number, mailMessageId: number) {
  await (
    await db()
  )
    .updateTable('account_invitations')
    .set({ mail_message_id: mailMessageId })
    .where('id', '=', id)
    .execute();
}

export async function findInvitationById(id: number) {
  return (await db()).selectFrom('account_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findInvitationByTokenHash(tokenHash: string) {
  return (await db())
    .selectFrom('account_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Invitations not yet accepted nor revoked (expired ones too, so the Owner can resend them), newest first. */
export async function listPendingInvitations() {
  return (await db())
    .selectFrom('account_invitations')
    .selectAll()
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** The link's text in the outbox no longer opens anything: it is blanked there too. */
async function blankMail(mailMessageId: number | null) {
  if (mailMessageId === null) return;
  await (
    await db()
  )
    .updateTable('mail_messages')
    .set({ text: '(invitation link no longer valid)', html: '<p>(invitation link no longer valid)</p>' })
    .where('id', '=', Number(mailMessageId))
    .execute();
}

/** Revokes an invitation not yet accepted; true when this call revoked it. */
export async function revokeInvitation(id: number) {
  const row = await findInvitationById(id);
  const result = await (
    await db()
  )
    .updateTable('account_invitations')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (row) await blankMail(row.mail_message_id);
  return Number(result.numUpdatedRows) === 1;
}

export type AcceptOutcome =
  | { ok: true; user: { id: number; email: string; role: Role } }
  | { ok: false; reason: 'unknown' | 'accepted' | 'revoked' | 'expired' | 'taken' };

/**
 * Accepts an invitation: in one transaction the link is spent (only if still open) and the account
 * made with its role. Refused, nothing is created: an unknown, used, revoked or expired link, or an
 * e-mail that already has an account.
 */
export async function acceptInvitation(tokenHash: string, passwordHash: string, now = new Date()) {
  const outcome = await (
    await db()
  )
    .transaction()
    .execute(async (trx): Promise<AcceptOutcome & { mail?: number | null }> => {
      const row = await trx
        .selectFrom('account_invitations')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      const state = invitationState(row, now);
      if (state !== 'open') return { ok: false, reason: state };
      const taken = await trx
        .selectFrom('admin_users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', row.email.toLowerCase()))
        .executeTakeFirst();
      if (taken) return { ok: false, reason: 'taken' };
      const at = now.toISOString();
      const spent = await trx
        .updateTable('account_invitations')
        .set({ accepted_at: at })
        .where('id', '=', row.id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return { ok: false, reason: 'accepted' };
      const user = await trx
        .insertInto('admin_users')
        .values({
          email: row.email,
          password_hash: passwordHash,
          role: row.role,
          offices: row.offices,
          created_at: at,
          updated_at: at,
        })
        .returning(['id', 'email', 'role'])
        .executeTakeFirstOrThrow();
      await trx.updateTable('account_invitations').set({ account_id: user.id }).where('id', '=', row.id).execute();
      return { ok: true, user: { id: Number(user.id), email: user.email, role: user.role }, mail: row.mail_message_id };
    });
  if (outcome.ok) await blankMail(outcome.mail ?? null);
  const { mail: _, ...answer } = outcome;
  return answer as AcceptOutcome;
}
