import { buttonClasses } from '@/components/ui/button';
import type { MediaLink } from '@/lib/media-links';
import type { MediaPosters } from '@/lib/media-posters';
import { PlayerCard } from './player-card';

/**
 * "Listen and Watch" on a talent profile (docs/decisions/145-listen-and-watch.md): each link with a
 * player is a facade — a poster drawn here (the platform's name on its colour, nothing fetched from
 * the platform), a play button — that loads the player after the visitor's click; a link without a
 * player (or on a host the save no longer accepts) is a plain link.
 */

export function MediaLinks({
  name,
  links,
  posters = {},
}: {
  name: string;
  links: readonly MediaLink[];
  /** Stored thumbnails by link address (decision 159). */
  posters?: MediaPosters;
}) {
  if (!links.length) return null;
  const players = links.filter((link) => link.embed && link.platform);
  const plain = links.filter((link) => !link.embed || !link.platform);
  return (
    <section aria-labelledby="listen-and-watch" className="mt-16">
      <h2 id="listen-and-watch" className="font-display text-3xl font-extrabold">
        Listen and Watch
      </h2>
      {players.length ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {players.map((link, i) => (
            <li key={`${link.href}-${i}`} data-platform={link.platform!.id}>
              <PlayerCard
                link={{ ...link, embed: link.embed!, platform: link.platform! }}
                title={`${name} on ${link.label}`}
                caption={`Play ${name} on ${link.label}`}
                poster={posters[link.href]}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {plain.length ? (
        <ul className="mt-6 flex flex-wrap gap-3">
          {plain.map((link, i) => (
            <li key={`${link.href}-${i}`}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                Listen on {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
