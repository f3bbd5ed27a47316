import 'server-only';
import { db } from '../db/client';
import type { BlogPostRow } from '../db/schema';
import {
  containsText,
  DuplicateSlugError,
  isUniqueViolation,
  nowIso,
  pageBounds,
  toPage,
  type PageRequest,
} from './shared';

export type BlogPost = BlogPostRow;
export type BlogPostInput = Omit<BlogPost, 'id' | 'created_at' | 'updated_at' | 'published_at'> & {
  published_at?: string | null;
};
export type BlogPostSummary = Omit<BlogPost, 'content'>;

const summaryColumns = [
  'id',
  'slug',
  'title',
  'category',
  'excerpt',
  'cover_image_url',
  'author_id',
  'published_at',
  'is_published',
  'created_at',
  'updated_at',
] as const;

/** Published posts, newest first, without their bodies. */
export async function listPublishedPosts(request: PageRequest = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 12, ...request });
  const query = (await db()).selectFrom('blog_posts').where('is_published', '=', true);
  const [rows, count] = await Promise.all([
    query
      .select(summaryColumns)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage<BlogPostSummary>(rows, Number(count.n), page, pageSize);
}

export async function listLatestPosts(limit = 3) {
  return (await db())
    .selectFrom('blog_posts')
    .select(summaryColumns)
    .where('is_published', '=', true)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Published posts with bodies, for the RSS feed. */
export async function listPostsForFeed(limit = 20) {
  return (await db())
    .selectFrom('blog_posts')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy('published_at', 'desc')
    .limit(limit)
    .execute();
}

export async function findPublishedPostBySlug(slug: string) {
  return (await db())
    .selectFrom('blog_posts')
    .selectAll()
    .where('slug', '=', slug)
    .where('is_published', '=', true)
    .executeTakeFirst();
}

export async function listPublishedPostSlugs() {
  return (await db())
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at', 'published_at'])
    .where('is_published', '=', true)
    .orderBy('published_at', 'desc')
    .execute();
}

export async function listPostsForAdmin(request: PageRequest & { q?: string } = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 20, ...request });
  let query = (await db()).selectFrom('blog_posts');
  if (request.q?.trim()) query = query.where(containsText('title', request.q.trim()));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows, Number(count.n), page, pageSize);
}

/** Publishing stamps `published_at` the first time; unpublishing keeps it. */
function publishedAt(isPublished: boolean, current: string | null | undefined, now: string) {
  return isPublished && !current ? now : (current ?? null);
}

export async function createPost(input: BlogPostInput) {
  const now = nowIso();
  try {
    return await (
      await db()
    )
      .insertInto('blog_posts')
      .values({
        ...input,
        published_at: publishedAt(input.is_published, input.published_at, now),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

export async function updatePost(id: number, input: Partial<BlogPostInput>) {
  const database = await db();
  const current = await database
    .selectFrom('blog_posts')
    .select(['published_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return undefined;
  const now = nowIso();
  const stamp =
    input.is_published === undefined
      ? {}
      : { published_at: publishedAt(input.is_published, input.published_at ?? current.published_at, now) };
  try {
    return await database
      .updateTable('blog_posts')
      .set({ ...input, ...stamp, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
    throw error;
  }
}

export async function deletePost(id: number) {
  return (await db()).deleteFrom('blog_posts').where('id', '=', id).returning(['id', 'slug']).executeTakeFirst();
}
