import Link from 'next/link';
import { getFeaturedCaseStudies } from '@/server/data/public';

/** Home 'Featured Work': four published case studies, each linking to its case study. */
export async function FeaturedWork() {
  const items = await getFeaturedCaseStudies(4);
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((c) => (
        <li key={c.id}>
          <Link href={`/portfolio/${c.slug}`} className="block">
            <h3 className="font-display text-xl">{c.title}</h3>
            <p>{c.location}</p>
            <p>{c.attendance} attendees</p>
            <p>{c.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
