import Link from 'next/link';
import { getLatestPosts } from '@/server/data/public';
import { CATEGORY_FALLBACK } from './blog/post-card';
import { formatDate } from './portfolio/format';

/** Home 'Latest Insights': the three newest published posts, with date and category. */
export async function LatestInsights() {
  const posts = await getLatestPosts(3);
  if (posts.length === 0) return <p className="text-stone-400">Insights Coming Soon!</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="latest-insights">
      {posts.map((post) => (
        <li key={post.id} className="relative flex flex-col gap-3 rounded-2xl border border-white/10 bg-white/[0.03] p-6">
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
        </li>
      ))}
    </ul>
  );
}
