import type { Locale } from '@/lib/i18n/locales.mjs';
import { translatorFor } from '@/server/i18n/translate';

/**
 * What a visitor sees for a detail address whose item does not exist (an unknown, unpublished or
 * deleted slug), one message per content type (by its kind, src/lib/content-types/). Served with HTTP
 * 404 by src/proxy.ts, which rewrites such addresses to /missing?kind=<kind> before anything renders
 * (docs/decisions/070-not-found-pages.md). A type whose hidden items answer 410 (`hiddenAnswer:
 * 'gone'`) has the words for that too: /missing?kind=<kind>&closed=1. The words are the Missing
 * namespace of the site catalogue (src/messages/<language>/site.json): `<prefix>Title`, `…Text`, `…Back`.
 */
const missingKinds = {
  talent: { prefix: 'talent', back: '/talent', toast: true },
  blog: { prefix: 'blog', back: '/blog' },
  'case-studies': { prefix: 'caseStudies', back: '/portfolio' },
  events: { prefix: 'events', back: '/events' },
  jobs: { prefix: 'jobs', back: '/careers', closed: { prefix: 'jobsClosed', back: '/careers' } },
} as const;

type Prefix = 'talent' | 'blog' | 'caseStudies' | 'events' | 'jobs' | 'jobsClosed' | 'any';
type Kind = { prefix: Prefix; back: string; toast?: boolean; closed?: Kind };

export type MissingWords = {
  title: string;
  text: string;
  back: { href: string; label: string };
  toast?: { title: string; description: string };
};

/** For a type without words of its own (a new one, until its copy is written in the catalogue). */
const anyItem: Kind = { prefix: 'any', back: '/' };

/**
 * The words for a kind's missing item, or its closed one, in a language (English unless named); any
 * other request gets the generic words. `list`: a page of the kind's list that does not exist (an
 * unknown category, a page past the last; src/server/list-pages.ts), with the way back to the list.
 */
export function missingWords(
  kind: string | undefined,
  closed: boolean,
  locale: Locale = 'en',
  list = false,
): MissingWords {
  const t = translatorFor(locale, 'Missing');
  const found: Kind =
    kind && Object.hasOwn(missingKinds, kind) ? missingKinds[kind as keyof typeof missingKinds] : anyItem;
  const chosen = (closed && found.closed) || found;
  const { prefix } = chosen;
  return {
    title: t(list ? 'anyTitle' : `${prefix}Title`),
    text: t(list ? 'listText' : `${prefix}Text`),
    back: { href: chosen.back, label: t(`${prefix}Back`) },
    ...(chosen.toast && !list
      ? { toast: { title: t('talentToastTitle'), description: t('talentToastDescription') } }
      : {}),
  };
}
