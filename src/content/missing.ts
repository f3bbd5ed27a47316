/**
 * What a visitor sees for a detail address whose item does not exist (an unknown, unpublished or
 * deleted slug), one message per content type (by its kind, src/lib/content-types/). Served with HTTP
 * 404 by src/proxy.ts, which rewrites such addresses to /missing?kind=<kind> before anything renders
 * (docs/decisions/070-not-found-pages.md). A type whose hidden items answer 410 (`hiddenAnswer:
 * 'gone'`) has the words for that too: /missing?kind=<kind>&closed=1.
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
  'case-studies': {
    title: 'Project Not Found',
    text: "We couldn't find that case study. It may have been taken down, or the link may be wrong.",
    back: { href: '/portfolio', label: 'Back to Portfolio' },
  },
  events: {
    title: 'Event Not Found',
    text: "We couldn't find that event. It may have been taken down, or the link may be wrong.",
    back: { href: '/events', label: 'See Upcoming Events' },
  },
  jobs: {
    title: 'Position Not Found',
    text: 'That position is no longer open, or the link is wrong. You can still send us your resume.',
    back: { href: '/careers', label: 'Back to Careers' },
    closed: {
      title: 'This role has closed',
      text: 'We are no longer taking applications for this position. Other roles are open, and you can always send us your resume.',
      back: { href: '/careers', label: 'See Open Roles' },
    },
  },
} as const;

export type MissingWords = {
  title: string;
  text: string;
  back: { href: string; label: string };
  toast?: { title: string; description: string };
};

/** For a type without words of its own (a new one, until its copy is written here). */
const anyItem: MissingWords = {
  title: 'Page Not Found',
  text: "We couldn't find what you were looking for. It may have been taken down, or the link may be wrong.",
  back: { href: '/', label: 'Back to Home' },
};

/** The words for a kind's missing item, or its closed one; any other request gets the generic words. */
export function missingWords(kind: string | undefined, closed: boolean): MissingWords {
  const words: MissingWords & { closed?: MissingWords } =
    kind && Object.hasOwn(missingKinds, kind) ? missingKinds[kind as keyof typeof missingKinds] : anyItem;
  return (closed && words.closed) || words;
}
