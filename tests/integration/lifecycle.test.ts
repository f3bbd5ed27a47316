import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { contentTypes } from '@/lib/content-types';
import { findPublishedPostBySlug, listPostsForFeed, listPublishedPosts } from '@/server/repositories/blog-posts';
import { listPublishedCaseStudies } from '@/server/repositories/case-studies';
import { contentRepository } from '@/server/repositories/content';
import { contentState } from '@/lib/content-state';
import { addManualRedirect, deleteRedirect, listRedirects, RedirectLoopError } from '@/server/repositories/redirects';
import { listRevisions, restoreRevision } from '@/server/repositories/revisions';
import { publicReadAnswer } from '@/server/missing-detail';
import { announceScheduleBoundaries } from '@/server/schedule';
import { bumpCacheTagRevisions, listCacheTagRevisions } from '@/server/repositories/cache-tags';
import { markRevisionsSeen } from '@/server/cache/revisions';
import { findUploadUses, listUploads, uploadHash } from '@/server/repositories/media';
import { findPreview, storePreview } from '@/server/repositories/previews';
import { insertUpload } from '@/server/repositories/uploads';
import { emptyItem, fieldLabel, overlayFields, previewFieldErrors } from '@/server/preview/item';
import { createTestDb, testDialects, type TestDb } from '../support/db';

// Writes go through the one generic repository, as the admin's actions do.
const posts = contentRepository(contentTypes.blog);
const caseStudies = contentRepository(contentTypes['case-studies']);
const talentRoster = contentRepository(contentTypes.talent);

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Post ${slug}`,
  content: 'Body',
  category: 'News',
  excerpt: '',
  cover_image_url: '',
  is_published: true,
  ...extra,
});

const caseStudy = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Case ${slug}`,
  summary: '',
  location: '',
  project_date: null,
  category: 'Festival',
  attendance: '',
  duration: '',
  investment_tier: '',
  role: '',
  challenge: '',
  solution: '',
  impact: '',
  hero_image_url: '',
  gallery: [],
  testimonial_quote: '',
  testimonial_author: '',
  is_published: true,
  ...extra,
});

const talentRow = (slug: string) => ({
  slug,
  name: 'DJ',
  category: 'DJ',
  location: '',
  tagline: '',
  bio: '',
  image_url: '',
  highlights: [],
  gallery: [],
  instagram_url: '',
  tiktok_url: '',
  youtube_url: '',
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function answer(path: string) {
  return publicReadAnswer(path, new URLSearchParams());
}

describe.each(testDialects)('content lifecycle on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('scheduled publishing', () => {
    it('shows an item only inside its window, in lists, detail, feed and slugs', async () => {
      await posts.create(post('visible-now'));
      await posts.create(post('later', { publish_at: inMinutes(5) }));
      await posts.create(post('ended', { unpublish_at: inMinutes(-5) }));
      await posts.create(post('until-later', { unpublish_at: inMinutes(5) }));
      await posts.create(post('draft-post', { is_published: false }));
      const listed = (await listPublishedPosts()).items.map((p) => p.slug);
      expect(listed).toContain('visible-now');
      expect(listed).toContain('until-later');
      expect(listed).not.toContain('later');
      expect(listed).not.toContain('ended');
      expect(listed).not.toContain('draft-post');
      expect(await findPublishedPostBySlug('later')).toBeUndefined();
      expect(await findPublishedPostBySlug('until-later')).toBeDefined();
      expect((await listPostsForFeed()).map((p) => p.slug)).not.toContain('later');
      expect((await posts.listAddresses()).filter((a) => a.live).map((a) => a.slug)).not.toContain('ended');
      // The proxy answers 404 for a scheduled post as for a draft.
      expect(await answer('/blog/later')).toEqual({ kind: 'missing', target: '/missing?kind=blog', status: 404 });

      await caseStudies.create(caseStudy('cs-later', { publish_at: inMinutes(5) }));
      await caseStudies.create(caseStudy('cs-now'));
      const studies = (await listPublishedCaseStudies()).items.map((c) => c.slug);
      expect(studies).toContain('cs-now');
      expect(studies).not.toContain('cs-later');
    });

    it('opens a scheduled address at its time even before the schedule tick announces it', async () => {
      const opensAt = new Date(Date.now() + 1500).toISOString();
      await posts.create(post('opens-soon', { publish_at: opensAt }));
      expect(await answer('/blog/opens-soon')).toMatchObject({ kind: 'missing', status: 404 });
      // No tag is bumped here: only the time passes. The proxy's copy of the addresses must see it.
      await vi.waitFor(async () => expect(await answer('/blog/opens-soon')).toEqual({ kind: 'render' }), {
        timeout: 6000,
        interval: 200,
      });
    });

    it('names the state the admin lists show', () => {
      const now = new Date('2026-06-01T12:00:00Z');
      expect(contentState({ is_published: false, publish_at: null, unpublish_at: null }, now)).toBe('draft');
      expect(contentState({ is_published: true, publish_at: '2026-06-01T12:01:00Z', unpublish_at: null }, now)).toBe(
        'scheduled',
      );
      expect(contentState({ is_published: true, publish_at: '2026-06-01T11:00:00Z', unpublish_at: null }, now)).toBe(
        'published',
      );
      expect(contentState({ is_published: true, publish_at: null, unpublish_at: '2026-06-01T12:00:00Z' }, now)).toBe(
        'expired',
      );
    });

    it('announces a window boundary once, by bumping the tag of its type', async () => {
      const tick = new Date(Date.now() + 10 * 60_000);
      await announceScheduleBoundaries(tick); // claims everything up to ten minutes ahead
      const revision = async (tag: string) =>
        Number((await listCacheTagRevisions()).find((r) => r.tag === tag)?.revision ?? 0);
      const before = await revision('posts');
      const studiesBefore = await revision('case-studies');
      // Nothing opens or closes between the last check and one minute after it.
      expect(await announceScheduleBoundaries(new Date(tick.getTime() + 60_000))).toEqual([]);
      const opening = new Date(tick.getTime() + 90_000).toISOString();
      await posts.create(post('opens-at-tick', { publish_at: opening }));
      const at = new Date(tick.getTime() + 120_000);
      expect(await announceScheduleBoundaries(at)).toEqual(['posts']);
      expect(await revision('posts')).toBe(before + 1);
      expect(await revision('case-studies')).toBe(studiesBefore);
      // The same span claimed again (another instance, same moment) announces nothing.
      expect(await announceScheduleBoundaries(at)).toEqual([]);
      expect(await revision('posts')).toBe(before + 1);
    });
  });

  describe('which detail addresses exist (the proxy)', () => {
    const jobs = contentRepository(contentTypes.jobs);
    const job = (slug: string, is_active: boolean) => ({
      slug,
      title: `Job ${slug}`,
      location: 'Nairobi',
      type: 'Full-time',
      description: 'Run shows.',
      is_active,
    });

    it('answers a closed job 410 with its words, an unknown one 404, an open one and the open application render', async () => {
      await jobs.create(job('stage-manager', true));
      const closed = await jobs.create(job('sound-engineer', false));
      expect(await answer('/careers/stage-manager/apply')).toEqual({ kind: 'render' });
      expect(await answer('/careers/general/apply')).toEqual({ kind: 'render' });
      expect(await answer('/careers/sound-engineer/apply')).toEqual({
        kind: 'missing',
        target: '/missing?kind=jobs&closed=1',
        status: 410,
      });
      expect(await answer('/careers/never-was/apply')).toEqual({
        kind: 'missing',
        target: '/missing?kind=jobs',
        status: 404,
      });
      // Reopened through the repository (as the admin saves): open at once on this instance.
      await jobs.update(closed.id, { is_active: true });
      expect(await answer('/careers/sound-engineer/apply')).toEqual({ kind: 'render' });
      // A hidden blog post is not told apart from one that never existed.
      await posts.create(post('quiet-draft', { is_published: false }));
      expect(await answer('/blog/quiet-draft')).toEqual({ kind: 'missing', target: '/missing?kind=blog', status: 404 });
    });

    it("answers from its copy until the type's cache tag changes, as on another instance", async () => {
      await talentRoster.create(talentRow('copy-dj'));
      expect(await answer('/talent/copy-dj')).toEqual({ kind: 'render' });
      // A change this process did not make (another instance): the copy still answers, no read...
      await t.db.deleteFrom('talent').where('slug', '=', 'copy-dj').execute();
      expect(await answer('/talent/copy-dj')).toEqual({ kind: 'render' });
      // ...until the tag's revision moves, as the cache_tags poll records it within a second.
      markRevisionsSeen(await bumpCacheTagRevisions(['talent']));
      expect(await answer('/talent/copy-dj')).toEqual({ kind: 'missing', target: '/missing?kind=talent', status: 404 });
      expect(await answer('/talent/copy-dj/book')).toEqual({
        kind: 'missing',
        target: '/missing?kind=talent',
        status: 404,
      });
    });
  });

  describe('redirects on rename', () => {
    it('records old → new for a published item, rewriting chains and dropping loops', async () => {
      const created = await posts.create(post('first-name'));
      await posts.update(created.id, { slug: 'second-name' });
      expect(await answer('/blog/first-name')).toEqual({ kind: 'redirect', location: '/blog/second-name' });
      await posts.update(created.id, { slug: 'third-name' });
      const rows = await listRedirects();
      const targets = Object.fromEntries(rows.map((r) => [r.from_path, r.to_path]));
      // No chain: both old names lead straight to the newest.
      expect(targets['/blog/first-name']).toBe('/blog/third-name');
      expect(targets['/blog/second-name']).toBe('/blog/third-name');
      expect(await answer('/blog/first-name')).toEqual({ kind: 'redirect', location: '/blog/third-name' });
      expect(await answer('/blog/third-name')).toEqual({ kind: 'render' });
      // Renaming back: first-name is live again, no loop, the others lead to it.
      await posts.update(created.id, { slug: 'first-name' });
      const after = Object.fromEntries((await listRedirects()).map((r) => [r.from_path, r.to_path]));
      expect(after['/blog/first-name']).toBeUndefined();
      expect(after['/blog/second-name']).toBe('/blog/first-name');
      expect(after['/blog/third-name']).toBe('/blog/first-name');
      expect(await answer('/blog/first-name')).toEqual({ kind: 'render' });
    });

    it('records nothing for a draft, and redirects a talent profile and its booking page', async () => {
      const draft = await posts.create(post('draft-name', { is_published: false }));
      await posts.update(draft.id, { slug: 'draft-renamed' });
      expect((await listRedirects()).some((r) => r.from_path === '/blog/draft-name')).toBe(false);

      const talent = await talentRoster.create(talentRow('old-dj'));
      await talentRoster.update(talent.id, { slug: 'new-dj' });
      expect(await answer('/talent/old-dj')).toEqual({ kind: 'redirect', location: '/talent/new-dj' });
      expect(await answer('/talent/old-dj/book')).toEqual({ kind: 'redirect', location: '/talent/new-dj/book' });

      const study = await caseStudies.create(caseStudy('cs-old'));
      await caseStudies.update(study.id, { slug: 'cs-new' });
      expect(await answer('/portfolio/cs-old')).toEqual({ kind: 'redirect', location: '/portfolio/cs-new' });
    });

    it('adds manual redirects without chains, refuses loops, and deletes them', async () => {
      await addManualRedirect('/old-page', '/about');
      expect(await answer('/old-page')).toEqual({ kind: 'redirect', location: '/about' });
      // A redirect to a redirected path goes to its final target.
      await addManualRedirect('/older-page', '/old-page');
      expect(await answer('/older-page')).toEqual({ kind: 'redirect', location: '/about' });
      await expect(addManualRedirect('/about', '/older-page')).rejects.toBeInstanceOf(RedirectLoopError);
      await addManualRedirect('/promo', 'https://tickets.example.com/show');
      expect(await answer('/promo')).toEqual({ kind: 'redirect', location: 'https://tickets.example.com/show' });
      const promo = (await listRedirects()).find((r) => r.from_path === '/promo')!;
      await deleteRedirect(promo.id);
      expect(await answer('/promo')).toEqual({ kind: 'render' });
    });
  });

  describe('revisions', () => {
    beforeEach(() => {
      delete process.env.REVISIONS_PER_ITEM;
      resetEnvForTests();
    });

    it('records every save with its author and changed fields, and restores one as a new revision', async () => {
      const created = await posts.create(post('revised', { title: 'Version one' }), null);
      await posts.update(created.id, { title: 'Version two', excerpt: 'Now with an excerpt' });
      const revisions = await listRevisions('blog', created.id);
      expect(revisions).toHaveLength(2);
      expect(revisions[0]!.changed.sort()).toEqual(['excerpt', 'title']);
      expect(revisions[0]!.snapshot.title).toBe('Version two');
      const first = revisions[1]!;
      const restored = await restoreRevision(contentTypes.blog, created.id, first.id, null);
      expect(restored?.title).toBe('Version one');
      expect(restored?.excerpt).toBe('');
      const afterRestore = await listRevisions('blog', created.id);
      expect(afterRestore).toHaveLength(3);
      expect(afterRestore[0]!.changed.sort()).toEqual(['excerpt', 'title']);
    });

    it('keeps at most REVISIONS_PER_ITEM per item', async () => {
      process.env.REVISIONS_PER_ITEM = '3';
      resetEnvForTests();
      const created = await posts.create(post('many-saves'));
      for (let i = 1; i <= 5; i++) await posts.update(created.id, { title: `Save ${i}` });
      const revisions = await listRevisions('blog', created.id);
      expect(revisions.map((r) => r.snapshot.title)).toEqual(['Save 5', 'Save 4', 'Save 3']);
    });
  });

  describe('media library', () => {
    it('finds where an upload is used, by any of its variants, in URLs, galleries and Markdown', async () => {
      const hash = 'a'.repeat(32);
      const unused = 'b'.repeat(32);
      await insertUpload({
        fileName: `${hash}-1600.webp`,
        originalName: 'stage.jpg',
        contentType: 'image/jpeg',
        width: 1600,
        height: 900,
        bytes: 1234,
      });
      await insertUpload({
        fileName: `${unused}-800.webp`,
        originalName: 'spare.jpg',
        contentType: 'image/jpeg',
        width: 800,
        height: 600,
        bytes: 99,
      });
      await posts.create(post('uses-cover', { cover_image_url: `/uploads/${hash}-1600.webp` }));
      await posts.create(post('uses-body', { content: `Look: ![The stage](/uploads/${hash}-640.webp)` }));
      await caseStudies.create(caseStudy('uses-gallery', { gallery: [`/uploads/${hash}-1600.webp`] }));
      const uses = await findUploadUses();
      const paths = (uses.get(uploadHash(`${hash}-1600.webp`)) ?? []).map((use) => use.path).sort();
      expect(paths).toEqual(['/blog/uses-body', '/blog/uses-cover', '/portfolio/uses-gallery']);
      expect(uses.get(unused)).toBeUndefined();
      expect((await listUploads()).map((u) => u.original_name)).toEqual(
        expect.arrayContaining(['stage.jpg', 'spare.jpg']),
      );
    });
  });

  describe('previews of unsaved edits', () => {
    it('keeps the form under an unguessable token and lays it over the saved item', async () => {
      const saved = await posts.create(post('preview-base', { title: 'Saved title', excerpt: 'Saved excerpt' }));
      const token = await storePreview({
        kind: 'blog',
        itemId: saved.id,
        authorId: null,
        fields: { title: 'Unsaved title', content: 'New body', id: '999', unknown_field: 'ignored' },
      });
      expect(token).toMatch(/^[\w-]{43}$/);
      const preview = await findPreview(token);
      expect(preview?.fields.title).toBe('Unsaved title');
      const item = overlayFields(saved, preview!);
      expect(item).toMatchObject({
        id: saved.id,
        title: 'Unsaved title',
        content: 'New body',
        excerpt: 'Saved excerpt',
      });
      expect(item).not.toHaveProperty('unknown_field');
      expect(await findPreview('x'.repeat(43))).toBeUndefined();
      // Expired: not found.
      expect(await findPreview(token, new Date(Date.now() + 31 * 60_000).toISOString())).toBeUndefined();
      // A new item: the empty item with the fields, the gallery as a list.
      const fresh = overlayFields(emptyItem(contentTypes['case-studies']), {
        kind: 'case-studies',
        itemId: null,
        authorId: null,
        fields: { title: 'New', gallery: ['/a.jpg', '/b.jpg'] },
      });
      expect(fresh).toMatchObject({ title: 'New', gallery: ['/a.jpg', '/b.jpg'], slug: 'preview' });
    });

    it('checks an edit with the save schema: a javascript: cover image gets its field error, not a preview', async () => {
      const edit = (fields: Record<string, string>) => ({
        kind: 'blog' as const,
        itemId: null,
        authorId: null,
        fields,
      });
      const valid = { title: 'Preview title', excerpt: 'E', content: 'Body' };
      expect(previewFieldErrors(contentTypes.blog, edit(valid))).toBeNull();
      const errors = previewFieldErrors(
        contentTypes.blog,
        edit({ ...valid, cover_image_url: 'javascript:alert(1)', cover_image_alt: 'A stage' }),
      );
      expect(errors).toEqual({ cover_image_url: 'Use a web address starting with https://, or upload an image.' });
      expect(fieldLabel(contentTypes.blog, 'cover_image_url')).toBe('Cover Image');
      // What the save refuses beyond the schema is refused here too: a title is required.
      expect(previewFieldErrors(contentTypes.blog, edit({ ...valid, title: '' }))).toMatchObject({
        title: 'Title is required.',
      });
    });
  });
});
