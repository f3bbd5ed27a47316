import Link from 'next/link';
import type { Talent } from '@/server/repositories/talent';

export const TAGLINE_FALLBACK = 'The future of sound.';

/** A roster card: photo, name, category, location, tagline, View Profile and Book Now. */
export function TalentCard({ talent }: { talent: Talent }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03]">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={talent.image_url || '/images/demo/talent-1.svg'} alt={talent.name} loading="lazy" className="aspect-square w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-amber-400">{talent.category}</p>
        <h3 className="font-display text-2xl">{talent.name}</h3>
        {talent.location ? <p className="text-sm text-stone-400">{talent.location}</p> : null}
        <p className="line-clamp-2 text-stone-300">{talent.tagline || TAGLINE_FALLBACK}</p>
        <div className="mt-auto flex gap-3 pt-4">
          <Link href={`/talent/${talent.slug}`} className="rounded-full border border-white/30 px-4 py-2 text-sm font-semibold" aria-label={`View Profile: ${talent.name}`}>
            View Profile
          </Link>
          <Link href={`/talent/${talent.slug}/book`} className="rounded-full bg-amber-400 px-4 py-2 text-sm font-semibold text-stone-950" aria-label={`Book Now: ${talent.name}`}>
            Book Now
          </Link>
        </div>
      </div>
    </article>
  );
}
