import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { FocalImage } from '@/components/site/focal-image';
import { columnSizes } from '@/lib/images';
import type { Talent } from '@/server/repositories/talent';
import { getT } from '@/server/i18n';

/** The roster grid: `grid-cols-2 lg:grid-cols-3 gap-4 sm:gap-8` (talent-list.tsx). */
const CARD_SIZES = columnSizes({ columns: { base: 2, lg: 3 }, gap: 16 });

/**
 * A roster card: photo, name, category, location, tagline, View Profile and Book Now. Two cards share
 * a phone's row, so below `sm` the type is smaller and the two buttons stack. `priority`: the first
 * card of a list, whose photo is the likely LCP on a phone (not lazy).
 */
export async function TalentCard({
  talent,
  priority = false,
}: {
  talent: Talent & { untranslated?: boolean };
  priority?: boolean;
}) {
  const t = await getT('Talent');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-clay">
      <FocalImage
        src={talent.image_url}
        alt={talent.name}
        width={600}
        height={600}
        sizes={CARD_SIZES}
        priority={priority}
        className="aspect-square w-full object-cover"
        fallbackLabel={talent.name}
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-6">
        <p className="text-xs font-semibold tracking-widest text-gold uppercase">{talent.category}</p>
        <h3 className="font-display text-lg leading-tight font-extrabold text-sand sm:text-2xl">{talent.name}</h3>
        {talent.location ? <p className="text-xs text-muted sm:text-sm">{talent.location}</p> : null}
        {/* An untranslated tagline on a French or Swahili list is marked English (the fallback is not). */}
        <p
          lang={talent.untranslated && talent.tagline ? 'en' : undefined}
          className="line-clamp-2 text-sm text-muted sm:text-base"
        >
          {talent.tagline || t('taglineFallback')}
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-3 sm:flex-row sm:gap-3 sm:pt-4">
          <Link
            href={`/talent/${talent.slug}`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            aria-label={t('viewProfileOf', { name: talent.name })}
          >
            {t('viewProfile')}
          </Link>
          <Link
            href={`/talent/${talent.slug}/book`}
            className={buttonClasses({ size: 'sm' })}
            aria-label={t('bookNowOf', { name: talent.name })}
          >
            {t('bookNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}
