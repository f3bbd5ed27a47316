import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { hashPassword } from '@/server/auth/password';
import { SESSION_IDLE_MS, closeSession, hashSessionToken, openSession } from '@/server/auth/session';
import { createAdminUser } from '@/server/repositories/admin-users';
import { sendInvitation } from '@/server/auth/invitations';
import { createInquiry } from '@/server/repositories/inquiries';
import { revokeInvitation } from '@/server/repositories/invitations';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/** The proxy's answer to a GET of `path` with this session cookie ('ngoma_admin': plain http). */
async function visit(path: string, cookie?: string) {
  const headers = cookie ? { cookie: `ngoma_admin=${cookie}` } : undefined;
  const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
  return {
    status: response.status,
    location: response.headers.get('location'),
    passes: response.headers.get('x-middleware-next') === '1',
    /** The status the page answers with (server/index.mjs applies it), when the proxy names one. */
    pageStatus: response.headers.get('x-agency-status'),
  };
}

const toSignIn = (from: string) => ({
  status: 307,
  location: `http://localhost:3000/admin-login?next=${encodeURIComponent(from)}`,
  passes: false,
  pageStatus: null,
});

describe.each(testDialects)('admin proxy on %s', (dialect) => {
  let t: TestDb;
  let userId: number;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    userId = (await createAdminUser('admin@test.example', await hashPassword('proxy-password'))).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('redirects with a real 307 unless the cookie is a live session', async () => {
    expect(await visit('/admin/blog?page=2')).toEqual(toSignIn('/admin/blog?page=2'));
    expect(await visit('/admin', 'forged')).toEqual(toSignIn('/admin'));
    expect(await visit('/admin', 'A'.repeat(43))).toEqual(toSignIn('/admin'));

    const idle = await openSession(userId, new Date(Date.now() - SESSION_IDLE_MS - 60_000));
    expect(await visit('/admin/talent', idle.token)).toEqual(toSignIn('/admin/talent'));

    const signedOut = await openSession(userId);
    await closeSession(signedOut.token);
    expect(await visit('/admin/jobs', signedOut.token)).toEqual(toSignIn('/admin/jobs'));

    const live = await openSession(userId);
    expect(await visit('/admin/blog', live.token)).toMatchObject({ passes: true, location: null });
  });

  it('reads the session without writing it: sliding expiry stays with the guard', async () => {
    const start = new Date(Date.now() - 10 * 60_000);
    const { token } = await openSession(userId, start);
    expect((await visit('/admin', token)).passes).toBe(true);
    const row = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id', '=', hashSessionToken(token))
      .executeTakeFirst();
    expect(row?.last_seen_at).toBe(start.toISOString());
  });

  it('refuses form posts to pages (server-function calls) without a live session, and cross-site ones', async () => {
    const post = (headers: Record<string, string>) =>
      proxy(
        new NextRequest('http://localhost:3000/admin/blog', {
          method: 'POST',
          headers: { host: 'localhost:3000', ...headers },
        }),
      );
    // React would decode this as a server-function call: nobody without a session reaches the decoder
    // (docs/decisions/114-server-functions-gate-and-request-framing.md; the signed-in path is in e2e).
    const anonymous = await post({
      origin: 'http://localhost:3000',
      'content-length': '0',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(anonymous.status).toBe(403);
    expect((await post({ origin: 'https://evil.example', 'content-length': '0' })).status).toBe(403);
    expect((await post({ 'content-length': '0' })).status).toBe(403);
    expect((await post({ origin: 'http://localhost:3000' })).status).toBe(411);
  });

  it('names the status of a lead page and an invitation page before they render (404, 403, 410)', async () => {
    const nairobi = await createInquiry({
      kind: 'general',
      name: 'Wanjiru',
      email: 'wanjiru@example.org',
      phone: '+254 712 345 678',
      subject: 'General Inquiry',
      fields: { message: 'Hello' },
    });
    const joburg = await createInquiry({
      kind: 'general',
      name: 'Thabo',
      email: 'thabo@example.org',
      phone: '+27 71 500 4620',
      subject: 'General Inquiry',
      fields: { message: 'Hello' },
    });
    const agent = await createAdminUser('agent@test.example', 'x', 'agent', ['Nairobi']);
    const editor = await createAdminUser('editor@test.example', 'x', 'editor');
    const owner = (await openSession(userId)).token;
    const agentToken = (await openSession(agent.id)).token;
    const editorToken = (await openSession(editor.id)).token;
    const page = async (path: string, token?: string) => {
      const answer = await visit(path, token);
      return answer.passes ? (answer.pageStatus ?? 'page') : answer.status;
    };
    expect(await page(`/admin/inquiries/${nairobi.id}`, agentToken)).toBe('page');
    expect(await page(`/admin/inquiries/${joburg.id}`, agentToken)).toBe('404');
    expect(await page(`/admin/inquiries/${joburg.id}`, owner)).toBe('page');
    expect(await page('/admin/inquiries/999999999', owner)).toBe('404');
    expect(await page('/admin/inquiries/x1', owner)).toBe('404');
    expect(await page(`/admin/inquiries/${nairobi.id}`, editorToken)).toBe('403');
    // The lists and routes beside the page are not touched; without a session it is still the sign-in.
    expect(await page('/admin/inquiries/spam', agentToken)).toBe('page');
    expect(await page(`/admin/inquiries/${joburg.id}/files/1`, agentToken)).toBe('page');
    expect(await page(`/admin/inquiries/${joburg.id}`)).toBe(307);

    const open = await sendInvitation({
      email: 'new@test.example',
      role: 'editor',
      invitedBy: userId,
      ip: '192.0.2.1',
    });
    const spent = await sendInvitation({
      email: 'old@test.example',
      role: 'editor',
      invitedBy: userId,
      ip: '192.0.2.1',
    });
    if ('refused' in open || 'refused' in spent) throw new Error('refused');
    await revokeInvitation(spent.invitation.id);
    expect(await page(`/admin-login/invite/${open.token}`)).toBe('page');
    expect(await page(`/admin-login/invite/${spent.token}`)).toBe('410');
    expect(await page(`/admin-login/invite/${'x'.repeat(43)}`)).toBe('404');
    expect(await page('/admin-login/invite/not-a-token')).toBe('404');
    expect(await page('/admin-login/invite/accept')).toBe('page');
  });
});
