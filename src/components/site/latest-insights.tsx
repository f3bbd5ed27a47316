import { Link } from '@/components/ui/link';
import { columnSizes } from '@/lib/images';
import { getLatestPosts } from '@/server/data/public';
import { CATEGORY_FALLBACK } from './blog/post-card';
import { CardPicture } from './focal-image';
import { currentLocale, getFormatter } from '@/server/i18n';
import { formatDate } from './portfolio/format';

/**
 * Home 'Latest Insights': three published posts, those the operator featured in their order (the
 * newest when none is: decision 135), with cover image, category and date. Unstyled on purpose: the
 * home page styles it by structure (li > a > picture, p, h3, time, p), so keep that shape.
 */
export async function LatestInsights({ empty }: { empty: string }) {
  const [posts, locale, format] = await Promise.all([getLatestPosts(), currentLocale(), getFormatter()]);
  // English keeps the site's day-month-year ("13 December 2024", formatDate); the formatter's plain
  // `en` would write the American order. The other languages in their own words and order.
  const dateOf = (iso: string) =>
    locale === 'en'
      ? formatDate(iso)
      : format.dateTime(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (posts.length === 0) return empty ? <p>{empty}</p> : null;
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="latest-insights">
      {posts.map((post) => (
        <li key={post.id}>
          <Link href={`/blog/${post.slug}`} className="block">
            <CardPicture
              src={post.cover_image_url}
              alt={post.cover_image_alt}
              width={1200}
              height={675}
              sizes={columnSizes({ columns: { md: 3 }, gap: 20 })}
              className="aspect-video w-full rounded-xl"
            />
            <p className="text-sm">{post.category || CATEGORY_FALLBACK}</p>
            <h3 className="font-display text-xl">{post.title}</h3>
            {post.published_at ? (
              <time dateTime={post.published_at} className="text-sm text-muted">
                {dateOf(post.published_at)}
              </time>
            ) : null}
            <p>{post.excerpt}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
