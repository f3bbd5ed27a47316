import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { bumpCacheTagRevisions, listCacheTagRevisions } from '@/server/repositories/cache-tags';
import { markRevisionsSeen, seenRevisions } from '@/server/cache/revisions';
import {
  createCacheHandler,
  createRouteCache,
  createTagState,
  type StoredEntry,
} from '@/server/cache/handler-core.mjs';
import { createRevisionReader } from '@/server/cache/tag-revisions.mjs';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/*
 * The cross-instance invalidation path (docs/decisions/005-caching.md): an admin save on instance A
 * calls invalidate(), which bumps the tag's revision in `cache_tags` (bumpCacheTagRevisions); the
 * cache handlers of instance B poll that table and from then on treat entries cached before it as
 * stale: 'use cache' data and whole pages alike. Here "instance B" is a handler reading the same database. The two-server version of this
 * runs in tests/e2e/public-instances.spec.ts.
 */

const encoder = new TextEncoder();

function entry(tags: string[], timestamp: number, text = 'cached'): StoredEntry {
  return {
    value: new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(text));
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp,
    expire: 31_536_000,
    revalidate: 2_592_000,
  };
}

async function text(stored: StoredEntry | undefined) {
  return stored ? new Response(stored.value).text() : undefined;
}

describe.each(testDialects)('cross-instance cache invalidation on %s', (dialect) => {
  let t: TestDb;
  let clock: number;
  const now = () => clock;
  const quiet = { error: () => {}, info: () => {} };

  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    clock = Date.now();
    seenRevisions().clear();
  });

  const reader = () => t.db.selectFrom('cache_tags').select(['tag', 'revision', 'updated_at']).execute();

  it('bumps a revision per tag, creating the row the first time', async () => {
    const first = await bumpCacheTagRevisions(['test-a', 'test-a', 'test-b']);
    expect(first).toEqual([
      { tag: 'test-a', revision: 1 },
      { tag: 'test-b', revision: 1 },
    ]);
    expect(await bumpCacheTagRevisions(['test-a'])).toEqual([{ tag: 'test-a', revision: 2 }]);
    const rows = await listCacheTagRevisions();
    expect(rows.find((r) => r.tag === 'test-a')).toMatchObject({ revision: 2 });
  });

  it("serves an entry until another instance's save, then treats it as stale", async () => {
    const instanceB = createCacheHandler({ readRevisions: reader, now, log: quiet });
    await instanceB.refreshTags(); // start-up sync
    await instanceB.set('posts-list', Promise.resolve(entry(['posts'], clock - 10)));
    await instanceB.set('jobs-list', Promise.resolve(entry(['jobs'], clock - 10)));
    expect(await text(await instanceB.get('posts-list'))).toBe('cached');

    // Instance A saves a post: invalidate() records the new revision.
    await bumpCacheTagRevisions(['posts']);
    clock += 1000;
    await instanceB.refreshTags();

    expect(await instanceB.get('posts-list')).toBeUndefined();
    expect(await text(await instanceB.get('jobs-list'))).toBe('cached');
    expect(await instanceB.getExpiration(['posts'])).toBeGreaterThan(clock - 1000);
    expect(await instanceB.getExpiration(['jobs'])).toBe(0);

    // Entries cached after the change are fresh.
    clock += 5;
    await instanceB.set('posts-list', Promise.resolve(entry(['posts'], clock, 'fresh')));
    expect(await text(await instanceB.get('posts-list'))).toBe('fresh');
  });

  it('polls the database at most once a second', async () => {
    let reads = 0;
    const handler = createCacheHandler({
      readRevisions: async () => {
        reads++;
        return reader();
      },
      now,
      log: quiet,
    });
    await Promise.all([handler.refreshTags(), handler.refreshTags(), handler.refreshTags()]);
    await handler.refreshTags();
    clock += 999;
    await handler.refreshTags();
    expect(reads).toBe(1);
    clock += 1;
    await handler.refreshTags();
    expect(reads).toBe(2);
  });

  it('at start-up, only entries older than the last change are stale', async () => {
    await bumpCacheTagRevisions(['talent']);
    const changedAt = Date.parse((await listCacheTagRevisions()).find((r) => r.tag === 'talent')!.updated_at);
    clock = changedAt + 60_000;
    const handler = createCacheHandler({ readRevisions: reader, now, log: quiet });
    await handler.refreshTags();
    // An entry made before the change is stale; one made after is not.
    expect(await handler.getExpiration(['talent'])).toBe(changedAt);
    await handler.set('before', Promise.resolve(entry(['talent'], changedAt - 1000)));
    await handler.set('after', Promise.resolve(entry(['talent'], changedAt + 1000)));
    expect(await handler.get('before')).toBeUndefined();
    expect(await text(await handler.get('after'))).toBe('cached');
  });

  it("does not expire again what this instance's own invalidate() already expired", async () => {
    const handler = createCacheHandler({ readRevisions: reader, now, log: quiet });
    await handler.refreshTags();
    // invalidate() on this instance: updateTag (Next calls updateTags) and the revision it wrote.
    await handler.updateTags(['case-studies']);
    markRevisionsSeen(await bumpCacheTagRevisions(['case-studies']));
    clock += 1;
    await handler.set('fresh-after-save', Promise.resolve(entry(['case-studies'], clock)));
    clock += 1000;
    await handler.refreshTags();
    expect(await text(await handler.get('fresh-after-save'))).toBe('cached');
  });

  it('a page whose render began before a save is expired by it, though stored after it', async () => {
    const tagState = createTagState({ readRevisions: reader, now, log: quiet });
    await tagState.refresh();
    const pages = createRouteCache({ tagState, now });
    const page = { kind: 'APP_PAGE', html: '<html>old events</html>', headers: { 'x-next-cache-tags': 'events' } };
    expect(await pages.get('/events')).toBeNull(); // the lookup that starts a render (its data read now)
    clock += 50;
    tagState.update(['events']); // an admin saves an event while it renders
    clock += 50;
    await pages.set('/events', page); // the render, with the data from before the save, is stored
    clock += 1;
    expect(await pages.get('/events')).toBeNull();
    // The next render, begun after the save, is kept.
    clock += 1;
    await pages.set('/events', { ...page, html: '<html>new events</html>' });
    clock += 1;
    expect(await pages.get('/events')).toMatchObject({ value: { html: '<html>new events</html>' } });
  });

  it('two overlapping renders of a page: the one stored after a save is expired by it', async () => {
    const tagState = createTagState({ readRevisions: reader, now, log: quiet });
    await tagState.refresh();
    const pages = createRouteCache({ tagState, now });
    const page = (html: string) => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': 'settings' } });
    expect(await pages.get('/sw/contact')).toBeNull(); // a visit starts a render
    clock += 10;
    expect(await pages.get('/sw/contact')).toBeNull(); // a prefetch starts another, with the same data
    clock += 10;
    await pages.set('/sw/contact', page('<html>old tagline</html>')); // the first is stored
    clock += 10;
    tagState.update(['settings']); // an admin saves the tagline
    clock += 10;
    await pages.set('/sw/contact', page('<html>old tagline</html>')); // the second, begun before the save
    clock += 1;
    expect(await pages.get('/sw/contact')).toBeNull();
  });

  it('drops a rendered page tagged with what another instance saved, and keeps the others', async () => {
    const tagState = createTagState({ readRevisions: reader, now, log: quiet });
    await tagState.refresh();
    const pages = createRouteCache({ tagState, now });
    const page = (tags: string) => ({ kind: 'APP_PAGE', html: '<html>', headers: { 'x-next-cache-tags': tags } });
    await pages.set('/blog', page('_N_T_/layout,_N_T_/blog,posts'));
    await pages.set('/careers', page('_N_T_/layout,_N_T_/careers,jobs'));
    clock += 10;
    expect(await pages.get('/blog')).toMatchObject({ value: { html: '<html>' } });

    await bumpCacheTagRevisions(['posts']); // instance A saves a post
    clock += 1000;
    await tagState.refresh();
    expect(await pages.get('/blog')).toBeNull();
    expect(await pages.get('/careers')).toMatchObject({ value: { html: '<html>' } });

    // This instance's own updateTag() reaches the route cache through revalidateTag.
    await pages.revalidateTag(['jobs']);
    clock += 1;
    expect(await pages.get('/careers')).toBeNull();
  });

  it('the plain-driver reader the server uses sees the same revisions', async () => {
    let url: string;
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
        t.db,
      );
      url = `file:${rows[0]!.file}`;
    } else {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
      const withSchema = new URL(process.env.TEST_DATABASE_URL!);
      withSchema.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
      url = withSchema.toString();
    }
    const [bumped] = await bumpCacheTagRevisions(['reader-check']);
    const rows = await createRevisionReader(url)();
    expect(rows.find((r) => r.tag === 'reader-check')).toMatchObject({ revision: bumped!.revision });
    const updatedAt = rows.find((r) => r.tag === 'reader-check')!.updated_at;
    expect(Number.isFinite(updatedAt instanceof Date ? updatedAt.getTime() : Date.parse(updatedAt))).toBe(true);
  });

  it('keeps serving with the last known state when the database cannot be read', async () => {
    let fail = false;
    const handler = createCacheHandler({
      readRevisions: async () => {
        if (fail) throw new Error('connection refused');
        return reader();
      },
      now,
      log: quiet,
    });
    await handler.refreshTags();
    await handler.set('k', Promise.resolve(entry(['posts'], clock)));
    fail = true;
    clock += 1000;
    await expect(handler.refreshTags()).resolves.toBeUndefined();
    expect(await text(await handler.get('k'))).toBe('cached');
  });
});

describe('the revision reader the server uses (plain driver, outside the Next bundle)', () => {
  it('reads cache_tags from a SQLite file named by DATABASE_URL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-cache-'));
    const file = path.join(dir, 'site.db');
    const database = await createDb({ dialect: 'sqlite', filename: file });
    await migrateToLatest(database);
    await database
      .insertInto('cache_tags')
      .values({ tag: 'posts', revision: 7, updated_at: new Date().toISOString() })
      .execute();
    const read = createRevisionReader(`file:${file}`);
    expect(await read()).toEqual([expect.objectContaining({ tag: 'posts', revision: 7 })]);
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('evicts the least recently used entries beyond its size budget', async () => {
    // Room for two entries of a one-character key, a 15-character value and no tags.
    const entryBytes = 1 + 15;
    const handler = createCacheHandler({
      readRevisions: async () => [],
      maxBytes: entryBytes * 2 + 10,
      log: { error: () => {}, info: () => {} },
    });
    const now = Date.now();
    await handler.set('a', Promise.resolve(entry([], now, 'x'.repeat(15))));
    await handler.set('b', Promise.resolve(entry([], now, 'y'.repeat(15))));
    await handler.get('a'); // a is now the most recently used
    await handler.set('c', Promise.resolve(entry([], now, 'z'.repeat(15))));
    expect(await handler.get('b')).toBeUndefined();
    expect(await text(await handler.get('a'))).toBe('x'.repeat(15));
    expect(await text(await handler.get('c'))).toBe('z'.repeat(15));
  });

  it('counts a page by the memory its HTML takes', async () => {
    const tagState = createTagState({ readRevisions: async () => [], log: { error: () => {}, info: () => {} } });
    await tagState.refresh();
    // A French page: ’ and … are beyond Latin-1, so V8 keeps its HTML at two bytes a character.
    const html = `<html lang="fr"><p>« L’agence qui fait vibrer l’Afrique… »</p>${'é'.repeat(1000)}</html>`;
    const pages = createRouteCache({ tagState, maxBytes: 4096 });
    await pages.set('/fr', { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': 'pages' } });
    expect(await pages.get('/fr')).toMatchObject({ value: { kind: 'APP_PAGE', html } });
    expect(pages.bytes).toBeGreaterThanOrEqual(html.length * 2);
    // A second such page does not fit beside it in 4 KB: the budget is bytes, not characters.
    await pages.set('/sw', { kind: 'APP_PAGE', html: html.replace('fr', 'sw'), headers: {} });
    expect(await pages.get('/fr')).toBeNull();
    expect(await pages.get('/sw')).toMatchObject({ value: { html: html.replace('fr', 'sw') } });
  });
});

describe('the handler modules as the server loads them (once by its own loader, once bundled in the route modules)', () => {
  it("every copy reads and writes one route store, which drops a page once another instance's save is polled", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-cache-copies-'));
    const file = path.join(dir, 'site.db');
    const database = await createDb({ dialect: 'sqlite', filename: file });
    await migrateToLatest(database);
    const previousUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `file:${file}`;
    seenRevisions().clear(); // the tests above leave revisions of their own databases
    try {
      const { default: ServerCopy } = await import('@/server/cache/route-cache.mjs');
      const { default: serverTagState } = await import('@/server/cache/tag-state.mjs');
      vi.resetModules(); // a second, independent load of the same files: what the route modules' bundle does
      const { default: BundledCopy } = await import('@/server/cache/route-cache.mjs');
      const { default: bundledTagState } = await import('@/server/cache/tag-state.mjs');
      expect(BundledCopy).not.toBe(ServerCopy);

      const page = {
        kind: 'APP_PAGE',
        html: '<html>',
        headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/blog,posts' },
      };
      await new BundledCopy().set('/blog', page, { tags: [] });
      expect(await new ServerCopy().get('/blog')).toMatchObject({ value: { html: '<html>' } });

      await new Promise((resolve) => setTimeout(resolve, 5));
      const [bumped] = await bumpRevisionIn(database, 'posts'); // another instance saves a post
      expect(bumped).toBeDefined();
      // Whichever copy polls (each polls every second), the page the other copy holds is dropped.
      await expect.poll(() => serverTagState.refresh().then(() => new BundledCopy().get('/blog'))).toBeNull();
      expect(bundledTagState).toBe(serverTagState);
    } finally {
      process.env.DATABASE_URL = previousUrl;
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function bumpRevisionIn(database: Awaited<ReturnType<typeof createDb>>, tag: string) {
  const updatedAt = new Date().toISOString();
  return database
    .insertInto('cache_tags')
    .values({ tag, revision: 1, updated_at: updatedAt })
    .onConflict((oc) => oc.column('tag').doUpdateSet({ revision: sql`cache_tags.revision + 1`, updated_at: updatedAt }))
    .returning(['tag', 'revision'])
    .execute();
}
