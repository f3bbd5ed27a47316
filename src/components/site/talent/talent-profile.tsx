import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { FocalImage } from '@/components/site/focal-image';
import { columnSizes } from '@/lib/images';
import { ShareLinks } from '@/components/site/share-links';
import { getT, localHref } from '@/server/i18n';
import type { Talent } from '@/server/repositories/talent';
import { EventCard } from '@/components/site/events/event-card';
import type { PublicEvent } from '@/components/site/events/event-format';
import { mediaLinks } from '@/lib/media-links';
import { parseMediaPosters } from '@/lib/media-posters';
import { MediaLinks } from './media-links';

/** The portrait is the first column of `md:grid-cols-[2fr_3fr] gap-12`. */
const PORTRAIT_SIZES = columnSizes({ columns: { md: 2 }, gap: 48, share: 2 / 5 });
/** Gallery: `sm:grid-cols-2 lg:grid-cols-3 gap-4`. */
const GALLERY_SIZES = columnSizes({ columns: { sm: 2, lg: 3 }, gap: 16 });

/** A talent profile as its public page shows it (also the admin's preview of an unsaved edit). */
export async function TalentProfile({
  talent,
  shows = [],
}: {
  /** `englishSlug`: on a translated page, the slug the press kit and photos are made under (English). */
  talent: Talent & { englishSlug?: string };
  shows?: readonly PublicEvent[];
}) {
  const fileSlug = talent.englishSlug ?? talent.slug;
  const [t, tt, pressKit, pressPhotos] = await Promise.all([
    getT('TalentProfile'),
    getT('Talent'),
    localHref(`/talent/${fileSlug}/press-kit.pdf`),
    localHref(`/talent/${fileSlug}/press-photos.zip`),
  ]);
  const socials = [
    { label: 'Instagram', href: talent.instagram_url },
    { label: 'TikTok', href: talent.tiktok_url },
    { label: 'YouTube', href: talent.youtube_url },
  ].filter((s) => /^https?:\/\//.test(s.href));

  return (
    <article className="mx-auto max-w-7xl px-5 pt-8 pb-24 sm:px-8 md:pt-12">
      <Link href="/talent" className="inline-block py-2 text-sm text-muted hover:text-gold">
        {t('backToRoster')}
      </Link>
      {/* From md: portrait left, name, tagline and Book beside it, all in the first screen. */}
      <div className="mt-6 grid gap-10 md:grid-cols-[2fr_3fr] md:gap-12">
        <FocalImage
          src={talent.image_url}
          alt={talent.image_alt || talent.name}
          width={800}
          height={1000}
          sizes={PORTRAIT_SIZES}
          priority
          className="aspect-[4/5] w-full rounded-2xl object-cover"
          fallbackLabel={talent.name}
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold">{talent.category}</p>
          <h1 className="mt-3 font-display text-4xl leading-[1] font-extrabold tracking-tight text-sand sm:text-6xl">
            {talent.name}
          </h1>
          {talent.location ? <p className="mt-3 text-muted">{talent.location}</p> : null}
          <p className="mt-4 text-lg text-muted">{talent.tagline || tt('taglineFallback')}</p>
          {socials.length ? (
            <ul className="mt-6 flex flex-wrap gap-3" aria-label={t('socialLabel', { name: talent.name })}>
              {socials.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    {s.label}
                    <span className="sr-only">{t('opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <Link href={`/talent/${talent.slug}/book`} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            {t('bookName', { name: talent.name })}
          </Link>
          {/* Plain links: a route handler's file, never prefetched (decision 146). */}
          <ul
            className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm"
            aria-label={t('pressKitLabel', { name: talent.name })}
          >
            <li>
              <a href={pressKit} className="text-gold underline-offset-4 hover:underline">
                {t('pressKit')}
              </a>
            </li>
            {talent.image_url || talent.gallery.length ? (
              <li>
                <a href={pressPhotos} download className="text-gold underline-offset-4 hover:underline">
                  {t('pressPhotos')}
                </a>
              </li>
            ) : null}
          </ul>

          <section aria-labelledby="about" className="mt-12">
            <h2 id="about" className="font-display text-3xl font-extrabold">
              {t('about')}
            </h2>
            <p className="mt-4 whitespace-pre-line text-muted">{talent.bio || t('bioFallback')}</p>
          </section>
        </div>
      </div>

      {talent.highlights.length ? (
        <section aria-labelledby="highlights" className="mt-16">
          <h2 id="highlights" className="font-display text-3xl font-extrabold">
            {t('highlights')}
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-6 md:grid-cols-3">
            {talent.highlights.map((h) => (
              <div
                key={`${h.value}-${h.label}`}
                className="flex flex-col-reverse gap-1 rounded-2xl border border-line bg-clay p-6 text-center"
              >
                <dt className="text-sm uppercase tracking-widest text-muted">{h.label}</dt>
                <dd className="font-display text-4xl text-gold">{h.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <MediaLinks
        name={talent.name}
        links={mediaLinks(talent.media_links)}
        posters={parseMediaPosters(talent.media_posters)}
        labels={{
          heading: t('listenAndWatch'),
          title: (platform) => t('playerTitle', { name: talent.name, platform }),
          caption: (platform) => t('playerCaption', { name: talent.name, platform }),
          loads: (platform) => t('playerLoads', { platform }),
          listenOn: (platform) => t('listenOn', { platform }),
          newTab: t('opensInNewTab'),
        }}
      />

      {shows.length ? (
        <section aria-labelledby="upcoming-shows" className="mt-16">
          <h2 id="upcoming-shows" className="font-display text-3xl font-extrabold">
            {t('upcomingShows')}
          </h2>
          <ul className="mt-6 grid gap-4">
            {shows.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {talent.gallery.length ? (
        <section aria-labelledby="gallery" className="mt-16">
          <h2 id="gallery" className="font-display text-3xl font-extrabold">
            {t('gallery')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {talent.gallery.map((src, i) => (
              <li key={`${src}-${i}`}>
                <FocalImage
                  src={src}
                  alt={t('photoAlt', { name: talent.name, number: i + 1 })}
                  width={600}
                  height={600}
                  sizes={GALLERY_SIZES}
                  className="aspect-square w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ShareLinks path={`/talent/${talent.slug}`} title={`${talent.name}, ${talent.category}`} className="mt-16" />
    </article>
  );
}
