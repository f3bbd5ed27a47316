import { z } from 'zod';
import { PLAYER_ORIGINS } from './media-players.mjs';

/**
 * A talent profile's media links (docs/decisions/145-listen-and-watch.md): one https address per line
 * on a known platform. The profile shows each as a click-to-load facade whose player (`embed`, always
 * on one of PLAYER_ORIGINS) loads only after the visitor's click; a link on a known platform that has
 * no player (a YouTube channel, a Boomplay page) is a plain "Listen on …" link, and so is a stored
 * link on a host the save would now refuse. Client-safe: no server code.
 */

export type Platform = { id: PlatformId; name: string };
export type PlatformId =
  'youtube' | 'spotify' | 'apple-music' | 'soundcloud' | 'audiomack' | 'boomplay' | 'tiktok' | 'instagram';

export type MediaLink = {
  /** The address as the operator typed it: where the facade links without JavaScript. */
  href: string;
  /** null: a host the save no longer accepts (shown as a plain link with its host name). */
  platform: Platform | null;
  /** The player's address, or null when the link has none. */
  embed: string | null;
  /** What the link is called: the platform's name, or the host's. */
  label: string;
};

const PLATFORMS: Record<PlatformId, { name: string; hosts: readonly string[] }> = {
  youtube: {
    name: 'YouTube',
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be'],
  },
  spotify: { name: 'Spotify', hosts: ['open.spotify.com'] },
  'apple-music': { name: 'Apple Music', hosts: ['music.apple.com'] },
  soundcloud: {
    name: 'SoundCloud',
    hosts: ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com'],
  },
  audiomack: { name: 'Audiomack', hosts: ['audiomack.com', 'www.audiomack.com'] },
  boomplay: { name: 'Boomplay', hosts: ['boomplay.com', 'www.boomplay.com'] },
  tiktok: { name: 'TikTok', hosts: ['tiktok.com', 'www.tiktok.com', 'm.tiktok.com', 'vm.tiktok.com'] },
  instagram: { name: 'Instagram', hosts: ['instagram.com', 'www.instagram.com'] },
};

export const PLATFORM_NAMES = Object.values(PLATFORMS).map((p) => p.name);
export const MAX_MEDIA_LINKS = 12;

function platformOf(hostname: string): Platform | null {
  for (const [id, { name, hosts }] of Object.entries(PLATFORMS)) {
    if (hosts.includes(hostname)) return { id: id as PlatformId, name };
  }
  return null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SAFE_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** The player address for a link on a known platform, or null when that link has no player. */
function embedOf(platform: PlatformId, url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  switch (platform) {
    case 'youtube': {
      const id =
        url.hostname === 'youtu.be'
          ? parts[0]
          : ['shorts', 'embed', 'live'].includes(parts[0] ?? '')
            ? parts[1]
            : parts[0] === 'watch'
              ? url.searchParams.get('v')
              : undefined;
      if (id && YOUTUBE_ID.test(id)) return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
      const list = url.searchParams.get('list');
      if (parts[0] === 'playlist' && list && /^[A-Za-z0-9_-]{10,64}$/.test(list))
        return `https://www.youtube-nocookie.com/embed/videoseries?list=${list}&autoplay=1`;
      return null;
    }
    case 'spotify': {
      const rest = parts[0]?.startsWith('intl-') ? parts.slice(1) : parts;
      const [kind, id] = rest;
      if (
        kind &&
        ['track', 'album', 'playlist', 'artist', 'episode', 'show'].includes(kind) &&
        id &&
        /^[A-Za-z0-9]{10,40}$/.test(id)
      )
        return `https://open.spotify.com/embed/${kind}/${id}`;
      return null;
    }
    case 'apple-music': {
      const [country, kind] = parts;
      if (
        country &&
        /^[a-z]{2}$/.test(country) &&
        kind &&
        ['album', 'playlist', 'song', 'music-video'].includes(kind) &&
        parts.every((p) => SAFE_SEGMENT.test(p))
      )
        return `https://embed.music.apple.com/${parts.join('/')}${url.search}`;
      return null;
    }
    case 'soundcloud':
      if (url.hostname === 'on.soundcloud.com' || !parts.length || !parts.every((p) => SAFE_SEGMENT.test(p)))
        return null;
      return `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com/${parts.join('/')}`)}&auto_play=true`;
    case 'audiomack': {
      const [artist, kind, slug] = parts;
      if (
        artist &&
        slug &&
        kind &&
        ['song', 'album', 'playlist'].includes(kind) &&
        [artist, slug].every((p) => SAFE_SEGMENT.test(p))
      )
        return `https://audiomack.com/embed/${kind}/${artist}/${slug}`;
      return null;
    }
    case 'tiktok': {
      const at = parts.indexOf('video');
      const id = at > 0 ? parts[at + 1] : undefined;
      return id && /^\d{5,25}$/.test(id) ? `https://www.tiktok.com/embed/v2/${id}` : null;
    }
    case 'instagram': {
      const [kind, code] = parts;
      if (kind && ['p', 'reel', 'tv'].includes(kind) && code && /^[A-Za-z0-9_-]{5,40}$/.test(code))
        return `https://www.instagram.com/${kind === 'tv' ? 'p' : kind}/${code}/embed`;
      return null;
    }
    case 'boomplay':
      // Boomplay publishes no embeddable player: its links stay links.
      return null;
  }
}

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** One stored line as the profile shows it; null for a line that is not an https address (never shown). */
export function mediaLink(line: string): MediaLink | null {
  const href = line.trim();
  const url = httpsUrl(href);
  if (!url) return null;
  const platform = platformOf(url.hostname);
  const embed = platform ? embedOf(platform.id, url) : null;
  if (embed && !PLAYER_ORIGINS.some((origin) => embed.startsWith(`${origin}/`))) return null;
  return { href: url.href, platform, embed, label: platform?.name ?? url.hostname };
}

/** The stored text's links, in the order typed. */
export function mediaLinks(stored: string): MediaLink[] {
  return stored
    .split(/\r?\n/)
    .map(mediaLink)
    .filter((link): link is MediaLink => link !== null);
}

const KNOWN = `${PLATFORM_NAMES.slice(0, -1).join(', ')} or ${PLATFORM_NAMES.at(-1)}`;

/**
 * The save's check: every non-empty line an https address on a known platform, at most
 * MAX_MEDIA_LINKS; stored one per line, trimmed. Anything else is refused beside the field, naming the line.
 */
export const mediaLinksSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const lines = (value ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > MAX_MEDIA_LINKS) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_MEDIA_LINKS} media links.` });
      return z.NEVER;
    }
    for (const [i, line] of lines.entries()) {
      const refuse = (problem: string) => {
        const message = lines.length > 1 ? `Line ${i + 1}: ${problem}` : problem[0]!.toUpperCase() + problem.slice(1);
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (line.length > 500) return refuse('the address is too long.');
      const url = httpsUrl(line);
      if (!url) return refuse('use an https:// address.');
      if (!platformOf(url.hostname)) return refuse(`links on ${url.hostname} are not accepted; use ${KNOWN}.`);
    }
    return lines.join('\n');
  });
