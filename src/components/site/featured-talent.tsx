import { Link } from '@/components/ui/link';
import { columnSizes } from '@/lib/images';
import { getHomeTalent } from '@/server/data/public';
import { CardPicture } from './focal-image';

/**
 * Home 'Talent': the profiles the operator featured on the home page, in their order (decision
 * 135), each with its portrait; nothing until someone is featured (the section's categories stay).
 */
export async function FeaturedTalent() {
  const talent = await getHomeTalent();
  if (talent.length === 0) return null;
  return (
    <ul className="mb-8 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="featured-talent">
      {talent.map((t) => (
        <li key={t.id}>
          <Link
            href={`/talent/${t.slug}`}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-night transition-colors hover:border-gold"
          >
            <CardPicture
              src={t.image_url}
              alt={t.image_alt || t.name}
              width={600}
              height={600}
              sizes={columnSizes({ columns: { base: 2, md: 4 }, gap: 16 })}
              className="aspect-square w-full"
            />
            <span className="p-4">
              <span className="block text-xs font-semibold tracking-widest text-gold uppercase">{t.category}</span>
              <span className="mt-1 block font-display text-xl font-extrabold text-sand">{t.name}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
