// @ts-check
/**
 * HERO_VIDEO_URL, read the same way by the environment check (src/server/env.ts) and the CSP
 * (next.config.mjs): an absolute http(s) URL, whose origin media-src must allow, or a path on this
 * site such as /media/hero.mp4, which 'self' covers. '//host/…' is not a path: browsers read it as
 * another origin.
 *
 * @param {string} value
 * @returns {string | null} the origin to allow ('' for a path on this site), or null when the value is neither.
 */
export function heroVideoOrigin(value) {
  if (value.startsWith('/')) {
    const isSitePath = !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value);
    return isSitePath ? '' : null;
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.origin : null;
  } catch {
    return null;
  }
}
