import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentTypes } from '@/lib/content-types';
import { findPublishedPostBySlug } from '@/server/repositories/blog-posts';
import { findPublishedEventBySlug, listUpcomingEvents } from '@/server/repositories/events';
import { findTalentBySlug } from '@/server/repositories/talent';
import { demoEvents, demoJobPostings, demoTalent } from '@/server/db/seed-data';
import { getOpenJobs } from '@/server/data/public';
import { contentRepository } from '@/server/repositories/content';
import { translationRepository } from '@/server/repositories/translations';
import { DuplicateSlugError } from '@/server/repositories/shared';
import { localizedItem, localizedList } from '@/server/data/localized';
import { publicReadAnswer } from '@/server/missing-detail';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import sitemap from '@/app/sitemap';
import { createTestDb, testDialects, type TestDb } from '../support/db';

// The page's language, as the [locale] root parameter would give it.
const page = vi.hoisted(() => ({ locale: 'en' as string | undefined }));
vi.mock('next/root-params', () => ({ locale: async () => page.locale }));
// The sitemap's cached reads run here as plain functions.
vi.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

const posts = contentRepository(contentTypes.blog);
const translations = translationRepository(contentTypes.blog);

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Post ${slug}`,
  content: 'English body',
  category: 'News',
  excerpt: 'English excerpt',
  cover_image_url: '',
  is_published: true,
  ...extra,
});

describe.each(testDialects)('translated content on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    page.locale = 'en';
    await t.close();
  });

  it('saves and reads a translation, keeping only the translatable fields', async () => {
    const item = await posts.create(post('hello'));
    const saved = await translations.save(item.id, 'fr', {
      slug: 'bonjour',
      fields: { title: 'Bonjour', content: 'Corps', cover_image_url: '/not-translatable.jpg' },
      is_published: false,
    });
    expect(saved).toMatchObject({ item_id: item.id, locale: 'fr', slug: 'bonjour', is_published: false });
    expect(saved.fields).toEqual({ title: 'Bonjour', content: 'Corps' });
    // Saving again replaces it.
    await translations.save(item.id, 'fr', { slug: 'bonjour', fields: { title: 'Salut' }, is_published: true });
    const all = await translations.listFor(item.id);
    expect(Object.keys(all)).toEqual(['fr']);
    expect(all.fr).toMatchObject({ slug: 'bonjour', is_published: true, fields: { title: 'Salut' } });
    expect((await translations.coverage([item.id])).get(item.id)).toEqual({ fr: true });
  });

  it('refuses a slug another item has in the same language, not in another language', async () => {
    const a = await posts.create(post('first-one'));
    const b = await posts.create(post('second-one'));
    await translations.save(a.id, 'fr', { slug: 'meme', fields: {}, is_published: true });
    await expect(translations.save(b.id, 'fr', { slug: 'meme', fields: {}, is_published: true })).rejects.toThrow(
      DuplicateSlugError,
    );
    await expect(
      translations.save(b.id, 'sw', { slug: 'meme', fields: {}, is_published: true }),
    ).resolves.toMatchObject({ slug: 'meme' });
  });

  it('reads the French version when published, else the English one flagged untranslated', async () => {
    const item = await posts.create(post('translated-post'));
    await posts.create(post('untranslated-post'));
    await translations.save(item.id, 'fr', {
      slug: 'article-traduit',
      fields: { title: 'Article traduit', excerpt: '' },
      is_published: false,
    });
    page.locale = 'fr';
    // An unpublished translation is not shown: English, with the flag.
    expect(await localizedItem(contentTypes.blog, 'article-traduit', findPublishedPostBySlug)).toBeUndefined();
    const draft = await localizedItem(contentTypes.blog, 'translated-post', findPublishedPostBySlug);
    expect(draft).toMatchObject({ title: 'Post translated-post', untranslated: true, language: 'en' });

    await translations.save(item.id, 'fr', {
      slug: 'article-traduit',
      fields: { title: 'Article traduit', excerpt: '' },
      is_published: true,
    });
    const french = await localizedItem(contentTypes.blog, 'article-traduit', findPublishedPostBySlug);
    // An empty translated field shows the English one.
    expect(french).toMatchObject({
      id: item.id,
      slug: 'article-traduit',
      title: 'Article traduit',
      excerpt: 'English excerpt',
      untranslated: false,
      language: 'fr',
    });
    expect(french?.paths).toEqual({
      en: '/blog/translated-post',
      fr: '/fr/blog/article-traduit',
      sw: '/sw/blog/translated-post',
    });
    // The English slug under /fr shows the French version too.
    expect(await localizedItem(contentTypes.blog, 'translated-post', findPublishedPostBySlug)).toMatchObject({
      title: 'Article traduit',
    });
    const english = await localizedItem(contentTypes.blog, 'untranslated-post', findPublishedPostBySlug);
    expect(english).toMatchObject({ title: 'Post untranslated-post', untranslated: true, language: 'en' });
    const listed = await localizedList(contentTypes.blog, [
      { id: item.id, slug: 'translated-post', title: 'Post translated-post' },
    ]);
    expect(listed).toEqual([{ id: item.id, slug: 'article-traduit', title: 'Article traduit', untranslated: false }]);

    page.locale = 'en';
    expect(await localizedItem(contentTypes.blog, 'translated-post', findPublishedPostBySlug)).toMatchObject({
      title: 'Post translated-post',
      untranslated: false,
      language: 'en',
    });
    expect(await localizedItem(contentTypes.blog, 'article-traduit', findPublishedPostBySlug)).toBeUndefined();
  });

  it('lets the proxy render a published French slug under /fr only, and hides it with its item', async () => {
    const item = await posts.create(post('proxy-post'));
    await translations.save(item.id, 'fr', { slug: 'article-proxy', fields: { title: 'Proxy' }, is_published: true });
    const answer = (path: string, locale: string) => publicReadAnswer(path, new URLSearchParams(), locale);
    expect(await answer('/blog/article-proxy', 'fr')).toEqual({ kind: 'render' });
    expect(await answer('/blog/proxy-post', 'fr')).toEqual({ kind: 'render' });
    expect(await answer('/blog/article-proxy', 'en')).toMatchObject({ kind: 'missing', status: 404 });
    expect(await answer('/blog/article-proxy', 'sw')).toMatchObject({ kind: 'missing', status: 404 });

    // Through the proxy itself: /fr/… carries its language to the detail check.
    const visit = async (path: string) => {
      const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000')));
      return {
        passes: response.headers.get('x-middleware-next') === '1',
        status: response.headers.get('x-agency-status'),
      };
    };
    expect(await visit('/fr/blog/article-proxy')).toEqual({ passes: true, status: null });
    expect(await visit('/sw/blog/article-proxy')).toEqual({ passes: false, status: '404' });
    expect(await visit('/blog/article-proxy')).toEqual({ passes: false, status: '404' });
    // An address under no page: 404 in its language (English ones get Next's global 404).
    expect(await visit('/fr/no-such-page')).toEqual({ passes: false, status: '404' });
    expect(await visit('/sw/uploads/x.jpg')).toEqual({ passes: false, status: '404' });
    expect(await visit('/no-such-page')).toEqual({ passes: false, status: null });

    await translations.save(item.id, 'fr', { slug: 'article-proxy', fields: {}, is_published: false });
    expect(await answer('/blog/article-proxy', 'fr')).toMatchObject({ kind: 'missing', status: 404 });
    await translations.save(item.id, 'fr', { slug: 'article-proxy', fields: {}, is_published: true });
    await posts.update(item.id, { is_published: false });
    expect(await answer('/blog/article-proxy', 'fr')).toMatchObject({ kind: 'missing', status: 404 });

    await posts.remove(item.id);
    expect(await translations.listFor(item.id)).toEqual({});
  });
});

describe.each(testDialects)('translated talent and events on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    page.locale = 'en';
    await t.close();
  });

  it('shows a published talent bio at its French slug, English with the flag in Swahili', async () => {
    const roster = contentRepository(contentTypes.talent);
    const talentTranslations = translationRepository(contentTypes.talent);
    const artist = await roster.create({ ...demoTalent[0]!, slug: 'dj-sol', name: 'DJ Sol', bio: 'English bio' });
    await talentTranslations.save(artist.id, 'fr', {
      slug: 'dj-sol-fr',
      fields: { bio: 'Biographie française', tagline: '' },
      is_published: true,
    });

    page.locale = 'fr';
    const french = await localizedItem(contentTypes.talent, 'dj-sol-fr', findTalentBySlug);
    expect(french).toMatchObject({
      bio: 'Biographie française',
      slug: 'dj-sol-fr',
      untranslated: false,
      language: 'fr',
    });
    // An empty translated field shows the English one; the name stays shared.
    expect(french).toMatchObject({ tagline: demoTalent[0]!.tagline, name: 'DJ Sol', englishSlug: 'dj-sol' });
    expect(french?.paths).toEqual({ en: '/talent/dj-sol', fr: '/fr/talent/dj-sol-fr', sw: '/sw/talent/dj-sol' });
    const [listed] = await localizedList(contentTypes.talent, [artist]);
    expect(listed).toMatchObject({ bio: 'Biographie française', slug: 'dj-sol-fr', untranslated: false });

    page.locale = 'sw';
    expect(await localizedItem(contentTypes.talent, 'dj-sol', findTalentBySlug)).toMatchObject({
      bio: 'English bio',
      untranslated: true,
      language: 'en',
    });
    expect(await localizedItem(contentTypes.talent, 'dj-sol-fr', findTalentBySlug)).toBeUndefined();

    // A route handler has no root parameter: it names the language (press photos: English, or the path's).
    page.locale = undefined;
    expect(await localizedItem(contentTypes.talent, 'dj-sol', findTalentBySlug, 'en')).toMatchObject({
      bio: 'English bio',
      untranslated: false,
    });
    expect(await localizedItem(contentTypes.talent, 'dj-sol-fr', findTalentBySlug, 'fr')).toMatchObject({
      bio: 'Biographie française',
    });
  });

  it('shows a published event title in French, with the language passed in by a route handler', async () => {
    const events = contentRepository(contentTypes.events);
    const eventTranslations = translationRepository(contentTypes.events);
    const { in_days: _days, local_start: _start, hours: _hours, ...row } = demoEvents[0]!;
    const starts = new Date(Date.now() + 10 * 86_400_000);
    const event = await events.create({
      ...row,
      slug: 'sunset-show',
      title: 'Sunset Show',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
    });
    await eventTranslations.save(event.id, 'fr', {
      slug: 'spectacle-au-coucher',
      fields: { title: 'Spectacle au coucher du soleil' },
      is_published: true,
    });

    page.locale = undefined;
    const french = await localizedItem(contentTypes.events, 'spectacle-au-coucher', findPublishedEventBySlug, 'fr');
    expect(french).toMatchObject({ title: 'Spectacle au coucher du soleil', untranslated: false });
    expect(french?.description).toBe(row.description);
    expect(french?.paths.fr).toBe('/fr/events/spectacle-au-coucher');
    // The English slug under /fr renders the same French event (the calendar link made before the translation).
    expect(await localizedItem(contentTypes.events, 'sunset-show', findPublishedEventBySlug, 'fr')).toMatchObject({
      title: 'Spectacle au coucher du soleil',
    });
    const upcoming = (await listUpcomingEvents()).filter((e) => e.id === event.id);
    expect((await localizedList(contentTypes.events, upcoming, 'fr'))[0]).toMatchObject({
      title: 'Spectacle au coucher du soleil',
      slug: 'spectacle-au-coucher',
    });
    expect((await localizedList(contentTypes.events, upcoming, 'sw'))[0]).toMatchObject({
      title: 'Sunset Show',
      untranslated: true,
    });
    expect((await localizedList(contentTypes.events, upcoming, 'en'))[0]).toMatchObject({
      title: 'Sunset Show',
      untranslated: false,
    });

    // Unpublished: English, flagged, and the French slug is unknown.
    await eventTranslations.save(event.id, 'fr', { slug: 'spectacle-au-coucher', fields: {}, is_published: false });
    expect(
      await localizedItem(contentTypes.events, 'spectacle-au-coucher', findPublishedEventBySlug, 'fr'),
    ).toBeUndefined();
    expect(await localizedItem(contentTypes.events, 'sunset-show', findPublishedEventBySlug, 'fr')).toMatchObject({
      title: 'Sunset Show',
      untranslated: true,
    });
  });
});

describe.each(testDialects)('the sitemap of translated items on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    page.locale = 'en';
    await t.close();
  });

  it('lists a published translation at its own slug, each entry naming every language’s address', async () => {
    const item = await posts.create(post('map-post'));
    await translations.save(item.id, 'fr', { slug: 'article-carte', fields: { title: 'Carte' }, is_published: true });
    await translations.save(item.id, 'sw', { slug: 'makala-ramani', fields: { title: 'Ramani' }, is_published: false });
    const other = await posts.create(post('plain-post'));

    const entries = await sitemap();
    const of = (slug: string) => entries.filter((entry) => entry.url.includes(slug));
    const base = new URL('/', entries[0]!.url).origin;
    const mapped = entries.filter((entry) => entry.alternates?.languages?.fr === `${base}/fr/blog/article-carte`);
    expect(mapped.map((entry) => entry.url).sort()).toEqual(
      [`${base}/blog/map-post`, `${base}/fr/blog/article-carte`, `${base}/sw/blog/map-post`].sort(),
    );
    expect(mapped[0]!.alternates?.languages).toMatchObject({
      en: `${base}/blog/map-post`,
      fr: `${base}/fr/blog/article-carte`,
      sw: `${base}/sw/blog/map-post`,
      'x-default': `${base}/blog/map-post`,
    });
    // The unpublished Swahili slug is not listed; an untranslated item keeps its English slug everywhere.
    expect(of('makala-ramani')).toEqual([]);
    expect(
      of('plain-post')
        .map((entry) => entry.url)
        .sort(),
    ).toEqual([`${base}/blog/plain-post`, `${base}/fr/blog/plain-post`, `${base}/sw/blog/plain-post`].sort());
    expect(other.id).toBeGreaterThan(0);
  });

  it('shows a job posting translated on /fr/careers but keeps its English slug (the apply page reads it)', async () => {
    const jobs = contentRepository(contentTypes.jobs);
    const job = await jobs.create({ ...demoJobPostings[0]!, slug: 'sound-engineer', title: 'Sound Engineer' });
    await translationRepository(contentTypes.jobs).save(job.id, 'fr', {
      slug: 'ingenieur-du-son',
      fields: { title: 'Ingénieur du son' },
      is_published: true,
    });
    page.locale = 'fr';
    expect((await getOpenJobs()).find((entry) => entry.id === job.id)).toMatchObject({
      title: 'Ingénieur du son',
      slug: 'sound-engineer',
      untranslated: false,
    });
    page.locale = 'sw';
    expect((await getOpenJobs()).find((entry) => entry.id === job.id)).toMatchObject({
      title: 'Sound Engineer',
      untranslated: true,
    });
    page.locale = 'en';
    expect((await sitemap()).some((entry) => entry.url.includes('ingenieur-du-son'))).toBe(false);
  });
});
