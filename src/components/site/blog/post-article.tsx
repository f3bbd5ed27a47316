import { Link } from '@/components/ui/link';
import { siteUrl } from '@/content/site-url';
import { MarkdownBody } from '@/components/site/blog/markdown-body';
import { formatDate } from '@/components/site/portfolio/format';
import { ShareLinks } from '@/components/site/share-links';
import { JsonLd } from '@/components/ui/json-ld';
import { FocalImage } from '@/components/site/focal-image';
import { columnSizes } from '@/lib/images';
import type { BlogPost } from '@/server/repositories/blog-posts';
import { getSiteSettings } from '@/server/data/site-settings';
import { getAuthor } from '@/server/data/public';
import { renderMarkdownSafely } from '@/server/markdown';
import { currentLocale, getT, localHref } from '@/server/i18n';

/** The cover spans the article column: `max-w-3xl px-5 sm:px-8`. */
const COVER_SIZES = columnSizes({ maxWidth: 768 });

/** A post as its public page shows it (also the admin's preview of a draft or an unsaved edit). */
export async function PostArticle({ post }: { post: BlogPost & { minutes: number } }) {
  const [site, author, t, tb, locale, path] = await Promise.all([
    getSiteSettings(),
    getAuthor(post.author_id),
    getT('Post'),
    getT('Blog'),
    currentLocale(),
    localHref(`/blog/${post.slug}`),
  ]);
  const category = post.category || tb('categoryFallback');
  const url = `${siteUrl()}${path}`;
  const absolute = (src: string) => new URL(src, siteUrl()).toString();

  return (
    <article className="mx-auto max-w-3xl px-5 pt-16 pb-24 sm:px-8 sm:pt-24">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.published_at ?? post.created_at,
          dateModified: post.updated_at,
          articleSection: category,
          mainEntityOfPage: url,
          url,
          ...(post.cover_image_url ? { image: absolute(post.cover_image_url) } : {}),
          author: author
            ? {
                '@type': 'Person',
                name: author.display_name,
                ...(author.bio ? { description: author.bio } : {}),
                ...(author.photo_url ? { image: absolute(author.photo_url) } : {}),
              }
            : { '@type': 'Organization', name: site.name, url: siteUrl() },
          publisher: { '@type': 'Organization', name: site.name, url: siteUrl() },
        }}
      />
      <Link href="/blog" className="text-sm text-muted hover:text-gold">
        {t('back')}
      </Link>
      <header className="mt-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-gold">{category}</p>
        <h1 className="mt-3 font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-sand sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-4 text-sm text-muted">
          {author ? (
            <>
              {t('by')} <span className="font-semibold text-sand">{author.display_name}</span>
              <span aria-hidden> · </span>
            </>
          ) : null}
          {post.published_at ? (
            <time dateTime={post.published_at}>{formatDate(post.published_at, {}, locale)}</time>
          ) : null}
          <span aria-hidden> · </span>
          {t('minutes', { minutes: post.minutes })}
        </p>
      </header>
      {post.cover_image_url ? (
        <FocalImage
          src={post.cover_image_url}
          alt={post.cover_image_alt}
          width={1200}
          height={675}
          sizes={COVER_SIZES}
          priority
          className="mt-10 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      ) : null}
      <MarkdownBody html={renderMarkdownSafely(post.content)} className="mt-10 text-lg" players />
      <footer className="mt-16 grid gap-8 border-t border-line pt-8">
        {author ? (
          <section aria-label={t('aboutAuthor')} className="flex items-start gap-4">
            {author.photo_url ? (
              <FocalImage
                src={author.photo_url}
                alt=""
                width={64}
                height={64}
                sizes="64px"
                className="size-16 shrink-0 rounded-full object-cover"
              />
            ) : null}
            <div>
              <p className="font-semibold text-sand">{author.display_name}</p>
              {author.bio ? <p className="mt-1 text-sm text-muted">{author.bio}</p> : null}
            </div>
          </section>
        ) : null}
        <ShareLinks path={`/blog/${post.slug}`} title={post.title} />
        <Link href="/blog" className="font-semibold text-gold">
          {t('more')}
        </Link>
      </footer>
    </article>
  );
}
