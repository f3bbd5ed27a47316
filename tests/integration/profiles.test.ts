import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveAccountProfileAction, saveProfileAction } from '@/server/actions/admin/account';
import { saveContentAction } from '@/server/actions/admin/content';
import { addNoteAction } from '@/server/actions/admin/inbox';
import { openSession, validateSessionToken } from '@/server/auth/session';
import { createAdminUser, findAuthorProfile } from '@/server/repositories/admin-users';
import { createInquiry } from '@/server/repositories/inquiries';
import { inquiryTimeline } from '@/server/repositories/leads';
import { listRevisions } from '@/server/repositories/revisions';
import { adminRequest as request } from '../support/admin-request';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/* Account profiles and the authors posts show (issue 25 item 4, decision 152). */

// The request being served: its session cookie; the cache calls are recorded (tests/support/admin-request.ts).
vi.mock('next/headers', () => import('../support/admin-request').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('../support/admin-request').then((m) => m.nextCache));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  data.set('enhanced', '1');
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe.each(testDialects)('account profiles on %s', (dialect) => {
  let t: TestDb;
  let owner: { id: number; token: string };
  let editor: { id: number; token: string };
  const as = (who: { token: string }) => {
    request.cookie = who.token;
  };
  const profileOf = (id: number) =>
    t.db
      .selectFrom('admin_users')
      .select(['display_name', 'photo_url', 'bio'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestDb(dialect);
    const o = await createAdminUser('owner@test.example', 'x');
    const e = await createAdminUser('editor@test.example', 'x', 'editor');
    owner = { id: o.id, token: (await openSession(o.id)).token };
    editor = { id: e.id, token: (await openSession(e.id)).token };
  });
  afterAll(async () => {
    request.cookie = undefined;
    await t.close();
  });

  it('a new account has no name: its posts name the site, not an account', async () => {
    expect(await profileOf(editor.id)).toEqual({ display_name: '', photo_url: '', bio: '' });
    expect(await findAuthorProfile(editor.id)).toBeUndefined();
  });

  it('refuses a profile without a name, with an http: photo or a too long bio, and changes nothing', async () => {
    as(editor);
    request.invalidated.length = 0;
    const refused = [
      await saveProfileAction(null, form({ displayName: '  ', photoUrl: '', bio: '' })),
      await saveProfileAction(null, form({ displayName: 'Zawadi', photoUrl: 'http://example.org/a.jpg', bio: '' })),
      await saveProfileAction(null, form({ displayName: 'Zawadi', photoUrl: '', bio: 'x'.repeat(401) })),
    ];
    expect(refused.map((r) => (r.ok ? 'ok' : Object.keys(r.fieldErrors)))).toEqual([
      ['displayName'],
      ['photoUrl'],
      ['bio'],
    ]);
    expect(await profileOf(editor.id)).toEqual({ display_name: '', photo_url: '', bio: '' });
    expect(request.invalidated).toEqual([]);
  });

  it('the account sets its own name, photo and bio; the public author data is invalidated by its tag', async () => {
    as(editor);
    const saved = await saveProfileAction(
      null,
      form({ displayName: ' Zawadi Njeri ', photoUrl: '/uploads/zawadi.webp', bio: 'Writes about live music.' }),
    );
    expect(saved).toMatchObject({ ok: true, message: 'Profile saved.' });
    expect(request.invalidated).toContain('authors');
    expect(await findAuthorProfile(editor.id)).toEqual({
      display_name: 'Zawadi Njeri',
      photo_url: '/uploads/zawadi.webp',
      bio: 'Writes about live music.',
    });
    expect((await validateSessionToken(editor.token))?.user.name).toBe('Zawadi Njeri');
  });

  it('a post the editor writes carries the account as its author; its revisions name the account', async () => {
    as(editor);
    const saved = await saveContentAction(
      { status: 'idle' },
      form({ kind: 'blog', title: 'Profile probe', category: '', excerpt: '', cover_image_url: '', content: 'Hi' }),
    );
    expect(saved).toMatchObject({ ok: true });
    const post = await t.db
      .selectFrom('blog_posts')
      .select(['id', 'author_id'])
      .where('title', '=', 'Profile probe')
      .executeTakeFirstOrThrow();
    expect(post.author_id).toBe(editor.id);
    expect((await findAuthorProfile(post.author_id!))?.display_name).toBe('Zawadi Njeri');
    const revisions = await listRevisions('blog', post.id);
    expect(revisions[0]).toMatchObject({ authorName: 'Zawadi Njeri', authorEmail: 'editor@test.example' });
  });

  it('a lead note names the account that wrote it', async () => {
    as(owner);
    await saveProfileAction(null, form({ displayName: 'Amara Okafor', photoUrl: '', bio: '' }));
    const lead = await createInquiry({
      kind: 'general',
      name: 'Wanjiru',
      email: 'wanjiru@example.org',
      phone: '',
      subject: 'General Inquiry',
      fields: { message: 'Hello' },
    });
    expect(await addNoteAction(null, form({ id: String(lead.id), body: 'Called back.' }))).toMatchObject({ ok: true });
    const timeline = await inquiryTimeline(lead);
    expect(timeline.find((entry) => entry.type === 'note')).toMatchObject({ author: 'Amara Okafor' });
  });

  it('only the Owner edits another account’s profile; an editor is denied and nothing changes', async () => {
    as(editor);
    const denied = await saveAccountProfileAction(
      null,
      form({ id: String(owner.id), displayName: 'Hijacked', photoUrl: '', bio: '' }),
    );
    expect(denied.ok).toBe(false);
    expect((await profileOf(owner.id)).display_name).toBe('Amara Okafor');
    as(owner);
    const saved = await saveAccountProfileAction(
      null,
      form({ id: String(editor.id), displayName: 'Zawadi N.', photoUrl: '', bio: 'Editor.' }),
    );
    expect(saved).toMatchObject({ ok: true, message: 'Profile of editor@test.example saved.' });
    expect(await profileOf(editor.id)).toEqual({ display_name: 'Zawadi N.', photo_url: '', bio: 'Editor.' });
    const unknown = await saveAccountProfileAction(
      null,
      form({ id: '99999', displayName: 'Nobody', photoUrl: '', bio: '' }),
    );
    expect(unknown).toMatchObject({ ok: false, message: 'That account no longer exists.' });
  });
});
