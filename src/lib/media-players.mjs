// @ts-check
/**
 * The origins of the players a talent profile may embed after a visitor's click (src/lib/media-links.ts,
 * docs/decisions/145-listen-and-watch.md). next.config.mjs allows exactly these in `frame-src`, on the
 * talent profile pages only; src/lib/media-links.ts builds every embed address on one of them (a test
 * checks that each embed it makes is on this list).
 */
export const PLAYER_ORIGINS = /** @type {const} */ ([
  'https://www.youtube-nocookie.com',
  'https://open.spotify.com',
  'https://embed.music.apple.com',
  'https://w.soundcloud.com',
  'https://audiomack.com',
  'https://www.tiktok.com',
  'https://www.instagram.com',
]);
