import { responsiveImage } from '@/lib/images';
import type { MediaLink, PlatformId } from '@/lib/media-links';
import type { MediaPoster } from '@/lib/media-posters';
import { PlayerFacade } from './player-facade';

/*
 * One player behind its click-to-load facade (docs/decisions/145-listen-and-watch.md): a poster
 * drawn here (the platform's name on its colour), over the platform's thumbnail when one was stored
 * as our own upload after the save (decision 159; nothing is fetched from the platform), a play button,
 * inside a link to the platform; the player loads after the visitor's click. The talent profiles'
 * "Listen and Watch" and the posts' embed cards (decision 155) show the same card.
 */

/** The poster's ground, per platform: the page's own colours, no third-party image. */
const POSTER: Record<PlatformId, string> = {
  youtube: 'from-[#b31217] to-ink',
  spotify: 'from-[#137a3a] to-ink',
  'apple-music': 'from-[#b3203d] to-ink',
  soundcloud: 'from-[#c2410c] to-ink',
  audiomack: 'from-[#b45309] to-ink',
  boomplay: 'from-[#1d4ed8] to-ink',
  tiktok: 'from-[#0f766e] to-ink',
  instagram: 'from-[#9d174d] to-ink',
};

/** The player's frame: video 16:9, audio a fixed strip, vertical clips portrait. */
function frameClass(platform: PlatformId) {
  const shape =
    platform === 'youtube'
      ? 'aspect-video'
      : platform === 'tiktok' || platform === 'instagram'
        ? 'mx-auto aspect-[9/16] max-h-[640px]'
        : 'h-[352px]';
  return `${shape} w-full rounded-xl border-0 bg-clay`;
}

export function PlayerCard({
  link,
  title,
  caption,
  loadsNote,
  poster,
}: {
  link: MediaLink & { embed: string; platform: NonNullable<MediaLink['platform']> };
  /** The stored thumbnail, if any: decoration under the card's own words (alt=""). */
  poster?: MediaPoster;
  /** The player frame's title, and who the poster names: "Play <name> on YouTube". */
  title: string;
  caption: string;
  /** The screen reader's note after the caption, in the page's language (default English). */
  loadsNote?: string;
}) {
  // no-underline!: a post's body underlines its links (MarkdownBody); the poster is not a text link.
  return (
    <PlayerFacade
      href={link.href}
      embed={link.embed}
      title={title}
      frameClass={frameClass(link.platform.id)}
      className={`group relative flex aspect-video no-underline! w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-xl border border-line bg-linear-to-br ${POSTER[link.platform.id]} p-6 text-center focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-gold`}
    >
      {poster ? <PosterImage poster={poster} /> : null}
      <span
        aria-hidden
        className="relative flex size-16 items-center justify-center rounded-full bg-sand/90 text-ink transition-transform group-hover:scale-110"
      >
        <svg viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
      <span className="relative font-display text-2xl font-extrabold text-sand">{link.label}</span>
      <span className="relative text-sm text-sand/80">
        {caption}
        <span className="sr-only">{loadsNote ?? ` (the player loads from ${link.label} when you press)`}</span>
      </span>
    </PlayerFacade>
  );
}

/** The thumbnail under the card: covered by the ink so the words on it keep their contrast. */
function PosterImage({ poster }: { poster: MediaPoster }) {
  const responsive = responsiveImage(poster.src);
  return (
    <span aria-hidden className="absolute inset-0">
      <picture>
        {responsive ? (
          <source type="image/avif" srcSet={responsive.avif} sizes="(min-width: 768px) 50vw, 100vw" />
        ) : null}
        <img
          src={responsive?.src ?? poster.src}
          srcSet={responsive?.webp}
          sizes={responsive ? '(min-width: 768px) 50vw, 100vw' : undefined}
          alt=""
          width={poster.width}
          height={poster.height}
          loading="lazy"
          decoding="async"
          data-poster
          className="size-full object-cover"
        />
      </picture>
      <span className="absolute inset-0 bg-ink/80" />
    </span>
  );
}
