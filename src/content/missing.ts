/**
 * What a visitor sees for a detail address whose item does not exist (an unknown, unpublished or
 * deleted slug), one message per kind of item. Served with HTTP 404 by src/proxy.ts, which rewrites
 * such addresses to /missing?kind=<kind> before anything renders (docs/decisions/070-not-found-pages.md).
 */
export const missingKinds = {
  talent: {
    title: 'Talent Not Found',
    text: "We couldn't find the artist you were looking for. They may have left the roster, or the link may be wrong.",
    back: { href: '/talent', label: 'Back to Roster' },
    // The toast for a talent that could not be found, as the talent pages were designed.
    toast: { title: 'Error', description: 'Could not find the requested talent.' },
  },
  blog: {
    title: 'Post Not Found',
    text: "We couldn't find that article. It may have been taken down, or the link may be wrong.",
    back: { href: '/blog', label: 'Back to Blog' },
  },
  portfolio: {
    title: 'Project Not Found',
    text: "We couldn't find that case study. It may have been taken down, or the link may be wrong.",
    back: { href: '/portfolio', label: 'Back to Portfolio' },
  },
  careers: {
    title: 'Position Not Found',
    text: 'That position is no longer open, or the link is wrong. You can still send us your resume.',
    back: { href: '/careers', label: 'Back to Careers' },
  },
} as const;

export type MissingKind = keyof typeof missingKinds;

export function isMissingKind(value: string): value is MissingKind {
  return Object.hasOwn(missingKinds, value);
}
