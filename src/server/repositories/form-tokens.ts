import 'server-only';
import { db } from '../db/client';

/**
 * Spent form tokens, in the database so that every instance refuses a token another one has
 * already accepted. The primary key makes the claim atomic: of two submissions racing with one
 * token, exactly one inserts the row.
 */

export type TokenClaim = { claimed: true } | { claimed: false; inquiryId: number | null };

export async function claimFormToken(token: string, expiresAt: Date, now = new Date()): Promise<TokenClaim> {
  const database = await db();
  // Rows past their expiry can no longer refuse anything (the token is refused as expired first).
  await database.deleteFrom('used_form_tokens').where('expires_at', '<', now.toISOString()).execute();
  const inserted = await database
    .insertInto('used_form_tokens')
    .values({ token, inquiry_id: null, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('token').doNothing())
    .returning('token')
    .executeTakeFirst();
  if (inserted) return { claimed: true };
  const existing = await database
    .selectFrom('used_form_tokens')
    .select('inquiry_id')
    .where('token', '=', token)
    .executeTakeFirst();
  return { claimed: false, inquiryId: existing?.inquiry_id == null ? null : Number(existing.inquiry_id) };
}

/** Records which inquiry the token created (a second submission names it). */
export async function settleFormToken(token: string, inquiryId: number) {
  await (
    await db()
  )
    .updateTable('used_form_tokens')
    .set({ inquiry_id: inquiryId })
    .where('token', '=', token)
    .execute();
}

/** Gives a claimed token back when storing its inquiry failed, so the visitor can send again. */
export async function releaseFormToken(token: string) {
  await (await db()).deleteFrom('used_form_tokens').where('token', '=', token).execute();
}
