import type { MetadataRoute } from 'next';
import { siteUrl } from '@/content/site-url';
import { languageAlternates } from '@/content/metadata';
import { LOCALES, localizePath, type Locale } from '@/lib/i18n/locales.mjs';
import { listPath } from '@/lib/list-paths';
import { contentTypes, type ContentKind } from '@/lib/content-types';
import {
  getCaseStudyFacets,
  getPublicAddresses,
  getPublishedTranslationSlugs,
  getTalentCategories,
} from '@/server/data/public';

/** A sitemap entry by its English path (`url`); `paths`: a translated item's own address in a language. */
type Entry = MetadataRoute.Sitemap[number] & { paths?: Partial<Record<Locale, string>> };

/** Public pages that are not backed by a database row. No admin routes, ever. */
const staticRoutes = [
  { path: '/', priority: 1 },
  { path: '/about', priority: 0.8 },
  { path: '/services/for-brands', priority: 0.9 },
  { path: '/services/for-promoters', priority: 0.9 },
  { path: '/services/for-artists', priority: 0.9 },
  { path: '/services/specialized', priority: 0.8 },
  { path: '/portfolio', priority: 0.8 },
  { path: '/talent', priority: 0.8 },
  { path: '/events', priority: 0.8 },
  { path: '/events/past', priority: 0.4 },
  { path: '/blog', priority: 0.7 },
  { path: '/careers', priority: 0.6 },
  { path: '/contact', priority: 0.7 },
  { path: '/privacy', priority: 0.2 },
  { path: '/terms', priority: 0.2 },
] as const;

/** Every content type with public pages (its definition's publicPath): each public item is listed. */
const itemKinds = (Object.keys(contentTypes) as ContentKind[]).filter((kind) => contentTypes[kind].publicPath);

/**
 * The kinds whose detail pages read a translation at its own slug (decision 162). Not jobs yet: the
 * apply page and its form find a posting by its English slug, so a job keeps it in every language.
 */
const TRANSLATED_PAGES: ReadonlySet<ContentKind> = new Set(['blog', 'case-studies', 'talent', 'events']);

/**
 * /sitemap.xml: every public route, each list filter and every published slug, with lastmod, in
 * every language, each entry naming its other languages (hreflang alternates, decision 160). Cached
 * by tag like the pages.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await englishEntries()).flatMap(({ paths = {}, ...entry }) => {
    const path = entry.url;
    const languages = languageAlternates(path, paths);
    return LOCALES.map((locale) => ({
      ...entry,
      url: absolute(paths[locale] ?? localizePath(locale, path)),
      alternates: { languages },
    }));
  });
}

const absolute = (path: string) => new URL(path, siteUrl()).toString();

/**
 * The English paths (in `url`), with what each entry says of itself; a translated item's entry also
 * names its address in each language it is published in (its translated slug there).
 */
async function englishEntries(): Promise<Entry[]> {
  const [items, facets, talentCategories] = await Promise.all([
    Promise.all(
      itemKinds.map(async (kind) => {
        const [addresses, translations] = await Promise.all([
          getPublicAddresses(kind),
          TRANSLATED_PAGES.has(kind) ? getPublishedTranslationSlugs(kind) : [],
        ]);
        return { kind, addresses, translations };
      }),
    ),
    getCaseStudyFacets(),
    getTalentCategories(),
  ]);
  return [
    ...staticRoutes.map(({ path, priority }) => ({
      url: path,
      changeFrequency: 'monthly' as const,
      priority,
    })),
    // The first page of each filtered list (src/lib/list-paths.ts); later pages are reached by their links.
    ...[
      ...facets.categories.map((category) => listPath('/portfolio', { category })),
      ...facets.years.map((year) => listPath('/portfolio', { year })),
      ...talentCategories.map((category) => listPath('/talent', { category })),
    ].map((path) => ({ url: path, changeFrequency: 'weekly' as const, priority: 0.5 })),
    // Items marked `noindex` are not offered to search engines.
    ...items.flatMap(({ kind, addresses, translations }) => {
      const publicPath = contentTypes[kind].publicPath!;
      const translated = new Map<number, Partial<Record<Locale, string>>>();
      for (const { item_id, locale, slug } of translations) {
        translated.set(item_id, { ...translated.get(item_id), [locale]: localizePath(locale, publicPath(slug)) });
      }
      return addresses
        .filter((address) => !address.noindex)
        .map((address) => ({
          url: publicPath(address.slug),
          lastModified: address.updated_at,
          priority: 0.6,
          paths: translated.get(address.id),
        }));
    }),
  ];
}
