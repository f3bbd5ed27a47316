import 'server-only';
import { db } from '../db/client';
import type { BlogPostRow } from '../db/schema';
import { liveAt } from './lifecycle';
import { pageBounds, toPage, type PageRequest } from './shared';

/*
 * The blog's public reads, typed for its pages. Writes, the admin's list and reads by id go through
 * the generic content repository (content.ts).
 */

export type BlogPost = BlogPostRow;
export type BlogPostSummary = Pick<BlogPost, (typeof summaryColumns)[number]>;

const summaryColumns = [
  'id',
  'slug',
  'title',
  'category',
  'excerpt',
  'cover_image_url',
  'cover_image_alt',
  'author_id',
  'published_at',
  'is_published',
  'publish_at',
  'unpublish_at',
  'meta_title',
  'meta_description',
  'share_image_url',
  'noindex',
  'created_at',
  'updated_at',
] as const;

/*
 * Public reads show a post only when it is published and inside its window (liveAt): a scheduled
 * post is as unknown as a draft until its time comes. Its `published_at` (the date shown) is the
 * later of when it was published and when its window opened, so a scheduled post sorts as new.
 */

/** Published posts, newest first, without their bodies. */
export async function listPublishedPosts(request: PageRequest = {}) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 12, ...request });
  const query = (await db()).selectFrom('blog_posts').where(liveAt());
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
    .where(liveAt())
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
    .where(liveAt())
    .orderBy('published_at', 'desc')
    .limit(limit)
    .execute();
}

export async function findPublishedPostBySlug(slug: string) {
  return (await db()).selectFrom('blog_posts').selectAll().where('slug', '=', slug).where(liveAt()).executeTakeFirst();
}

/**
 * The home page's insights (decision 135): the featured posts that are live, lowest Home Order
 * first; the newest published ones when none is featured.
 */
export async function listHomePosts(limit: number) {
  const rows = await (
    await db()
  )
    .selectFrom('blog_posts')
    .select(summaryColumns)
    .where(liveAt())
    .where('featured_on_home', '=', true)
    .orderBy('home_order')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (rows.length >= limit) return rows;
  // Pinned posts first, then the newest to fill the row: a new post reaches Latest Insights by itself.
  const pinned = new Set(rows.map((row) => row.id));
  const newest = (await listLatestPosts(limit + rows.length)).filter((row) => !pinned.has(row.id));
  return [...rows, ...newest].slice(0, limit);
}
