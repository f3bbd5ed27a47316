import { contentTypes } from '../../lib/content-types';

/**
 * Cache tags for public data. Public reads ('use cache' in src/server/data/) tag themselves with
 * these; admin saves and deletes invalidate them (src/server/cache/invalidate.ts).
 * One tag per entity type: the site is small, and a save re-rendering every page of that type is
 * cheaper than the bugs of tracking which pages showed which row.
 */
export const cacheTags = {
  // A content type's tag is in its definition (src/lib/content-types/): its saves invalidate it.
  caseStudies: contentTypes['case-studies'].tag,
  talent: contentTypes.talent.tag,
  posts: contentTypes.blog.tag,
  jobs: contentTypes.jobs.tag,
  events: contentTypes.events.tag,
  /** Uploads' focal points (the media library): every public image's crop reads them. */
  uploads: 'uploads',
  /**
   * No cached read uses it: invalidating it drops the whole pages kept by the page cache, on every
   * instance, so a path that gains (or loses) a redirect is no longer answered from a stored copy.
   */
  redirects: 'redirects',
  /** The site settings (admin → Settings): brand, offices, stats; read by nearly every page. */
  settings: 'settings',
  /** The editable pages (admin → Pages): About, Privacy, Terms. */
  pages: 'pages',
  /** Accounts' profiles (name, photo, bio) that posts show for their authors (decision 152). */
  authors: 'authors',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];
