import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { can, roleNames, roles, type Role } from '@/lib/roles';
import { NOT_PERMITTED, UNKNOWN_LEAD, guarded } from '@/server/actions/admin-action';
import { hashPassword } from '@/server/auth/password';
import { openSession } from '@/server/auth/session';
import { createAdminUser } from '@/server/repositories/admin-users';
import { createInquiry } from '@/server/repositories/inquiries';
import { queueMailMessage } from '@/server/repositories/mail-messages';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/*
 * The permission matrix (docs/decisions/137-roles-and-audit-log.md): every admin server action and
 * every admin route handler, called by an account of every role. Whatever its role may not do is
 * refused before anything is read (the action's "not permitted" answer, the route's 403) and written
 * to the audit log as denied; whatever it may do is not refused by role. The list of what to call is
 * not written here: it is every function adminFormAction/adminRoute made, found by importing every
 * action module and admin route, so a new action cannot be left out.
 */

const request = vi.hoisted(() => ({ cookie: undefined as string | undefined, headers: new Headers() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      request.cookie && name.endsWith('ngoma_admin') ? { name, value: request.cookie } : undefined,
    set: () => undefined,
    delete: () => undefined,
  }),
  headers: async () => request.headers,
}));
vi.mock('next/cache', () => ({ updateTag: () => undefined, refresh: () => undefined, revalidateTag: () => undefined }));

const actionModules = import.meta.glob('/src/server/actions/admin/*.ts', { eager: true }) as Record<
  string,
  Record<string, unknown>
>;
const routeModules = import.meta.glob('/src/app/admin/**/route.ts', { eager: true }) as Record<
  string,
  Record<string, unknown>
>;

/** Exports that are not made by adminFormAction, and why they need no role check of their own. */
const unguardedExports = new Set([
  // Ends the caller's own session: anybody may.
  'signOutAction',
  // Checks assertAdmin('content.edit') itself (a plain function, not a form action).
  'previewMarkdownAction',
  // Wrappers that answer a post without JavaScript by a redirect or the flash, around the guarded
  // 'change password' and 'confirm second factor' actions (own account: every role).
  'changePasswordAction',
  'confirmSecondFactorAction',
]);

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const actions = Object.entries(actionModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'function')
    .map(([exportName, fn]) => ({ file, exportName, fn: fn as (...args: never[]) => unknown })),
);
const routes = Object.entries(routeModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => HTTP_METHODS.includes(name) && typeof value === 'function')
    .map(([method, fn]) => ({ file, method, fn: fn as (request: Request) => Promise<Response> })),
);

describe('the permission table', () => {
  it('finds every admin action and route handler guarded, each with a permission of the table', () => {
    const unguarded = [
      ...actions
        .filter((a) => !guarded.has(a.fn) && !unguardedExports.has(a.exportName))
        .map((a) => `${a.file} ${a.exportName}`),
      ...routes.filter((r) => !guarded.has(r.fn)).map((r) => `${r.file} ${r.method}`),
    ];
    expect(unguarded).toEqual([]);
    expect(actions.filter((a) => guarded.has(a.fn)).length).toBeGreaterThan(15);
    expect(routes.length).toBeGreaterThanOrEqual(5);
  });

  it('gives the Owner everything, and the Editor and the Agent neither accounts nor personal data', () => {
    expect(roles.owner.can.length).toBeGreaterThan(roles.editor.can.length);
    for (const role of ['editor', 'agent'] as const) {
      expect(can(role, 'accounts')).toBe(false);
      expect(can(role, 'personal-data')).toBe(false);
      expect(can(role, 'settings')).toBe(false);
    }
    expect(can('editor', 'leads')).toBe(false);
    expect(can('agent', 'content.edit')).toBe(false);
  });
});

describe.each(testDialects)('every admin action and route with every role on %s', (dialect) => {
  let t: TestDb;
  const cookies = new Map<Role, string>();
  beforeAll(async () => {
    t = await createTestDb(dialect);
    const hash = await hashPassword('matrix-password');
    for (const role of roleNames) {
      const user = await createAdminUser(`${role}@matrix.example`, hash, role);
      cookies.set(role, (await openSession(user.id)).token);
    }
  });
  afterAll(async () => {
    request.cookie = undefined;
    await t.close();
  });

  const deniedEntries = (email: string, action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['outcome', 'ip'])
      .where('actor_email', '=', email)
      .where('action', '=', action)
      .where('outcome', '=', 'denied')
      .execute();

  for (const role of roleNames) {
    it(`${role}: refused exactly what the role does not allow, and each refusal is in the audit log`, async () => {
      request.cookie = cookies.get(role);
      const email = `${role}@matrix.example`;
      const wrong: string[] = [];
      for (const { exportName, fn } of actions) {
        const meta = guarded.get(fn);
        if (!meta) continue;
        const allowed = can(role, meta.permission);
        const before = (await deniedEntries(email, meta.name)).length;
        const result = (await (fn as (previous: unknown, form: unknown) => Promise<{ ok: boolean; message?: string }>)(
          undefined,
          new FormData(),
        )) as { ok: boolean; message?: string };
        const refusedByRole = !result.ok && result.message === NOT_PERMITTED;
        const logged = (await deniedEntries(email, meta.name)).length - before;
        if (refusedByRole === allowed || (!allowed && logged !== 1))
          wrong.push(`${exportName} (${meta.permission}): refused ${refusedByRole}, logged ${logged}`);
      }
      for (const { file, method, fn } of routes) {
        const meta = guarded.get(fn)!;
        const allowed = can(role, meta.permission);
        const response = await fn(new Request('http://127.0.0.1:3000/admin/matrix', { method }));
        const body = response.status === 403 ? ((await response.json()) as { error?: string }) : {};
        const refusedByRole = response.status === 403 && body.error === NOT_PERMITTED;
        if (refusedByRole === allowed) wrong.push(`${file} ${method} (${meta.permission}): ${response.status}`);
        expect(response.status, `${file} ${method}`).not.toBe(401);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('an agent of Nairobi can neither read nor change a Johannesburg lead: every lead action and route refuses it, logged, nothing changed', async () => {
    const hash = await hashPassword('matrix-password');
    const agent = await createAdminUser('nairobi-agent@matrix.example', hash, 'agent', ['Nairobi']);
    request.cookie = (await openSession(agent.id)).token;
    const lead = await createInquiry({
      kind: 'general',
      name: 'Thabo',
      email: 'thabo@example.org',
      phone: '+27 71 500 4620',
      subject: 'General Inquiry: Johannesburg',
      fields: { message: 'Hello' },
    });
    expect(lead.office).toBe('Johannesburg');
    const mail = await queueMailMessage({
      inquiry_id: lead.id,
      purpose: 'reply',
      to_address: 'thabo@example.org',
      subject: 'Re: hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    await t.db.updateTable('mail_messages').set({ delivery_state: 'failed' }).where('id', '=', mail.id).execute();
    await t.db.updateTable('inquiries').set({ delivery_state: 'failed' }).where('id', '=', lead.id).execute();
    const snapshot = async () => ({
      lead: await t.db.selectFrom('inquiries').selectAll().where('id', '=', lead.id).executeTakeFirst(),
      events: await t.db.selectFrom('inquiry_events').selectAll().where('inquiry_id', '=', lead.id).execute(),
      mail: await t.db.selectFrom('mail_messages').selectAll().where('inquiry_id', '=', lead.id).execute(),
    });
    const before = await snapshot();
    const leadActions = actions.filter((a) => guarded.get(a.fn)?.lead);
    expect(leadActions.map((a) => a.exportName)).toEqual(
      expect.arrayContaining([
        'changeStatusAction',
        'addNoteAction',
        'replyAction',
        'assignLeadAction',
        'retryMailAction',
      ]),
    );
    const wrong: string[] = [];
    for (const { exportName, fn } of leadActions) {
      const meta = guarded.get(fn)!;
      const form = new FormData();
      form.set('id', String(meta.lead === 'mail message' ? mail.id : lead.id));
      // Enough of every lead form that only the office can refuse it.
      for (const [name, value] of Object.entries({
        status: 'contacted',
        body: 'A note',
        subject: 'Re: hi',
        channel: 'whatsapp',
        assignee: String(agent.id),
      }))
        form.set(name, value);
      const denied = await deniedEntries('nairobi-agent@matrix.example', meta.name);
      const result = (await (fn as (p: unknown, f: unknown) => Promise<{ ok: boolean; message?: string }>)(
        undefined,
        form,
      )) as { ok: boolean; message?: string };
      const logged = (await deniedEntries('nairobi-agent@matrix.example', meta.name)).length - denied.length;
      if (result.ok || result.message !== UNKNOWN_LEAD || logged !== 1)
        wrong.push(`${exportName}: ${result.ok} ${result.message} logged ${logged}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The lead's file: 404, denied in the log.
    const file = routes.find((r) => r.file.includes('[fileId]'))!;
    const response = await file.fn(new Request(`http://127.0.0.1:3000/admin/inquiries/${lead.id}/files/1`));
    expect(response.status).toBe(404);
    expect((await deniedEntries('nairobi-agent@matrix.example', guarded.get(file.fn)!.name)).length).toBe(1);
    // A Nairobi lead the same agent works.
    const own = await createInquiry({ ...lead, phone: '+254 712 345 678', fields: {}, consent: null, attachments: [] });
    const status = actions.find((a) => a.exportName === 'changeStatusAction')!.fn as (
      p: unknown,
      f: unknown,
    ) => Promise<{ ok: boolean }>;
    const form = new FormData();
    form.set('id', String(own.id));
    form.set('status', 'contacted');
    expect(await status(undefined, form)).toMatchObject({ ok: true });
  });

  it('a deactivated account is signed out on its next request: every action answers "signed out"', async () => {
    const hash = await hashPassword('matrix-password');
    const user = await createAdminUser('leaver@matrix.example', hash, 'editor');
    request.cookie = (await openSession(user.id)).token;
    await t.db
      .updateTable('admin_users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const save = actions.find((a) => a.exportName === 'saveContentAction')!.fn as (
      p: unknown,
      f: unknown,
    ) => Promise<{ message?: string }>;
    expect((await save(undefined, new FormData())).message).toMatch(/session has ended/);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
