import { getT, localHref } from '@/server/i18n';
import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { siteUrl } from '@/content/site-url';
import { listPath } from '@/lib/list-paths';
import { getPublishedPosts } from '@/server/data/public';
import { assertWithinPages, laterPageParams, listTitle, pageOf, type ListRouteProps } from '@/server/data/list-route';
import { listPageLabel, Pagination } from '../portfolio/pagination';
import { PostCard } from './post-card';

/* The blog list for /blog and /blog/page/<n>, prerendered (docs/decisions/120-list-filters-in-the-path.md). */

export async function blogMetadata({ params }: ListRouteProps): Promise<Metadata> {
  const page = pageOf(await params);
  const t = await getT('Blog');
  const base = await pageMetadata({
    title: listTitle(t('title'), [], page, await listPageLabel()),
    description: t('description'),
    path: listPath('/blog', { page }),
  });
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        'application/rss+xml': [{ url: `${siteUrl()}${await localHref('/blog/rss.xml')}`, title: t('feedTitle') }],
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
  const t = await getT('Blog');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('heroTitle')} lead={t('heroLead')} />
      <Section aria-label={t('listLabel')}>
        {result.items.length === 0 ? (
          <div className="py-20 text-center" role="status">
            <h2 className="font-display text-3xl">{t('emptyTitle')}</h2>
            <p className="mt-3 text-muted">{t('emptyLead')}</p>
          </div>
        ) : (
          <>
            {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
            <h2 className="sr-only">{t('listHeading')}</h2>
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
              label={t('pagesLabel')}
            />
          </>
        )}
      </Section>
    </>
  );
}
