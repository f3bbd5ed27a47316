import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveTranslationAction } from '@/server/actions/admin/translations';
import { contentTypes } from '@/lib/content-types';
import { hashPassword } from '@/server/auth/password';
import { openSession } from '@/server/auth/session';
import { createAdminUser } from '@/server/repositories/admin-users';
import { contentRepository } from '@/server/repositories/content';
import { translationRepository } from '@/server/repositories/translations';
import { adminRequest as request } from '../support/admin-request';
import { createTestDb, testDialects, type TestDb } from '../support/db';

// The request being served: its session cookie; the cache calls are recorded (tests/support/admin-request.ts).
vi.mock('next/headers', () => import('../support/admin-request').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('../support/admin-request').then((m) => m.nextCache));

const idle = { status: 'idle' } as const;

function translationForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe.each(testDialects)('the translation save action on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    const user = await createAdminUser('admin@test.example', await hashPassword('actions-password'));
    request.cookie = (await openSession(user.id)).token;
  });
  afterAll(async () => {
    request.cookie = undefined;
    await t.close();
  });

  it('saves a translation, makes its slug from the translated title, invalidates the tag and logs it', async () => {
    const post = await contentRepository(contentTypes.blog).create({
      slug: 'action-post',
      title: 'Action post',
      content: 'Body',
      is_published: true,
    });
    request.invalidated.length = 0;
    const saved = await saveTranslationAction(
      idle,
      translationForm({
        kind: 'blog',
        id: String(post.id),
        locale: 'fr',
        slug: '',
        'field:title': 'Article d’action',
        'field:content': 'Corps',
        'field:cover_image_url': '/ignored.jpg',
        is_published: 'on',
      }),
    );
    expect(saved).toMatchObject({ ok: true, message: 'French translation saved and published.' });
    expect(request.invalidated).toContain(contentTypes.blog.tag);
    const { fr } = await translationRepository(contentTypes.blog).listFor(post.id);
    expect(fr).toMatchObject({ slug: 'article-daction', is_published: true, fields: { title: 'Article d’action' } });
    expect(fr?.fields).not.toHaveProperty('cover_image_url');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'content translation save')
      .execute();
    expect(audit.at(-1)).toMatchObject({ outcome: 'ok' });
  });

  it('refuses an unknown language, an unknown item and a slug taken in that language, beside the slug', async () => {
    const a = await contentRepository(contentTypes.blog).create({ slug: 'a-post', title: 'A', content: 'x' });
    const b = await contentRepository(contentTypes.blog).create({ slug: 'b-post', title: 'B', content: 'x' });
    const base = { kind: 'blog', 'field:title': 'Titre' };
    expect(
      await saveTranslationAction(idle, translationForm({ ...base, id: String(a.id), locale: 'en' })),
    ).toMatchObject({ ok: false });
    expect(await saveTranslationAction(idle, translationForm({ ...base, id: '999999', locale: 'fr' }))).toMatchObject({
      ok: false,
      message: 'This item no longer exists.',
    });
    await saveTranslationAction(idle, translationForm({ ...base, id: String(a.id), locale: 'fr', slug: 'titre' }));
    const taken = await saveTranslationAction(
      idle,
      translationForm({ ...base, id: String(b.id), locale: 'fr', slug: 'titre' }),
    );
    expect(taken).toMatchObject({ ok: false, fieldErrors: { slug: expect.stringContaining('already in use') } });
  });
});
