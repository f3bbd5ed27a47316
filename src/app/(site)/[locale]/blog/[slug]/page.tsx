import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { itemMetadata } from '@/content/metadata';
import { getSiteSettings } from '@/server/data/site-settings';
import { PostArticle } from '@/components/site/blog/post-article';
import { UntranslatedItem } from '@/components/site/untranslated';
import { getPost, getPublicAddresses } from '@/server/data/public';
import { getT } from '@/server/i18n';

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const slugs = await getPublicAddresses('blog');
  return slugs.length ? slugs.slice(0, 50).map(({ slug }) => ({ slug })) : [{ slug: 'none' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [post, t] = await Promise.all([getPost(slug), getT('Post')]);
  if (!post) return { title: t('notFound'), robots: { index: false } };
  const site = await getSiteSettings();
  return itemMetadata(post, {
    title: post.title,
    description: post.excerpt || t('metaDescription', { title: post.title, site: site.name }),
    path: post.paths.en,
    paths: post.paths,
    image: post.cover_image_url || undefined,
    type: 'article',
  });
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const post = await getPost(slug);
  if (!post) notFound();
  return (
    <UntranslatedItem untranslated={post.untranslated}>
      <PostArticle post={post} />
    </UntranslatedItem>
  );
}
