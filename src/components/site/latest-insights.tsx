import Link from 'next/link';
import { getLatestPosts } from '@/server/data/public';

/** Home 'Latest Insights': the three newest published posts. (Styled by the site issue.) */
export async function LatestInsights() {
  const posts = await getLatestPosts(3);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <Link href={`/blog/${post.slug}`} className="block">
            <p className="text-sm">{post.category || 'Industry Insights'}</p>
            <h3 className="font-display text-xl">{post.title}</h3>
            <p>{post.excerpt}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
