import { getPublishedPosts } from '@/server/data/public';
import { pageParam, type SearchParams } from '@/server/data/params';
import { Pagination, PastTheEnd } from '../portfolio/pagination';
import { PostCard } from './post-card';

/** One page of published posts, newest first (`?page=`). */
export async function BlogResults({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageParam(await searchParams);
  const result = await getPublishedPosts(page);
  if (result.items.length === 0 && result.total > 0) return <PastTheEnd href="/blog" />;
  if (result.items.length === 0) {
    return (
      <div className="py-20 text-center" role="status">
        <h2 className="font-display text-3xl">Insights Coming Soon!</h2>
        <p className="mt-3 text-muted">
          We&apos;re writing about the culture, the business and the stages. Check back soon.
        </p>
      </div>
    );
  }
  return (
    <>
      {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
      <h2 className="sr-only">Latest posts</h2>
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {result.items.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination path="/blog" page={result.page} pageCount={result.pageCount} label="Blog pages" />
    </>
  );
}
