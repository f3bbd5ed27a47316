import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import * as firstPublishedAt from '@/server/db/migrations/011-first-published-at';
import { seedDemoContent } from '@/server/db/seed';
import { demoBlogPosts, demoCaseStudies, demoEvents, demoJobPostings, demoTalent } from '@/server/db/seed-data';
import { contentTypes } from '@/lib/content-types';
import {
  findPublishedCaseStudyBySlug,
  listCaseStudyFacets,
  listPublishedCaseStudies,
  listRelatedCaseStudies,
} from '@/server/repositories/case-studies';
import { contentRepository } from '@/server/repositories/content';
import { findTalentBySlug, listTalent } from '@/server/repositories/talent';
import { findPublishedPostBySlug, listLatestPosts, listPublishedPosts } from '@/server/repositories/blog-posts';
import { listActiveJobPostings } from '@/server/repositories/job-postings';
import { DuplicateSlugError } from '@/server/repositories/shared';
import { createTestDb, testDialects, type TestDb } from '../support/db';
import { Database } from '../support/sqlite';

// Writes and admin lists go through the one generic repository, as the admin's actions do.
const posts = contentRepository(contentTypes.blog);
const caseStudies = contentRepository(contentTypes['case-studies']);
const talentRoster = contentRepository(contentTypes.talent);
const jobPostings = contentRepository(contentTypes.jobs);

describe.each(testDialects)('database on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('migrations create every table and running them again changes nothing', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    for (const name of [
      'case_studies',
      'talent',
      'blog_posts',
      'job_postings',
      'inquiries',
      'sessions',
      'rate_limits',
    ]) {
      expect(tables).toContain(name);
    }
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('seeds the demo content once, and only into an empty database', async () => {
    expect(await seedDemoContent(t.db)).toEqual({
      seeded: true,
      counts: {
        case_studies: 8,
        talent: demoTalent.length,
        blog_posts: demoBlogPosts.length,
        job_postings: 4,
        events: demoEvents.length,
      },
    });
    expect(await seedDemoContent(t.db)).toMatchObject({ seeded: false });
    const count = async (table: 'case_studies' | 'talent' | 'blog_posts' | 'job_postings') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('case_studies')).toBe(demoCaseStudies.length);
    expect(await count('talent')).toBe(demoTalent.length);
    expect(await count('blog_posts')).toBe(demoBlogPosts.length);
    expect(await count('job_postings')).toBe(4);
    expect(demoJobPostings.map((j) => j.title)).toEqual([
      'Artist Manager',
      'Production Coordinator',
      'Digital Marketing Specialist',
      'Booking Agent',
    ]);
  });

  it('the seed has the Pretoria festival, six talent categories and the Amapiano article', async () => {
    const pretoria = (await listPublishedCaseStudies()).items.find((c) => c.location.includes('Pretoria'));
    expect(pretoria).toMatchObject({ attendance: '30,000+', duration: '3 days', investment_tier: '$500K+' });
    expect(pretoria?.testimonial_quote).not.toBe('');
    const categories = new Set((await listTalent({}, { pageSize: 100 })).items.map((x) => x.category));
    expect([...categories].sort()).toEqual(['Comedian', 'DJ', 'Influencer', 'MC', 'Model', 'Musician']);
    const post = await findPublishedPostBySlug('the-rise-of-amapiano-in-the-us-market');
    expect(post?.content).toContain('##');
  });

  it('booleans and timestamps come back the same on both dialects', async () => {
    const created = await caseStudies.create({
      ...demoCaseStudies[0]!,
      project_date: demoCaseStudies[0]!.project_date ?? null,
      slug: 'bool-check',
      title: 'Bool check',
      is_published: false,
    });
    expect(created.is_published).toBe(false);
    expect(created.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Array.isArray(created.gallery)).toBe(true);
    const updated = await caseStudies.update(created.id, { is_published: true });
    expect(updated?.is_published).toBe(true);
    expect(typeof updated?.project_date).toBe('string');
    await caseStudies.remove(created.id);
  });

  it('lists only published case studies, newest project first, and filters by category and year', async () => {
    const all = await listPublishedCaseStudies();
    expect(all.items.every((c) => c.is_published)).toBe(true);
    expect(all.total).toBe(demoCaseStudies.filter((c) => c.is_published).length);
    const dates = all.items.map((c) => c.project_date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const { categories, years } = await listCaseStudyFacets();
    expect(categories.length).toBeGreaterThan(1);
    const festivals = await listPublishedCaseStudies({ category: 'Festival' });
    expect(festivals.items.length).toBeGreaterThan(0);
    expect(festivals.items.every((c) => c.category === 'Festival')).toBe(true);
    const year = years[0]!;
    const inYear = await listPublishedCaseStudies({ year });
    expect(inYear.items.every((c) => c.project_date?.startsWith(year))).toBe(true);
    const draft = demoCaseStudies.find((c) => !c.is_published)!;
    expect(await findPublishedCaseStudyBySlug(draft.slug)).toBeUndefined();
    const related = await listRelatedCaseStudies(all.items[0]!);
    expect(related).toHaveLength(3);
    expect(related.map((r) => r.id)).not.toContain(all.items[0]!.id);
  });

  it('searches talent by name, case-insensitively, and filters by category', async () => {
    const first = demoTalent[0]!;
    const byName = await listTalent({ q: first.name.split(' ')[0]!.toUpperCase() });
    expect(byName.items.map((x) => x.slug)).toContain(first.slug);
    const djs = await listTalent({ category: 'DJ' });
    expect(djs.items.every((x) => x.category === 'DJ')).toBe(true);
    expect(await listTalent({ q: '%' })).toMatchObject({ total: 0 });
    const found = await findTalentBySlug(first.slug);
    expect(found?.highlights).toHaveLength(3);
  });

  it('search takes % and _ literally on every admin list and the roster', async () => {
    const talent = await talentRoster.create({ ...demoTalent[0]!, slug: 'dj-100-percent', name: 'DJ 100%' });
    expect((await listTalent({ q: '100%' })).items.map((x) => x.slug)).toEqual(['dj-100-percent']);
    expect((await listTalent({ q: '%' })).items.map((x) => x.slug)).toEqual(['dj-100-percent']);
    expect(await listTalent({ q: '_' })).toMatchObject({ total: 0 });
    expect(await listTalent({ q: 'DJ_100' })).toMatchObject({ total: 0 });
    const base = {
      content: 'Body',
      category: '',
      excerpt: '',
      cover_image_url: '',
      is_published: false,
    };
    await posts.create({ ...base, slug: 'under-score', title: 'Snake_case names' });
    await posts.create({ ...base, slug: 'no-under-score', title: 'Snakexcase names' });
    expect((await posts.listForAdmin({ q: 'snake_case' })).items.map((p) => p.slug)).toEqual(['under-score']);
    expect((await posts.listForAdmin({ q: '50%' })).total).toBe(0);
    expect((await caseStudies.listForAdmin({ q: '%' })).total).toBe(0);
    expect((await jobPostings.listForAdmin({ q: '_' })).total).toBe(0);
    expect((await jobPostings.listForAdmin({ q: 'booking' })).items.map((j) => j.title)).toEqual(['Booking Agent']);
    await talentRoster.remove(talent.id);
  });

  it('refuses a duplicate slug with a clear error', async () => {
    const first = demoTalent[0]!;
    await expect(talentRoster.create({ ...first, name: 'Someone else' })).rejects.toBeInstanceOf(DuplicateSlugError);
  });

  it('publishing a post stamps published_at once; drafts stay off the public lists', async () => {
    const post = await posts.create({
      slug: 'draft-check',
      title: 'Draft check',
      content: 'Body',
      category: '',
      excerpt: '',
      cover_image_url: '',
      is_published: false,
    });
    expect(post.published_at).toBeNull();
    expect(post.first_published_at).toBeNull();
    expect((await listPublishedPosts({ pageSize: 100 })).items.map((p) => p.slug)).not.toContain('draft-check');
    const published = await posts.update(post.id, { is_published: true });
    expect(published?.published_at).toBeTruthy();
    const latest = await listLatestPosts(3);
    expect(latest[0]?.slug).toBe('draft-check');
    const unpublished = await posts.update(post.id, { is_published: false });
    expect(unpublished?.published_at).toBe(published?.published_at);
    // Its address has been given out (decision 131): the first public save is kept too.
    expect(published?.first_published_at).toBeTruthy();
    expect(unpublished?.first_published_at).toBe(published?.first_published_at);
    expect(await findPublishedPostBySlug('draft-check')).toBeUndefined();
  });

  it('migration 011 counts as public what is public now, a post published once, and every talent', async () => {
    await t.db.updateTable('blog_posts').set({ first_published_at: null }).execute();
    await firstPublishedAt.down(t.db);
    await firstPublishedAt.up(t.db);
    const rows = async (table: 'blog_posts' | 'case_studies' | 'job_postings' | 'talent') =>
      (await t.db.selectFrom(table).selectAll().execute()) as unknown as Record<string, unknown>[];
    const stamped = (row: Record<string, unknown>) => row.first_published_at !== null;
    for (const post of await rows('blog_posts')) {
      expect(stamped(post), String(post.slug)).toBe(Boolean(post.is_published || post.published_at));
      if (post.published_at) expect(post.first_published_at).toBe(post.published_at);
    }
    expect((await rows('blog_posts')).find((post) => post.slug === 'draft-check')).toMatchObject({
      is_published: false,
      first_published_at: expect.any(String),
    });
    for (const study of await rows('case_studies')) expect(stamped(study)).toBe(study.is_published);
    for (const job of await rows('job_postings')) expect(stamped(job)).toBe(job.is_active);
    for (const talent of await rows('talent')) expect(talent.first_published_at).toBe(talent.created_at);
  });

  it('paginates the admin lists and bounds the page size', async () => {
    const page = await caseStudies.listForAdmin({ page: 2, pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect(page.page).toBe(2);
    expect(page.pageCount).toBe(Math.ceil(page.total / 3));
    const huge = await caseStudies.listForAdmin({ pageSize: 1_000_000 });
    expect(huge.pageSize).toBe(100);
  });

  it('hides inactive job postings from the careers list', async () => {
    const jobs = await listActiveJobPostings();
    expect(jobs.total).toBe(4);
    await jobPostings.update(jobs.items[0]!.id, { is_active: false });
    expect((await listActiveJobPostings()).total).toBe(3);
  });

  it('answers a trivial query', async () => {
    await expect(sql`select 1 as one`.execute(t.db)).resolves.toBeTruthy();
  });
});

describe('SQLite transactions beside another process on the same file', () => {
  it('a transaction that reads, then writes, keeps the write lock from its start: another writer waits, neither fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-lock-'));
    const file = path.join(dir, 'test.db');
    const app = await createDb({ dialect: 'sqlite', filename: file });
    try {
      await migrateToLatest(app);
      await app
        .insertInto('cache_tags')
        .values({ tag: 'posts', revision: 1, updated_at: new Date().toISOString() })
        .execute();
      // Another instance, the CLI or a backup: its own connection to the file, here told not to wait.
      const other = new Database(file);
      other.pragma('busy_timeout = 0');
      const bump = () => other.prepare(`update cache_tags set revision = revision + 1 where tag = 'posts'`).run();
      let otherRefused: unknown;
      try {
        await app.transaction().execute(async (trx) => {
          const { revision } = await trx
            .selectFrom('cache_tags')
            .select('revision')
            .where('tag', '=', 'posts')
            .executeTakeFirstOrThrow();
          // The other process writes between our read and our write. A deferred transaction let
          // it, then failed its own write with SQLITE_BUSY (the busy timeout does not cover that).
          try {
            bump();
          } catch (error) {
            otherRefused = error;
          }
          await trx
            .updateTable('cache_tags')
            .set({ revision: Number(revision) + 10 })
            .where('tag', '=', 'posts')
            .execute();
        });
        expect(String(otherRefused)).toMatch(/database is locked/);
        bump(); // once the transaction has committed, the other writer goes ahead
        expect(other.prepare(`select revision from cache_tags where tag = 'posts'`).get()).toEqual({ revision: 12 });
      } finally {
        other.close();
      }
    } finally {
      await app.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
