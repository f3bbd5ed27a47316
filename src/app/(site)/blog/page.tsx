import type { Metadata } from 'next';
import { pageMetadata } from '@/content/metadata';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { siteUrl } from '@/content/site-url';
import { BlogResults } from '@/components/site/blog/blog-results';
import type { SearchParams } from '@/server/data/params';

const base = pageMetadata({
  title: 'Blog',
  description:
    'Insights from Ngoma Entertainment on African music, live events, brand culture and the business of talent: amapiano, festivals, touring and more.',
  path: '/blog',
});

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: `${siteUrl()}/blog/rss.xml`, title: 'Ngoma Entertainment Insights' }] },
  },
};

/**
 * Rendered whole per request, without a static shell: the list depends on the query string, and a
 * streamed <Suspense> hole only appears with JavaScript (its HTML arrives hidden and a script swaps
 * it in). Filters and search must work without JavaScript, so this route blocks until the list is
 * ready (from the cache: a few milliseconds). See docs/decisions/005-caching.md.
 */
export const instant = false;

export default function BlogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <>
      <PageHero
        eyebrow="Insights"
        title="Notes from the Culture"
        lead="What we're learning about African music, live events and the brands that want to be part of them."
      />
      <Section aria-label="Posts">
        <BlogResults searchParams={searchParams} />
      </Section>
    </>
  );
}
