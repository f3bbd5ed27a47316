import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/content/metadata';
import { site } from '@/content/site';
import { siteUrl } from '@/content/site-url';
import { MarkdownBody } from '@/components/site/blog/markdown-body';
import { CATEGORY_FALLBACK } from '@/components/site/blog/post-card';
import { formatDate } from '@/components/site/portfolio/format';
import { JsonLd } from '@/components/ui/json-ld';
import { getPost, getPostSlugs } from '@/server/data/public';

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const slugs = await getPostSlugs();
  return slugs.length ? slugs.slice(0, 50).map(({ slug }) => ({ slug })) : [{ slug: 'none' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await getPost(slug);
  if (!post) return { title: 'Post Not Found', robots: { index: false } };
  return pageMetadata({
    title: post.title,
    description: post.excerpt || `${post.title}, on the ${site.name} blog.`,
    path: `/blog/${post.slug}`,
    image: post.cover_image_url || undefined,
    type: 'article',
  });
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const post = await getPost(slug);
  if (!post) notFound();
  const url = `${siteUrl()}/blog/${post.slug}`;
  const absolute = (src: string) => new URL(src, siteUrl()).toString();

  return (
    <article className="mx-auto max-w-3xl px-6 pb-24 pt-24">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.published_at ?? post.created_at,
          dateModified: post.updated_at,
          articleSection: post.category || CATEGORY_FALLBACK,
          mainEntityOfPage: url,
          url,
          ...(post.cover_image_url ? { image: absolute(post.cover_image_url) } : {}),
          author: { '@type': 'Organization', name: site.name, url: siteUrl() },
          publisher: { '@type': 'Organization', name: site.name, url: siteUrl() },
        }}
      />
      <Link href="/blog" className="text-sm text-stone-400 hover:text-white">
        ← Back to Blog
      </Link>
      <header className="mt-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-400">{post.category || CATEGORY_FALLBACK}</p>
        <h1 className="mt-3 font-display text-4xl md:text-5xl">{post.title}</h1>
        <p className="mt-4 text-sm text-stone-400">
          {post.published_at ? <time dateTime={post.published_at}>{formatDate(post.published_at)}</time> : null}
          <span aria-hidden> · </span>
          {post.minutes} min read
        </p>
      </header>
      {post.cover_image_url ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.cover_image_url} alt="" className="mt-10 aspect-[16/9] w-full rounded-2xl object-cover" />
      ) : null}
      <MarkdownBody html={post.html} className="mt-10" />
      <footer className="mt-16 border-t border-white/10 pt-8">
        <Link href="/blog" className="font-semibold text-amber-400">
          ← More insights
        </Link>
      </footer>
    </article>
  );
}
