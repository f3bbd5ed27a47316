import Link from 'next/link';
import { getFeaturedCaseStudies } from '@/server/data/public';

/** Home 'Featured Work': four published case studies, each linking to its case study. */
export async function FeaturedWork() {
  const items = await getFeaturedCaseStudies(4);
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-testid="featured-work">
      {items.map((c) => (
        <li key={c.id} className="relative flex flex-col gap-2 rounded-2xl border border-white/10 bg-white/[0.03] p-6">
          <p className="text-xs font-semibold uppercase tracking-widest text-amber-400">{c.location}</p>
          <h3 className="font-display text-2xl">
            <Link href={`/portfolio/${c.slug}`} className="after:absolute after:inset-0">
              {c.title}
            </Link>
          </h3>
          {c.attendance ? <p className="font-display text-3xl text-amber-400">{c.attendance} attendees</p> : null}
          <p className="line-clamp-3 text-stone-300">{c.summary}</p>
        </li>
      ))}
    </ul>
  );
}
