import { Link } from '@/components/ui/link';
import { FocalImage } from '@/components/site/focal-image';
import { columnSizes } from '@/lib/images';
import type { BlogPostSummary } from '@/server/repositories/blog-posts';
import { currentLocale, getT } from '@/server/i18n';
import { formatDate } from '../portfolio/format';

/** The blog grid: `md:grid-cols-2 lg:grid-cols-3 gap-8` (blog-results.tsx). */
const CARD_SIZES = columnSizes({ columns: { md: 2, lg: 3 }, gap: 32 });

/** English; the public pages read Blog.categoryFallback in their language (home's latest-insights still uses this). */
export const CATEGORY_FALLBACK = 'Industry Insights';

/**
 * A blog card: cover, category (fallback 'Industry Insights'), title, date, clipped excerpt.
 * `priority`: the first card of a list, whose cover is the likely LCP on a phone (not lazy).
 */
export async function PostCard({
  post,
  priority = false,
}: {
  post: BlogPostSummary & { untranslated?: boolean };
  priority?: boolean;
}) {
  const [t, locale] = await Promise.all([getT('Blog'), currentLocale()]);
  // An item shown in English on a French or Swahili list: its own text is marked English (decision 162).
  const lang = post.untranslated ? 'en' : undefined;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-clay transition-colors hover:border-gold">
      {post.cover_image_url ? (
        <FocalImage
          src={post.cover_image_url}
          alt=""
          width={800}
          height={450}
          sizes={CARD_SIZES}
          priority={priority}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-jade">
          {post.category || t('categoryFallback')}
        </p>
        <h3 lang={lang} className="font-display text-xl leading-tight font-extrabold text-sand">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
          </Link>
        </h3>
        {post.published_at ? (
          <time dateTime={post.published_at} className="text-sm text-muted">
            {formatDate(post.published_at, {}, locale)}
          </time>
        ) : null}
        <p lang={lang} className="line-clamp-3 text-muted">
          {post.excerpt}
        </p>
      </div>
    </article>
  );
}
