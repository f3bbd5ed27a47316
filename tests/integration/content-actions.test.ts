import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteContentAction, previewMarkdownAction, saveContentAction } from '@/server/actions/admin/content';
import { signInAction } from '@/server/actions/admin/auth';
import { sendInquiry } from '@/server/actions/inquiries';
import { markHandledAction } from '@/app/admin/inquiries/actions';
import { hashPassword } from '@/server/auth/password';
import { openSession } from '@/server/auth/session';
import { sessionCookieName } from '@/server/auth/cookie';
import { createAdminUser } from '@/server/repositories/admin-users';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/*
 * The admin content actions as a browser (or anyone) calls them: a server action takes whatever
 * arguments the caller sends. Markdown that the public pages could not render quickly and completely
 * is refused at save time on its own field, control characters are refused in text fields, and
 * arguments of the wrong type are refused with a message rather than a 500.
 */

// The request being served: its session cookie. The cache calls are recorded, not run (there is no
// Next.js request here to invalidate).
const request = vi.hoisted(() => ({ cookie: undefined as string | undefined, invalidated: [] as string[] }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      request.cookie && name.endsWith('ngoma_admin') ? { name, value: request.cookie } : undefined,
  }),
  headers: async () => new Headers(),
}));
vi.mock('next/cache', () => ({
  updateTag: (tag: string) => request.invalidated.push(tag),
  refresh: () => undefined,
}));

const idle = { status: 'idle' } as const;

function blogForm(fields: Record<string, string>) {
  const form = new FormData();
  form.set('kind', 'blog');
  const all = {
    title: 'Deep quote probe',
    category: '',
    excerpt: '',
    cover_image_url: '',
    content: 'Hello',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.set(key, value);
  return form;
}

describe.each(testDialects)('admin content actions on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    request.invalidated.length = 0;
    const user = await createAdminUser('admin@test.example', await hashPassword('actions-password'));
    request.cookie = (await openSession(user.id)).token;
    expect(sessionCookieName()).toMatch(/ngoma_admin$/);
  });
  afterAll(async () => {
    request.cookie = undefined;
    await t.close();
  });

  const posts = () => t.db.selectFrom('blog_posts').select(['slug', 'title', 'content']).execute();

  it('refuses a post whose Markdown nests too deeply to render, on the content field, and stores nothing', async () => {
    const state = await saveContentAction(idle, blogForm({ content: '>'.repeat(2_000), is_published: 'on' }));
    expect(state).toMatchObject({ status: 'error', fieldErrors: { content: expect.stringMatching(/too deeply/) } });
    expect(await posts()).toEqual([]);
    expect(request.invalidated).toEqual([]);
  });

  it('refuses a job description nested too deeply, on the description field', async () => {
    const form = new FormData();
    form.set('kind', 'jobs');
    form.set('title', 'Deep list probe');
    form.set('location', '');
    form.set('type', '');
    form.set('description', Array.from({ length: 60 }, (_, i) => '  '.repeat(i) + '- item').join('\n'));
    const state = await saveContentAction(idle, form);
    expect(state).toMatchObject({ status: 'error', fieldErrors: { description: expect.stringMatching(/too deeply/) } });
    expect(await t.db.selectFrom('job_postings').select('id').execute()).toEqual([]);
  });

  it('refuses control characters in text fields (they would break the RSS feed)', async () => {
    const state = await saveContentAction(
      idle,
      blogForm({ title: 'Ctl probe \u0001\u000b\u001b end', excerpt: 'ok\u0007' }),
    );
    expect(state).toMatchObject({
      status: 'error',
      fieldErrors: {
        title: expect.stringMatching(/control characters/),
        excerpt: expect.stringMatching(/control characters/),
      },
    });
    expect(await posts()).toEqual([]);
  });

  it('saves ordinary Markdown, with tabs and line breaks, and invalidates the posts', async () => {
    const content = '## Intro\n\nSome *text*\twith a tab.\n\n> a quote\n> - with a list';
    expect(await saveContentAction(idle, blogForm({ title: 'Ordinary post', content }))).toMatchObject({
      status: 'ok',
    });
    expect(await posts()).toEqual([{ slug: 'ordinary-post', title: 'Ordinary post', content }]);
    expect(request.invalidated).toEqual(['posts']);
  });

  it('refuses arguments that are not what a form sends, with a message and nothing changed', async () => {
    for (const notAForm of [null, 'kind=blog', { kind: 'blog', title: 'x', content: 'y' }, [1]]) {
      expect(await saveContentAction(idle, notAForm as unknown as FormData)).toMatchObject({ status: 'error' });
    }
    const [row] = await t.db.selectFrom('blog_posts').select('id').execute();
    for (const [kind, id] of [
      ['blog', true],
      ['blog', [row!.id]],
      ['blog', `${row!.id} or 1=1`],
      ['blog', -1],
      [{ toString: () => 'blog' }, row!.id],
      ['users', row!.id],
    ]) {
      expect(await deleteContentAction(kind, id)).toEqual({ ok: false, message: 'Unknown row.' });
    }
    expect(await t.db.selectFrom('blog_posts').select('id').execute()).toEqual([row]);
    expect(await previewMarkdownAction({ length: 1 } as unknown as string)).toEqual({
      error: 'The content is too long to preview.',
    });
    expect(await previewMarkdownAction('>'.repeat(2_000))).toEqual({ error: expect.stringMatching(/too deeply/) });
    expect(await markHandledAction(null, { id: 1 } as unknown as FormData)).toEqual({
      ok: false,
      message: 'Unknown inquiry.',
    });
  });

  it('answers the public actions called with JSON instead of a form with a refusal, not an exception', async () => {
    request.cookie = undefined;
    try {
      expect(await signInAction(idle, null as unknown as FormData)).toMatchObject({
        status: 'error',
        reason: 'missing',
      });
      expect(await signInAction(idle, { password: 'x' } as unknown as FormData)).toMatchObject({
        status: 'error',
        reason: 'missing',
      });
      const inquiry = await sendInquiry({ status: 'idle' } as never, 'x' as unknown as FormData);
      expect(inquiry).toMatchObject({ status: 'error' });
    } finally {
      const user = await t.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow();
      request.cookie = (await openSession(user.id)).token;
    }
  });
});
