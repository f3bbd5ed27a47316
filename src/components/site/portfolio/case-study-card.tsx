import Link from 'next/link';
import type { CaseStudy } from '@/server/repositories/case-studies';
import { formatDate } from './format';

/** A portfolio card: image, title, place and date, the summary clipped to four lines. */
export function CaseStudyCard({ caseStudy }: { caseStudy: CaseStudy }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03]">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={caseStudy.hero_image_url || '/images/demo/case-1.svg'}
        alt=""
        loading="lazy"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-amber-400">{caseStudy.category}</p>
        <h3 className="font-display text-xl">
          <Link href={`/portfolio/${caseStudy.slug}`} className="after:absolute after:inset-0 focus-visible:underline">
            {caseStudy.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-400">
          {[caseStudy.location, formatDate(caseStudy.project_date, { day: undefined })].filter(Boolean).join(' · ')}
        </p>
        <p className="line-clamp-4 text-stone-300">{caseStudy.summary}</p>
        {caseStudy.attendance ? <p className="mt-auto text-sm font-semibold">{caseStudy.attendance} attendees</p> : null}
      </div>
    </article>
  );
}
