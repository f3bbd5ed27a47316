import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteContentAction, previewMarkdownAction, saveContentAction } from '@/server/actions/admin/content';
import { readFlash } from '@/server/actions/flash';
import { markHandledAction } from '@/server/actions/admin/inbox';
import { hashPassword } from '@/server/auth/password';
import { openSession } from '@/server/auth/session';
import { sessionCookieName } from '@/server/auth/cookie';
import { createAdminUser } from '@/server/repositories/admin-users';
import { resetEnvForTests } from '@/server/env';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/*
 * The admin content actions as a browser (or anyone) calls them: a server action takes whatever
 * arguments the caller sends. Markdown that the public pages could not render quickly and completely
 * is refused at save time on its own field, control characters are refused in text fields, and
 * arguments of the wrong type are refused with a message rather than a 500.
 */

// The request being served: its session cookie. The cache calls are recorded, not run (there is no
// Next.js request here to invalidate).
const request = vi.hoisted(() => ({
  cookie: undefined as string | undefined,
  invalidated: [] as string[],
  jar: new Map<string, string>(),
  headers: new Headers(),
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      request.cookie && name.endsWith('ngoma_admin') ? { name, value: request.cookie } : undefined,
    set: (name: string, value: string) => void request.jar.set(name, value),
  }),
  headers: async () => request.headers,
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
    expect(state).toMatchObject({ ok: false, fieldErrors: { content: expect.stringMatching(/too deeply/) } });
    expect(await posts()).toEqual([]);
    expect(request.invalidated).toEqual([]);
  });

  it('refuses a cover image without alt text on the alt field; saves it with alt text, a schedule and the actor', async () => {
    const form = { title: 'Alt probe', cover_image_url: 'https://cdn.example.com/a.jpg', is_published: 'on' };
    const refused = await saveContentAction(idle, blogForm(form));
    expect(refused).toMatchObject({ ok: false, fieldErrors: { cover_image_alt: expect.stringMatching(/alt text/) } });
    const unlabelled = await saveContentAction(idle, blogForm({ title: 'Alt probe', content: 'See ![](/x.png)' }));
    expect(unlabelled).toMatchObject({ ok: false, fieldErrors: { content: expect.stringMatching(/no alt text/) } });
    expect(await posts()).toEqual([]);

    // A wall-clock time without a zone is site time (Africa/Johannesburg, UTC+2); one with a zone is as it says.
    const saved = await saveContentAction(
      idle,
      blogForm({
        ...form,
        cover_image_alt: 'A stage at night',
        publish_at: '2030-01-01T09:00',
        unpublish_at: '2030-02-01T10:00:00.000Z',
        meta_title: 'Alt probe for search',
      }),
    );
    // Scheduled: not public yet, so the success toast offers no "View".
    expect(saved).toMatchObject({ ok: true, mode: 'created', view: null });
    const row = await t.db
      .selectFrom('blog_posts')
      .select(['id', 'publish_at', 'unpublish_at', 'cover_image_alt', 'meta_title'])
      .where('slug', '=', 'alt-probe')
      .executeTakeFirstOrThrow();
    expect([new Date(row.publish_at!).toISOString(), new Date(row.unpublish_at!).toISOString()]).toEqual([
      '2030-01-01T07:00:00.000Z',
      '2030-02-01T10:00:00.000Z',
    ]);
    expect(row).toMatchObject({ cover_image_alt: 'A stage at night', meta_title: 'Alt probe for search' });
    const revision = await t.db
      .selectFrom('revisions')
      .innerJoin('admin_users', 'admin_users.id', 'revisions.author_id')
      .select('admin_users.email')
      .where('kind', '=', 'blog')
      .where('item_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(revision.email).toBe('admin@test.example');
    const bad = await saveContentAction(idle, blogForm({ title: 'Bad time', publish_at: '2030-02-30T09:00' }));
    expect(bad).toMatchObject({ ok: false, fieldErrors: { publish_at: expect.stringMatching(/date and time/) } });
    // An end at or before the start (the same instant written in two zones here) would hide the item for good.
    const backwards = await saveContentAction(
      idle,
      blogForm({ title: 'Backwards', publish_at: '2030-01-01T09:00', unpublish_at: '2030-01-01T07:00:00.000Z' }),
    );
    expect(backwards).toMatchObject({
      ok: false,
      fieldErrors: { unpublish_at: 'Unpublish At must be after Publish At.' },
    });
    expect(await posts()).toHaveLength(1);
    await t.db.deleteFrom('revisions').execute();
    await t.db.deleteFrom('blog_posts').execute();
    request.invalidated.length = 0;
  });

  it('refuses a job description nested too deeply, on the description field', async () => {
    const form = new FormData();
    form.set('kind', 'jobs');
    form.set('title', 'Deep list probe');
    form.set('location', '');
    form.set('type', '');
    form.set('description', Array.from({ length: 60 }, (_, i) => '  '.repeat(i) + '- item').join('\n'));
    const state = await saveContentAction(idle, form);
    expect(state).toMatchObject({ ok: false, fieldErrors: { description: expect.stringMatching(/too deeply/) } });
    expect(await t.db.selectFrom('job_postings').select('id').execute()).toEqual([]);
  });

  it('refuses control characters in text fields (they would break the RSS feed)', async () => {
    const state = await saveContentAction(
      idle,
      blogForm({ title: 'Ctl probe \u0001\u000b\u001b end', excerpt: 'ok\u0007' }),
    );
    expect(state).toMatchObject({
      ok: false,
      fieldErrors: {
        title: expect.stringMatching(/control characters/),
        excerpt: expect.stringMatching(/control characters/),
      },
    });
    expect(await posts()).toEqual([]);
  });

  it('saves ordinary Markdown, with tabs and line breaks, and invalidates the posts', async () => {
    const content = '## Intro\n\nSome *text*\twith a tab.\n\n> a quote\n> - with a list';
    // A draft: saved, and no public page to view.
    expect(await saveContentAction(idle, blogForm({ title: 'Ordinary post', content }))).toMatchObject({
      ok: true,
      view: null,
    });
    expect(await posts()).toEqual([{ slug: 'ordinary-post', title: 'Ordinary post', content }]);
    expect(request.invalidated).toEqual(['posts']);
    // Published now: the answer names the post's page, for the toast's "View".
    const { id } = await t.db.selectFrom('blog_posts').select('id').executeTakeFirstOrThrow();
    const form = blogForm({ title: 'Ordinary post', content, is_published: 'on' });
    form.set('id', String(id));
    expect(await saveContentAction(idle, form)).toMatchObject({
      ok: true,
      mode: 'updated',
      id,
      view: '/blog/ordinary-post',
    });
  });

  it('refuses arguments that are not what a form sends, with a message and nothing changed', async () => {
    for (const notAForm of [null, 'kind=blog', { kind: 'blog', title: 'x', content: 'y' }, [1]]) {
      expect(await saveContentAction(idle, notAForm as unknown as FormData)).toMatchObject({ ok: false });
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
      expect(await deleteContentAction(kind, id)).toMatchObject({ ok: false, message: 'Unknown row.' });
      // The same values sent as the confirm dialog's form.
      const form = new FormData();
      form.set('kind', String(kind));
      form.set('id', String(id));
      if (form.get('kind') === 'blog' && form.get('id') === String(row!.id)) continue;
      expect(await deleteContentAction(null, form)).toMatchObject({ ok: false, message: 'Unknown row.' });
    }
    expect(await t.db.selectFrom('blog_posts').select('id').execute()).toEqual([row]);
    expect(await previewMarkdownAction({ length: 1 } as unknown as string)).toEqual({
      error: 'The content is too long to preview.',
    });
    expect(await previewMarkdownAction('>'.repeat(2_000))).toEqual({ error: expect.stringMatching(/too deeply/) });
    expect(await markHandledAction(null, { id: 1 } as unknown as FormData)).toMatchObject({
      ok: false,
      message: 'Unknown inquiry.',
    });
  });

  it('the full-page editor without JavaScript: a refusal goes back to the editor with its errors and values, a save to its list', async () => {
    const refused = saveContentAction(idle, blogForm({ title: 'Editor probe', content: '', then: 'list?q=probe' }));
    // Nothing of the refusal in the address (a link could forge it): it travels in the signed flash.
    await expect(refused).rejects.toMatchObject({ digest: expect.stringContaining(';/admin/blog/new?q=probe;') });
    request.headers = new Headers({ 'x-agency-admin-flash': request.jar.get('ngoma_admin_flash')! });
    expect(await readFlash()).toMatchObject({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: { content: 'Content is required.' },
      form: { key: 'blog:new', values: { title: 'Editor probe', content: '' } },
    });
    // Text too long for a cookie is not carried; the editor says so.
    const long = Array.from({ length: 3_000 }, (_, i) => `w${(i * 7919) % 100_003}`).join(' ');
    await expect(
      saveContentAction(idle, blogForm({ title: long.slice(0, 190), excerpt: long, content: '', then: 'list' })),
    ).rejects.toMatchObject({ digest: expect.stringContaining(';/admin/blog/new;') });
    request.headers = new Headers({ 'x-agency-admin-flash': request.jar.get('ngoma_admin_flash')! });
    expect((await readFlash())?.form).toEqual({ key: 'blog:new', lost: true });
    request.headers = new Headers();
    // Without `then` (the modal, or the editor with JavaScript) the refusal is the answer, values included.
    expect(await saveContentAction(idle, blogForm({ title: 'Editor probe', content: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { content: 'Content is required.' },
      values: { kind: 'blog', title: 'Editor probe', content: '' },
    });
    // Back to the search and page it came from, with the toast and the saved row (for its "View" and
    // its schedule); nothing else the form names.
    const saved = await saveContentAction(
      idle,
      blogForm({ title: 'Editor probe', then: 'list?q=probe&page=2&next=//evil' }),
    ).catch((error: unknown) => error);
    const [probe] = await t.db
      .selectFrom('blog_posts')
      .select(['id', 'title'])
      .where('slug', '=', 'editor-probe')
      .execute();
    expect(probe).toMatchObject({ title: 'Editor probe' });
    expect(saved).toMatchObject({
      digest: expect.stringContaining(`;/admin/blog?q=probe&page=2&saved=created&id=${probe!.id};`),
    });
  });

  describe('slugs the operator controls (decision 131)', () => {
    const save = (fields: Record<string, string>, id?: number) =>
      saveContentAction(idle, blogForm({ content: 'Body', ...fields, ...(id ? { id: String(id) } : {}) }));
    const post = (id: number) =>
      t.db
        .selectFrom('blog_posts')
        .select(['slug', 'title', 'first_published_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const redirectFrom = async (path: string) =>
      (await t.db.selectFrom('redirects').select('to_path').where('from_path', '=', path).executeTakeFirst())?.to_path;

    it('a published post keeps its address when only its title changes; an edited slug moves it and leaves a redirect', async () => {
      const created = await save({ title: 'Slug probe', is_published: 'on' });
      expect(created).toMatchObject({ ok: true, id: expect.any(Number) });
      const id = (created as { id: number }).id;
      expect(await post(id)).toMatchObject({ slug: 'slug-probe', first_published_at: expect.anything() });

      // A typo fixed in the title, the slug field untouched (as the form sends it) or not sent at all.
      expect(await save({ title: 'Slug probe, fixed', slug: 'slug-probe', is_published: 'on' }, id)).toMatchObject({
        ok: true,
      });
      expect(await save({ title: 'Slug probe, fixed again', is_published: 'on' }, id)).toMatchObject({ ok: true });
      expect(await post(id)).toMatchObject({ slug: 'slug-probe', title: 'Slug probe, fixed again' });
      expect(await redirectFrom('/blog/slug-probe')).toBeUndefined();

      // The operator's own slug, typed loosely: in slug form, and the old address redirects.
      expect(
        await save({ title: 'Slug probe, fixed again', slug: ' Short Probe ', is_published: 'on' }, id),
      ).toMatchObject({ ok: true });
      expect(await post(id)).toMatchObject({ slug: 'short-probe' });
      expect(await redirectFrom('/blog/slug-probe')).toBe('/blog/short-probe');

      // Unpublished, it was public once: still no move from a title change.
      await save({ title: 'Unpublished now', slug: 'short-probe' }, id);
      expect(await post(id)).toMatchObject({ slug: 'short-probe', title: 'Unpublished now' });
    });

    it('a draft never published follows its title; a typed slug stays; nothing redirects', async () => {
      const created = (await save({ title: 'Draft probe' })) as { ok: true; id: number };
      expect(await post(created.id)).toMatchObject({ slug: 'draft-probe', first_published_at: null });
      await save({ title: 'Draft probe renamed', slug: 'draft-probe' }, created.id);
      expect(await post(created.id)).toMatchObject({ slug: 'draft-probe-renamed' });
      await save({ title: 'Draft probe renamed', slug: 'my-draft' }, created.id);
      await save({ title: 'Draft probe renamed twice', slug: 'my-draft' }, created.id);
      expect(await post(created.id)).toMatchObject({ slug: 'my-draft' });
      expect(await redirectFrom('/blog/draft-probe')).toBeUndefined();
      // Published, with a new title in the same save: the slug it had is the one given out.
      await save({ title: 'Draft probe goes live', slug: 'my-draft', is_published: 'on' }, created.id);
      expect(await post(created.id)).toMatchObject({ slug: 'my-draft', first_published_at: expect.anything() });
    });

    it('refuses a slug that is taken, reserved or has nothing usable, beside the slug, and changes nothing', async () => {
      const taken = await save({ title: 'Another probe', slug: 'short-probe' });
      expect(taken).toMatchObject({ ok: false, fieldErrors: { slug: expect.stringContaining('is already in use') } });
      expect(await save({ title: 'Another probe', slug: '!!!' })).toMatchObject({
        ok: false,
        fieldErrors: { slug: 'Use letters, digits or hyphens in the slug.' },
      });
      const job = new FormData();
      for (const [key, value] of Object.entries({
        kind: 'jobs',
        title: 'Open role',
        description: 'A role',
        slug: 'General',
      })) {
        job.set(key, value);
      }
      expect(await saveContentAction(idle, job)).toMatchObject({
        ok: false,
        fieldErrors: { slug: "'general' is reserved for open applications: edit the slug or change the title." },
      });
      expect(await t.db.selectFrom('blog_posts').select('id').where('title', '=', 'Another probe').execute()).toEqual(
        [],
      );
      expect(await t.db.selectFrom('job_postings').select('id').execute()).toEqual([]);
    });
  });

  describe('one time zone (decision 131)', () => {
    afterAll(() => {
      delete process.env.SITE_TIME_ZONE;
      resetEnvForTests();
    });

    it('reads a scheduled time on the site clock, whatever the server clock, and the answer says when it goes live', async () => {
      const schedule = async (title: string) => {
        const state = await saveContentAction(
          idle,
          blogForm({ title, content: 'Later', is_published: 'on', publish_at: '2030-11-25T20:28' }),
        );
        const row = await t.db
          .selectFrom('blog_posts')
          .select('publish_at')
          .where('title', '=', title)
          .executeTakeFirstOrThrow();
        return { state, publishAt: new Date(row.publish_at!).toISOString() };
      };
      const johannesburg = await schedule('Scheduled in Johannesburg');
      expect(johannesburg.publishAt).toBe('2030-11-25T18:28:00.000Z');
      expect(johannesburg.state).toMatchObject({ ok: true, note: 'Scheduled for 25 Nov 2030, 20:28 SAST.' });

      process.env.SITE_TIME_ZONE = 'Africa/Nairobi';
      resetEnvForTests();
      const nairobi = await schedule('Scheduled in Nairobi');
      expect(nairobi.publishAt).toBe('2030-11-25T17:28:00.000Z');
      expect(nairobi.state).toMatchObject({ ok: true, note: 'Scheduled for 25 Nov 2030, 20:28 EAT.' });
      // A post that is live now has nothing to add.
      expect(await saveContentAction(idle, blogForm({ title: 'Live now', is_published: 'on' }))).toMatchObject({
        ok: true,
        note: undefined,
      });
    });
  });
});
