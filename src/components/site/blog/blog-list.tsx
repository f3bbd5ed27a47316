import { localHref } from '@/server/i18n';
import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { siteUrl } from '@/content/site-url';
import { listPath } from '@/lib/list-paths';
import { getPublishedPosts } from '@/server/data/public';
import { assertWithinPages, laterPageParams, listTitle, pageOf, type ListRouteProps } from '@/server/data/list-route';
import { Pagination } from '../portfolio/pagination';
import { PostCard } from './post-card';

/* The blog list for /blog and /blog/page/<n>, prerendered (docs/decisions/120-list-filters-in-the-path.md). */

export async function blogMetadata({ params }: ListRouteProps): Promise<Metadata> {
  const page = pageOf(await params);
  const base = await pageMetadata({
    title: listTitle('Blog', [], page),
    description:
      'Insights from Ngoma Entertainment on African music, live events, brand culture and the business of talent: amapiano, festivals, touring and more.',
    path: listPath('/blog', { page }),
  });
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        'application/rss+xml': [
          { url: `${siteUrl()}${await localHref('/blog/rss.xml')}`, title: 'Ngoma Entertainment Insights' },
        ],
      },
    },
  };
}

/** Pages 2… that the build prerenders; later ones render on first request, then stay cached. */
export async function blogStaticParams() {
  return laterPageParams((await getPublishedPosts(1)).pageCount);
}

/** One page of published posts, newest first. */
export async function BlogList({ params }: ListRouteProps) {
  const result = await getPublishedPosts(pageOf(await params));
  assertWithinPages(result);
  return (
    <>
      <PageHero
        eyebrow="Insights"
        title="Notes from the Culture"
        lead="What we're learning about African music, live events and the brands that want to be part of them."
      />
      <Section aria-label="Posts">
        {result.items.length === 0 ? (
          <div className="py-20 text-center" role="status">
            <h2 className="font-display text-3xl">Insights Coming Soon!</h2>
            <p className="mt-3 text-muted">
              We&apos;re writing about the culture, the business and the stages. Check back soon.
            </p>
          </div>
        ) : (
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
            <Pagination
              page={result.page}
              pageCount={result.pageCount}
              hrefOf={(page) => listPath('/blog', { page })}
              label="Blog pages"
            />
          </>
        )}
      </Section>
    </>
  );
}
