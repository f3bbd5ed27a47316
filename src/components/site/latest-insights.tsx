import { Link } from '@/components/ui/link';
import { getLatestPosts } from '@/server/data/public';
import { CATEGORY_FALLBACK } from './blog/post-card';
import { formatDate } from './portfolio/format';

/**
 * Home 'Latest Insights': the three newest published posts, with category and date. Unstyled on
 * purpose: the home page styles it by structure (li > a > p, h3, time, p), so keep that shape.
 */
export async function LatestInsights() {
  const posts = await getLatestPosts();
  if (posts.length === 0) return <p>Insights Coming Soon!</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="latest-insights">
      {posts.map((post) => (
        <li key={post.id}>
          <Link href={`/blog/${post.slug}`} className="block">
            <p className="text-sm">{post.category || CATEGORY_FALLBACK}</p>
            <h3 className="font-display text-xl">{post.title}</h3>
            {post.published_at ? (
              <time dateTime={post.published_at} className="text-sm text-muted">
                {formatDate(post.published_at)}
              </time>
            ) : null}
            <p>{post.excerpt}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
