import 'server-only';
import type { blog } from '../../lib/content-types/blog';
import { db } from '../db/client';
import type { ContentInput } from './content-columns';
import type { BlogPostRow } from '../db/schema';
import {
  deleteRevisionsOf,
  liveAt,
  publicPath,
  recordMove,
  recordRevision,
  resolveActor,
  withIsoWindow,
  type Actor,
} from './lifecycle';
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
export type BlogPostInput = ContentInput<
  Omit<BlogPost, 'id' | 'created_at' | 'updated_at' | 'published_at'>,
  typeof blog
> & {
  published_at?: string | null;
};
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

/** Slugs for the sitemap and prerendering: `noindex` posts are left out of the sitemap by its caller. */
export async function listPublishedPostSlugs() {
  return (await db())
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at', 'published_at', 'noindex'])
    .where(liveAt())
    .orderBy('published_at', 'desc')
    .execute();
}

/** Any post by id, published or not (the admin's preview and revisions). */
export async function findPostById(id: number) {
  return (await db()).selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
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

/**
 * Publishing stamps `published_at` the first time (or when a scheduled window opens later than
 * that); unpublishing keeps it.
 */
function publishedAt(isPublished: boolean, current: string | null | undefined, publishAt: string | null, now: string) {
  if (!isPublished) return current ?? null;
  const stamp = current ?? now;
  return publishAt && publishAt > stamp ? publishAt : stamp;
}

export async function createPost(input: BlogPostInput, actor?: Actor) {
  const authorId = await resolveActor(actor);
  const now = nowIso();
  const values = withIsoWindow(input);
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('blog_posts')
        .values({
          ...values,
          published_at: publishedAt(values.is_published ?? false, values.published_at, values.publish_at ?? null, now),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordRevision(trx, 'blog', row, authorId);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

/**
 * Saves the changes, records a revision, and when a published post's slug changes, a redirect from
 * the old address (all in one transaction).
 */
export async function updatePost(id: number, input: Partial<BlogPostInput>, actor?: Actor) {
  const authorId = await resolveActor(actor);
  const values = withIsoWindow(input);
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('blog_posts')
        .select(['slug', 'published_at', 'publish_at', 'is_published'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return undefined;
      const now = nowIso();
      const publishAt = values.publish_at === undefined ? current.publish_at : values.publish_at;
      const stamp =
        values.is_published === undefined
          ? {}
          : {
              published_at: publishedAt(
                values.is_published,
                values.published_at ?? current.published_at,
                publishAt,
                now,
              ),
            };
      const row = await trx
        .updateTable('blog_posts')
        .set({ ...values, ...stamp, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      if (current.is_published && row.slug !== current.slug) {
        await recordMove(trx, publicPath('blog', current.slug), publicPath('blog', row.slug));
      }
      await recordRevision(trx, 'blog', row, authorId);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
    throw error;
  }
}

export async function deletePost(id: number) {
  return (await db()).transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('blog_posts').where('id', '=', id).returning(['id', 'slug']).executeTakeFirst();
    if (row) await deleteRevisionsOf(trx, 'blog', id);
    return row;
  });
}
