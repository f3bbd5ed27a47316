import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITATIONS_PER_DAY, hashInvitationToken, sendInvitation } from '@/server/auth/invitations';
import { createAdminUser, findAdminUserByEmail } from '@/server/repositories/admin-users';
import {
  acceptInvitation,
  findInvitationByTokenHash,
  listPendingInvitations,
  revokeInvitation,
} from '@/server/repositories/invitations';
import { acceptInvitationSchema, inviteSchema } from '@/lib/schemas/accounts';
import { createTestDb, testDialects, type TestDb } from '../support/db';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined, set: () => {} }) }));

const HASH = 'scrypt$2$1$1$c2FsdA$aGFzaA'; // any stored hash: these tests do not sign in

describe.each(testDialects)('invitations on %s', (dialect) => {
  let t: TestDb;
  let owner: number;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    owner = (await createAdminUser('owner@test.example', HASH)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const mailOf = (id: number | null) =>
    t.db.selectFrom('mail_messages').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

  it('stores only the hash of the link, queues the e-mail with the link, and makes the account once', async () => {
    const sent = await sendInvitation({ email: 'editor@test.example', role: 'editor', invitedBy: owner });
    expect(sent).not.toBeNull();
    if (!sent) return;
    const row = await findInvitationByTokenHash(hashInvitationToken(sent.token));
    expect(row?.token_hash).not.toContain(sent.token);
    expect(JSON.stringify(row)).not.toContain(sent.token);
    const mail = await mailOf(row!.mail_message_id);
    expect(mail).toMatchObject({ purpose: 'invitation', to_address: 'editor@test.example', delivery_state: 'pending' });
    expect(mail.text).toContain(`/admin-login/invite/${sent.token}`);
    expect(mail.text).toContain('Editor');
    expect(new Date(String(row!.expires_at)).getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);

    const accepted = await acceptInvitation(hashInvitationToken(sent.token), 'new-hash');
    expect(accepted).toMatchObject({ ok: true, user: { email: 'editor@test.example', role: 'editor' } });
    expect((await findAdminUserByEmail('editor@test.example'))?.password_hash).toBe('new-hash');
    // The link is spent: used again, nothing more is made; the e-mail's copy of the link is gone.
    expect(await acceptInvitation(hashInvitationToken(sent.token), 'other')).toEqual({ ok: false, reason: 'accepted' });
    expect((await mailOf(row!.mail_message_id)).text).not.toContain(sent.token);
    expect(await listPendingInvitations()).toEqual([]);
  });

  it('refuses an expired, revoked, unknown or superseded link, and an e-mail that already has an account', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('admin_users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const expired = await sendInvitation(
      { email: 'late@test.example', role: 'agent', invitedBy: owner },
      new Date(Date.now() - 49 * 3600_000),
    );
    expect(await acceptInvitation(hashInvitationToken(expired!.token), HASH)).toEqual({ ok: false, reason: 'expired' });

    const revoked = await sendInvitation({ email: 'gone@test.example', role: 'agent', invitedBy: owner });
    expect(await revokeInvitation(revoked!.invitation.id)).toBe(true);
    expect(await revokeInvitation(revoked!.invitation.id)).toBe(false);
    expect(await acceptInvitation(hashInvitationToken(revoked!.token), HASH)).toEqual({ ok: false, reason: 'revoked' });

    expect(await acceptInvitation(hashInvitationToken('x'.repeat(43)), HASH)).toEqual({ ok: false, reason: 'unknown' });

    // Sent again: the first link stops working, the new one works.
    const first = await sendInvitation({ email: 'twice@test.example', role: 'editor', invitedBy: owner });
    const second = await sendInvitation({ email: 'twice@test.example', role: 'editor', invitedBy: owner });
    expect(await acceptInvitation(hashInvitationToken(first!.token), HASH)).toEqual({ ok: false, reason: 'revoked' });

    const taken = await sendInvitation({ email: 'OWNER@test.example', role: 'editor', invitedBy: owner });
    expect(await acceptInvitation(hashInvitationToken(taken!.token), HASH)).toEqual({ ok: false, reason: 'taken' });
    expect(await count()).toBe(before);
    expect((await acceptInvitation(hashInvitationToken(second!.token), HASH)).ok).toBe(true);
    expect(await count()).toBe(before + 1);
  });

  it(`allows ${INVITATIONS_PER_DAY} invitations a day per inviting account`, async () => {
    const other = (await createAdminUser('owner2@test.example', HASH)).id;
    for (let i = 0; i < INVITATIONS_PER_DAY; i++)
      expect(await sendInvitation({ email: `p${i}@test.example`, role: 'agent', invitedBy: other })).not.toBeNull();
    expect(await sendInvitation({ email: 'one-more@test.example', role: 'agent', invitedBy: other })).toBeNull();
  });

  it('checks the invitation and password forms', () => {
    expect(inviteSchema.safeParse({ email: 'not-an-address', role: 'editor' }).success).toBe(false);
    expect(inviteSchema.safeParse({ email: 'a@test.example', role: 'root' }).success).toBe(false);
    expect(inviteSchema.parse({ email: ' a@test.example ', role: 'agent' })).toEqual({
      email: 'a@test.example',
      role: 'agent',
    });
    expect(acceptInvitationSchema.safeParse({ newPassword: 'short', confirmPassword: 'short' }).success).toBe(false);
    expect(
      acceptInvitationSchema.safeParse({ newPassword: 'long-enough-pass', confirmPassword: 'long-enough-pasS' })
        .success,
    ).toBe(false);
  });
});
