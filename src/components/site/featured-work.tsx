import { Link } from '@/components/ui/link';
import { getFeaturedCaseStudies } from '@/server/data/public';

/**
 * Home 'Featured Work': four published case studies, each linking to its case study, with the
 * attendance. The home page styles it by structure (li > a > h3, p location, p attendance, p summary).
 */
export async function FeaturedWork() {
  const items = await getFeaturedCaseStudies();
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-testid="featured-work">
      {items.map((c) => (
        <li key={c.id}>
          <Link href={`/portfolio/${c.slug}`} className="block">
            <h3 className="font-display text-xl">{c.title}</h3>
            <p>{c.location}</p>
            <p>{c.attendance ? `${c.attendance} attendees` : c.category}</p>
            <p>{c.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
