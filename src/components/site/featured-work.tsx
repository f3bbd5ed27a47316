import { Link } from '@/components/ui/link';
import { columnSizes } from '@/lib/images';
import { getFeaturedCaseStudies } from '@/server/data/public';
import { getT } from '@/server/i18n';
import { CardPicture } from './focal-image';

/**
 * Home 'Featured Work': up to four case studies, those the operator featured in their order (the
 * newest published when none is: decision 135), each linking to its case study, with its hero image
 * and the attendance. The home page styles it by structure (li > a > h3, p location, p attendance,
 * p summary); the image is a server-rendered picture (no client component on the home page).
 */
export async function FeaturedWork() {
  const [items, t] = await Promise.all([getFeaturedCaseStudies(), getT('Sections')]);
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-testid="featured-work">
      {items.map((c) => (
        <li key={c.id}>
          <Link href={`/portfolio/${c.slug}`} className="block">
            <CardPicture
              src={c.hero_image_url}
              alt={c.hero_image_alt}
              width={1200}
              height={675}
              sizes={columnSizes({ columns: { md: 2 }, gap: 20 })}
              className="mb-3 aspect-video w-full rounded-xl"
            />
            <h3 className="font-display text-xl">{c.title}</h3>
            <p>{c.location}</p>
            <p>{c.attendance ? t('attendees', { attendance: c.attendance }) : c.category}</p>
            <p>{c.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
