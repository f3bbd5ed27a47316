import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';

/*
 * Two instances on one database (docs/decisions/005-caching.md): the server the e2e harness
 * started (A) and a second one started here (B) on the same build and SQLite file. A change is
 * written the way an admin save on a third instance would: the row through SQL, then the tag's
 * revision bumped in `cache_tags`, exactly as invalidate() does. Neither server called updateTag,
 * so each must learn the change from the database, within a few seconds, on cached list pages,
 * cached detail pages (route cache) and the sitemap alike.
 *
 * TODO(lead): once the admin UI is merged, add the same publish/unpublish through /admin on A.
 */

test.describe.configure({ mode: 'serial' });

const databaseFile = (process.env.DATABASE_URL ?? '').replace(/^file:/, '');
const slug = 'e2e-two-instances-post';
let second: ChildProcess | undefined;
let baseB = '';

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** What an admin save does to the database: the write, then invalidate()'s revision bump. */
function adminWrite(write: (db: Database.Database) => void, tag: string) {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    db.transaction(() => {
      write(db);
      db.prepare(
        `insert into cache_tags (tag, revision, updated_at) values (?, 1, ?)
         on conflict(tag) do update set revision = cache_tags.revision + 1, updated_at = excluded.updated_at`,
      ).run(tag, now);
    })();
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  expect(databaseFile, 'the e2e harness sets DATABASE_URL=file:…').not.toBe('');
  const port = await freePort();
  baseB = `http://127.0.0.1:${port}`;
  second = spawn(process.execPath, [path.join(process.cwd(), 'scripts', 'serve.mjs')], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', AGENCY_SERVER: 'serve' },
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${baseB}/api/health`)).ok) break;
    } catch {}
    if (Date.now() - started > 60_000 || second.exitCode !== null) throw new Error('the second instance did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (second && second.exitCode === null) {
    second.kill('SIGTERM');
    await new Promise((resolve) => second!.once('exit', resolve));
  }
  adminWrite((db) => db.prepare('delete from blog_posts where slug = ?').run(slug), 'posts');
});

async function bodyOf(base: string, pathname: string) {
  const response = await fetch(`${base}${pathname}`);
  return { status: response.status, text: await response.text() };
}

test('a publish and an unpublish show on both instances within a few seconds', async ({ baseURL }) => {
  const instances = [baseURL!, baseB];
  // Warm both caches: the list, the (not yet existing) post and the sitemap.
  for (const base of instances) {
    expect((await bodyOf(base, '/blog')).text).not.toContain(slug);
    expect((await bodyOf(base, `/blog/${slug}`)).status).toBe(404);
    expect((await bodyOf(base, '/sitemap.xml')).text).not.toContain(slug);
  }

  const title = 'Two Instances, One Truth';
  adminWrite((db) => {
    const now = new Date().toISOString();
    db.prepare(
      `insert into blog_posts (slug, title, content, category, excerpt, cover_image_url, published_at, is_published, created_at, updated_at)
       values (?, ?, ?, 'Culture', 'Seen everywhere at once.', '', '2001-01-01T00:00:00.000Z', 1, ?, ?)`,
    ).run(slug, title, '## Hello\n\nPublished on a third instance.', now, now);
  }, 'posts');

  for (const base of instances) {
    await expect.poll(async () => (await bodyOf(base, '/blog')).text, { timeout: 5_000, intervals: [250] }).toContain(title);
    await expect.poll(async () => (await bodyOf(base, `/blog/${slug}`)).status, { timeout: 5_000, intervals: [250] }).toBe(200);
    await expect.poll(async () => (await bodyOf(base, '/sitemap.xml')).text, { timeout: 5_000, intervals: [250] }).toContain(`/blog/${slug}`);
  }

  adminWrite((db) => db.prepare('update blog_posts set is_published = 0 where slug = ?').run(slug), 'posts');

  for (const base of instances) {
    await expect.poll(async () => (await bodyOf(base, `/blog/${slug}`)).status, { timeout: 5_000, intervals: [250] }).toBe(404);
    await expect.poll(async () => (await bodyOf(base, '/blog')).text, { timeout: 5_000, intervals: [250] }).not.toContain(title);
    await expect.poll(async () => (await bodyOf(base, '/blog/rss.xml')).text, { timeout: 5_000, intervals: [250] }).not.toContain(slug);
  }
});

test('an edit to a prerendered case study shows on both instances', async ({ baseURL }) => {
  const caseSlug = 'kigali-sunset-sessions-2023';
  const quote = `Edited for the two-instance test ${Date.now()}`;
  let original = '';
  for (const base of [baseURL!, baseB]) expect((await bodyOf(base, `/portfolio/${caseSlug}`)).status).toBe(200);
  adminWrite((db) => {
    original = (db.prepare('select testimonial_quote from case_studies where slug = ?').get(caseSlug) as { testimonial_quote: string })
      .testimonial_quote;
    db.prepare('update case_studies set testimonial_quote = ?, updated_at = ? where slug = ?').run(quote, new Date().toISOString(), caseSlug);
  }, 'case-studies');
  try {
    for (const base of [baseURL!, baseB]) {
      await expect.poll(async () => (await bodyOf(base, `/portfolio/${caseSlug}`)).text, { timeout: 5_000, intervals: [250] }).toContain(quote);
    }
  } finally {
    adminWrite((db) => db.prepare('update case_studies set testimonial_quote = ? where slug = ?').run(original, caseSlug), 'case-studies');
  }
});
