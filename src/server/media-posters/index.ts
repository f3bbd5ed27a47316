import 'server-only';
import { mediaLinks, type MediaLink } from '@/lib/media-links';
import { parseMediaPosters, type MediaPoster } from '@/lib/media-posters';
import { invalidate } from '@/server/cache/invalidate';
import { logWarning } from '@/server/log';
import { setMediaPosters } from '@/server/repositories/media-posters';
import { storeImageUpload } from '@/server/uploads/images';

/**
 * Posters for the profiles' players, stored after a save (docs/decisions/159-media-posters-stored-at-save.md).
 * The platform's thumbnail is fetched once, on the server, and kept as one of our uploads (re-encoded,
 * its metadata dropped), so a visitor's page asks nothing of the platform before the click. Where a
 * platform offers no thumbnail without a key, or the fetch fails, the drawn poster stays.
 */

/** Per request: the oEmbed answer, then the image. */
export const POSTER_FETCH_TIMEOUT_MS = 4_000;
export const MAX_POSTER_BYTES = 2 * 1024 * 1024;
const MAX_OEMBED_BYTES = 64 * 1024;

/** Hosts a thumbnail may come from: the platforms' own image servers, nothing a stored link could point elsewhere. */
const THUMBNAIL_HOSTS = [
  /^i\.ytimg\.com$/,
  /^i\.scdn\.co$/,
  /^image-cdn-[a-z0-9-]+\.spotifycdn\.com$/,
  /^i[0-9]\.sndcdn\.com$/,
  /^[a-z0-9-]+\.tiktokcdn(?:-us)?\.com$/,
];

type Fetch = typeof fetch;

/** Where a link's thumbnail is found: YouTube's image server by video id; Spotify, SoundCloud and TikTok through oEmbed. */
export function thumbnailSource(link: MediaLink): { image: string } | { oembed: string } | null {
  if (!link.embed || !link.platform) return null;
  const url = encodeURIComponent(link.href);
  switch (link.platform.id) {
    case 'youtube': {
      const id = /^https:\/\/www\.youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})\?/.exec(link.embed)?.[1];
      return id ? { image: `https://i.ytimg.com/vi/${id}/hqdefault.jpg` } : null;
    }
    case 'spotify':
      return { oembed: `https://open.spotify.com/oembed?url=${url}` };
    case 'soundcloud':
      return { oembed: `https://soundcloud.com/oembed?format=json&url=${url}` };
    case 'tiktok':
      return { oembed: `https://www.tiktok.com/oembed?url=${url}` };
    default:
      return null;
  }
}

/** The body of a GET, at most `maxBytes`, within the timeout, with no redirect followed. */
async function fetchLimited(fetchImpl: Fetch, url: string, maxBytes: number): Promise<Buffer> {
  const response = await fetchImpl(url, {
    redirect: 'error',
    cache: 'no-store',
    signal: AbortSignal.timeout(POSTER_FETCH_TIMEOUT_MS),
    headers: { accept: '*/*' },
  });
  if (response.status !== 200 || !response.body) throw new Error(`${new URL(url).host} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new Error(`${new URL(url).host} sent ${declared} bytes, more than ${maxBytes}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`${new URL(url).host} sent more than ${maxBytes} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

function thumbnailUrl(value: unknown): string {
  if (typeof value !== 'string') throw new Error('the oEmbed answer has no thumbnail');
  const url = new URL(value);
  if (
    url.protocol !== 'https:' ||
    url.username ||
    url.password ||
    !THUMBNAIL_HOSTS.some((host) => host.test(url.hostname))
  )
    throw new Error(`a thumbnail on ${url.hostname} is not fetched`);
  return url.href;
}

/** The link's thumbnail stored as an upload, or null when its platform offers none. Throws when a fetch or the image fails. */
export async function fetchPoster(link: MediaLink, fetchImpl: Fetch = fetch): Promise<MediaPoster | null> {
  const source = thumbnailSource(link);
  if (!source) return null;
  const image =
    'image' in source
      ? source.image
      : thumbnailUrl(
          (
            JSON.parse(new TextDecoder().decode(await fetchLimited(fetchImpl, source.oembed, MAX_OEMBED_BYTES))) as {
              thumbnail_url?: unknown;
            }
          ).thumbnail_url,
        );
  const bytes = await fetchLimited(fetchImpl, thumbnailUrl(image), MAX_POSTER_BYTES);
  const stored = await storeImageUpload(new File([new Uint8Array(bytes)], `poster-${link.platform!.id}.jpg`));
  return { src: stored.url, width: stored.width, height: stored.height };
}

/**
 * After a talent save: a poster for each player link that has none yet; posters of links no longer
 * on the profile are forgotten (their uploads stay in the media library). One failed link does not
 * stop the others; it is tried again at the profile's next save. Resolves to whether anything changed.
 */
export async function refreshMediaPosters(
  row: { id: number; media_links?: unknown; media_posters?: unknown },
  fetchImpl: Fetch = fetch,
): Promise<boolean> {
  const links = mediaLinks(typeof row.media_links === 'string' ? row.media_links : '').filter((l) => l.embed);
  const current = parseMediaPosters(row.media_posters);
  const next: Record<string, MediaPoster> = {};
  let changed = Object.keys(current).some((href) => !links.some((link) => link.href === href));
  for (const link of links) {
    const kept = current[link.href];
    if (kept) {
      next[link.href] = kept;
      continue;
    }
    try {
      const poster = await fetchPoster(link, fetchImpl);
      if (poster) {
        next[link.href] = poster;
        changed = true;
      }
    } catch (error) {
      logWarning('media_poster.fetch_failed', {
        talent: row.id,
        platform: link.platform?.id,
        reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      });
    }
  }
  if (!changed) return false;
  await setMediaPosters(row.id, JSON.stringify(next));
  await invalidate('talent');
  return true;
}
