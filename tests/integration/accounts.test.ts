import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, validateSessionToken } from '@/server/auth/session';
import {
  AccountChangeRefused,
  LAST_OWNER_MESSAGE,
  changeAdminAccount,
  createAdminUser,
  findAdminUserByEmail,
  listAdminAccounts,
  transferOwnership,
} from '@/server/repositories/admin-users';
import { changeRoleSchema } from '@/lib/schemas/accounts';
import { createTestDb, testDialects, type TestDb } from '../support/db';

describe.each(testDialects)('accounts on %s', (dialect) => {
  let t: TestDb;
  let owner: number;
  let editor: number;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    owner = (await createAdminUser('owner@test.example', 'x')).id;
    editor = (await createAdminUser('Editor@Test.example', 'x', 'editor')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds an account by its e-mail in any case, and lists every account with its role and status', async () => {
    expect((await findAdminUserByEmail('EDITOR@test.example'))?.id).toBe(editor);
    expect(await findAdminUserByEmail('nobody@test.example')).toBeUndefined();
    const { token } = await openSession(editor);
    const listed = await listAdminAccounts();
    expect(listed.map((a) => [a.email, a.role, a.deactivated_at])).toEqual([
      ['owner@test.example', 'owner', null],
      ['Editor@Test.example', 'editor', null],
    ]);
    expect(listed[1]?.last_seen_at).toBeTruthy();
    expect(listed[0]?.last_seen_at).toBeNull();
    expect(await validateSessionToken(token)).not.toBeNull();
  });

  it('refuses to demote or deactivate the last active Owner, and changes nothing', async () => {
    await expect(changeAdminAccount(owner, { role: 'editor' })).rejects.toThrow(LAST_OWNER_MESSAGE);
    await expect(changeAdminAccount(owner, { active: false })).rejects.toBeInstanceOf(AccountChangeRefused);
    const row = await t.db.selectFrom('admin_users').selectAll().where('id', '=', owner).executeTakeFirstOrThrow();
    expect([row.role, row.deactivated_at]).toEqual(['owner', null]);
  });

  it('with a second active Owner, the first may be demoted; a deactivated Owner does not count', async () => {
    await changeAdminAccount(editor, { role: 'owner' });
    await changeAdminAccount(editor, { active: false });
    // The only other Owner is deactivated: still the last active one.
    await expect(changeAdminAccount(owner, { role: 'agent' })).rejects.toThrow(LAST_OWNER_MESSAGE);
    await changeAdminAccount(editor, { active: true });
    expect((await changeAdminAccount(owner, { role: 'agent' })).role).toBe('agent');
    await expect(changeAdminAccount(editor, { role: 'editor' })).rejects.toThrow(LAST_OWNER_MESSAGE);
    await changeAdminAccount(owner, { role: 'owner' });
    await changeAdminAccount(editor, { role: 'editor' });
  });

  it('deactivating ends the account’s sessions at once; reactivating lets it sign in again', async () => {
    const { token } = await openSession(editor);
    const changed = await changeAdminAccount(editor, { active: false });
    expect(changed.deactivated_at).toBeTruthy();
    expect(await validateSessionToken(token)).toBeNull();
    expect(await t.db.selectFrom('sessions').where('user_id', '=', editor).selectAll().execute()).toEqual([]);
    expect((await changeAdminAccount(editor, { active: true })).deactivated_at).toBeNull();
  });

  it('refuses an unknown account and an unknown role', async () => {
    await expect(changeAdminAccount(99_999, { role: 'editor' })).rejects.toBeInstanceOf(AccountChangeRefused);
    expect(changeRoleSchema.safeParse({ id: String(editor), role: 'admin' }).success).toBe(false);
    expect(changeRoleSchema.safeParse({ id: 'x', role: 'editor' }).success).toBe(false);
    expect(changeRoleSchema.parse({ id: String(editor), role: 'agent' })).toEqual({ id: editor, role: 'agent' });
  });

  it('transfers ownership to another active account in one step: there is always one active Owner', async () => {
    const heir = (await createAdminUser('heir@test.example', 'x', 'agent', ['Nairobi'])).id;
    await changeAdminAccount(heir, { active: false });
    await expect(transferOwnership(owner, heir)).rejects.toThrow('Only an active account can become Owner.');
    await expect(transferOwnership(owner, owner)).rejects.toBeInstanceOf(AccountChangeRefused);
    await expect(transferOwnership(editor, heir)).rejects.toThrow('Only an active Owner can hand over ownership.');
    await changeAdminAccount(heir, { active: true });
    expect((await transferOwnership(owner, heir)).role).toBe('owner');
    const roles = await t.db
      .selectFrom('admin_users')
      .select(['id', 'role'])
      .where('id', 'in', [owner, heir])
      .execute();
    expect(Object.fromEntries(roles.map((r) => [r.id, r.role]))).toEqual({ [owner]: 'editor', [heir]: 'owner' });
    // The new Owner is now the last one: it cannot be demoted; it hands back.
    await expect(changeAdminAccount(heir, { role: 'agent' })).rejects.toThrow(LAST_OWNER_MESSAGE);
    await transferOwnership(heir, owner);
  });
});
