import Link from 'next/link';
import type { BlogPostSummary } from '@/server/repositories/blog-posts';
import { formatDate } from '../portfolio/format';

export const CATEGORY_FALLBACK = 'Industry Insights';

/** A blog card: cover, category (fallback 'Industry Insights'), title, date, clipped excerpt. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03]">
      {post.cover_image_url ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.cover_image_url} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-amber-400">{post.category || CATEGORY_FALLBACK}</p>
        <h3 className="font-display text-xl">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
          </Link>
        </h3>
        {post.published_at ? (
          <time dateTime={post.published_at} className="text-sm text-stone-400">
            {formatDate(post.published_at)}
          </time>
        ) : null}
        <p className="line-clamp-3 text-stone-300">{post.excerpt}</p>
      </div>
    </article>
  );
}
