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

/** The section's words in the page's language (TalentProfile passes them; English by default). */
export type MediaLinkLabels = {
  heading: string;
  title: (platform: string) => string;
  caption: (platform: string) => string;
  loads: (platform: string) => string;
  listenOn: (platform: string) => string;
  newTab: string;
};

const englishLabels = (name: string): MediaLinkLabels => ({
  heading: 'Listen and Watch',
  title: (platform) => `${name} on ${platform}`,
  caption: (platform) => `Play ${name} on ${platform}`,
  loads: (platform) => ` (the player loads from ${platform} when you press)`,
  listenOn: (platform) => `Listen on ${platform}`,
  newTab: ' (opens in a new tab)',
});

export function MediaLinks({
  name,
  links,
  posters = {},
  labels = englishLabels(name),
}: {
  name: string;
  links: readonly MediaLink[];
  /** Stored thumbnails by link address (decision 159). */
  posters?: MediaPosters;
  labels?: MediaLinkLabels;
}) {
  if (!links.length) return null;
  const players = links.filter((link) => link.embed && link.platform);
  const plain = links.filter((link) => !link.embed || !link.platform);
  return (
    <section aria-labelledby="listen-and-watch" className="mt-16">
      <h2 id="listen-and-watch" className="font-display text-3xl font-extrabold">
        {labels.heading}
      </h2>
      {players.length ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {players.map((link, i) => (
            <li key={`${link.href}-${i}`} data-platform={link.platform!.id}>
              <PlayerCard
                link={{ ...link, embed: link.embed!, platform: link.platform! }}
                title={labels.title(link.label)}
                caption={labels.caption(link.label)}
                loadsNote={labels.loads(link.label)}
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
                {labels.listenOn(link.label)}
                <span className="sr-only">{labels.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
