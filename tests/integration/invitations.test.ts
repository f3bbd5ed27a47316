import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  INVITATIONS_PER_ADDRESS_PER_DAY,
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_RECIPIENT_PER_DAY,
  TOO_MANY_INVITATIONS,
  TOO_MANY_INVITATIONS_FROM_ADDRESS,
  TOO_MANY_INVITATIONS_TO_RECIPIENT,
  hashInvitationToken,
  sendInvitation,
} from '@/server/auth/invitations';
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

  /** Sends an invitation from one address unless told another; a refusal fails the test. */
  const send = async (input: Omit<Parameters<typeof sendInvitation>[0], 'ip'> & { ip?: string }, now?: Date) => {
    const sent = await sendInvitation({ ip: '203.0.113.1', ...input }, now);
    if ('refused' in sent) throw new Error(sent.refused);
    return sent;
  };
  const invitations = async () =>
    Number(
      (
        await t.db
          .selectFrom('account_invitations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const mailOf = (id: number | null) =>
    t.db.selectFrom('mail_messages').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

  it('stores only the hash of the link, queues the e-mail with the link, and makes the account once', async () => {
    const sent = await send({ email: 'editor@test.example', role: 'editor', invitedBy: owner });
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
    const expired = await send(
      { email: 'late@test.example', role: 'agent', invitedBy: owner },
      new Date(Date.now() - 49 * 3600_000),
    );
    expect(await acceptInvitation(hashInvitationToken(expired!.token), HASH)).toEqual({ ok: false, reason: 'expired' });

    const revoked = await send({ email: 'gone@test.example', role: 'agent', invitedBy: owner });
    expect(await revokeInvitation(revoked!.invitation.id)).toBe(true);
    expect(await revokeInvitation(revoked!.invitation.id)).toBe(false);
    expect(await acceptInvitation(hashInvitationToken(revoked!.token), HASH)).toEqual({ ok: false, reason: 'revoked' });

    expect(await acceptInvitation(hashInvitationToken('x'.repeat(43)), HASH)).toEqual({ ok: false, reason: 'unknown' });

    // Sent again: the first link stops working, the new one works.
    const first = await send({ email: 'twice@test.example', role: 'editor', invitedBy: owner });
    const second = await send({ email: 'twice@test.example', role: 'editor', invitedBy: owner });
    expect(await acceptInvitation(hashInvitationToken(first!.token), HASH)).toEqual({ ok: false, reason: 'revoked' });

    const taken = await send({ email: 'OWNER@test.example', role: 'editor', invitedBy: owner });
    expect(await acceptInvitation(hashInvitationToken(taken!.token), HASH)).toEqual({ ok: false, reason: 'taken' });
    expect(await count()).toBe(before);
    expect((await acceptInvitation(hashInvitationToken(second!.token), HASH)).ok).toBe(true);
    expect(await count()).toBe(before + 1);
  });

  it(`allows ${INVITATIONS_PER_DAY} invitations a day per inviting account`, async () => {
    const other = (await createAdminUser('owner2@test.example', HASH)).id;
    for (let i = 0; i < INVITATIONS_PER_DAY; i++)
      await send({ email: `p${i}@test.example`, role: 'agent', invitedBy: other, ip: `198.51.100.${i}` });
    const before = await invitations();
    expect(
      await sendInvitation({ email: 'one-more@test.example', role: 'agent', invitedBy: other, ip: '198.51.100.99' }),
    ).toEqual({ refused: TOO_MANY_INVITATIONS });
    expect(await invitations()).toBe(before);
  });

  it(`allows ${INVITATIONS_PER_ADDRESS_PER_DAY} a day from one network, whichever accounts send them (IPv6 by /64)`, async () => {
    const a = (await createAdminUser('owner3@test.example', HASH)).id;
    const b = (await createAdminUser('owner4@test.example', HASH)).id;
    // Two accounts, each under its own limit, from addresses of one IPv6 /64.
    for (let i = 0; i < INVITATIONS_PER_ADDRESS_PER_DAY; i++)
      await send({
        email: `n${i}@test.example`,
        role: 'editor',
        invitedBy: i % 2 ? a : b,
        ip: `2001:db8:1:2::${i + 1}`,
      });
    const before = await invitations();
    const refused = await sendInvitation({
      email: 'n-more@test.example',
      role: 'editor',
      invitedBy: a,
      ip: '2001:db8:1:2::ffff',
    });
    expect(refused).toEqual({ refused: TOO_MANY_INVITATIONS_FROM_ADDRESS });
    expect(await invitations()).toBe(before);
    // Another network is not held back, and the refusal did not use up the account's allowance.
    await send({ email: 'n-more@test.example', role: 'editor', invitedBy: a, ip: '2001:db8:9::1' });
  });

  it(`sends at most ${INVITATIONS_PER_RECIPIENT_PER_DAY} invitations a day to one e-mail address (any case), resends included`, async () => {
    for (let i = 0; i < INVITATIONS_PER_RECIPIENT_PER_DAY; i++)
      await send({
        email: i % 2 ? 'Flooded@test.example' : 'flooded@test.example',
        role: 'editor',
        invitedBy: owner,
        ip: '192.0.2.7',
      });
    const before = await invitations();
    expect(
      await sendInvitation({ email: 'FLOODED@test.example', role: 'editor', invitedBy: owner, ip: '192.0.2.8' }),
    ).toEqual({ refused: TOO_MANY_INVITATIONS_TO_RECIPIENT });
    expect(await invitations()).toBe(before);
    // Tomorrow it is allowed again.
    await send(
      { email: 'flooded@test.example', role: 'editor', invitedBy: owner },
      new Date(Date.now() + 25 * 3600_000),
    );
  });

  it('checks the invitation and password forms', () => {
    expect(inviteSchema.safeParse({ email: 'not-an-address', role: 'editor' }).success).toBe(false);
    expect(inviteSchema.safeParse({ email: 'a@test.example', role: 'root' }).success).toBe(false);
    expect(inviteSchema.parse({ email: ' a@test.example ', role: 'agent', offices: 'Nairobi' })).toEqual({
      email: 'a@test.example',
      role: 'agent',
      offices: ['Nairobi'],
    });
    // An agent sees only its offices' leads: it needs one; other roles need none.
    expect(inviteSchema.safeParse({ email: 'a@test.example', role: 'agent' }).error?.issues[0]?.path).toEqual([
      'offices',
    ]);
    expect(inviteSchema.parse({ email: 'a@test.example', role: 'editor' }).offices).toEqual([]);
    expect(acceptInvitationSchema.safeParse({ newPassword: 'short', confirmPassword: 'short' }).success).toBe(false);
    expect(
      acceptInvitationSchema.safeParse({ newPassword: 'long-enough-pass', confirmPassword: 'long-enough-pasS' })
        .success,
    ).toBe(false);
  });
});
