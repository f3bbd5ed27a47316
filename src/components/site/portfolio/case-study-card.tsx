import { Link } from '@/components/ui/link';
import { FocalImage } from '@/components/site/focal-image';
import { columnSizes } from '@/lib/images';
import type { CaseStudy } from '@/server/repositories/case-studies';
import { currentLocale, getT } from '@/server/i18n';
import { formatDate } from './format';

/** The portfolio grid: `md:grid-cols-2 lg:grid-cols-3 gap-8` (portfolio-results.tsx). */
const PORTFOLIO_SIZES = columnSizes({ columns: { md: 2, lg: 3 }, gap: 32 });

/**
 * A portfolio card: image, title, place and date, the summary clipped to four lines. `sizes`: how
 * wide the card is in its grid (the portfolio's by default); `priority`: the first card of a list,
 * whose image is the likely LCP on a phone (not lazy).
 */
export async function CaseStudyCard({
  caseStudy,
  sizes = PORTFOLIO_SIZES,
  priority = false,
}: {
  caseStudy: CaseStudy & { untranslated?: boolean };
  sizes?: string;
  priority?: boolean;
}) {
  const [t, locale] = await Promise.all([getT('Portfolio'), currentLocale()]);
  // An item shown in English on a French or Swahili list: its own text is marked English (decision 162).
  const lang = caseStudy.untranslated ? 'en' : undefined;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-clay transition-colors hover:border-gold">
      <FocalImage
        src={caseStudy.hero_image_url}
        alt=""
        width={800}
        height={500}
        sizes={sizes}
        priority={priority}
        className="aspect-[16/10] w-full object-cover"
        fallbackLabel={caseStudy.title}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-gold">{caseStudy.category}</p>
        <h3 lang={lang} className="font-display text-xl font-extrabold text-sand">
          <Link href={`/portfolio/${caseStudy.slug}`} className="after:absolute after:inset-0 focus-visible:underline">
            {caseStudy.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {[caseStudy.location, formatDate(caseStudy.project_date, { day: undefined }, locale)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p lang={lang} className="line-clamp-4 text-muted">
          {caseStudy.summary}
        </p>
        {caseStudy.attendance ? (
          <p className="mt-auto text-sm font-semibold">{t('attendees', { attendance: caseStudy.attendance })}</p>
        ) : null}
      </div>
    </article>
  );
}
