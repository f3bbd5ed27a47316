import type { Metadata } from 'next';
import { OG_HEIGHT, OG_WIDTH, shareImage } from '@/lib/images';
import { LOCALE_INFO, localeInfo, localizePath, type Locale } from '@/lib/i18n/locales.mjs';
import { currentLocale } from '@/server/i18n';
import { site } from './site';
import { siteUrl } from './site-url';

/**
 * A page's address in every language, for `hreflang` (decision 160): the English path in each
 * language, and x-default at the English one (the root). A translated item with its own slug per
 * language passes its own paths.
 */
export function languageAlternates(path: string, paths: Partial<Record<Locale, string>> = {}) {
  const languages: Record<string, string> = {};
  for (const { code } of LOCALE_INFO) languages[code] = absolute(paths[code] ?? localizePath(code, path));
  languages['x-default'] = absolute(paths.en ?? path);
  return languages;
}

const absolute = (path: string) => new URL(path, siteUrl()).toString();

/**
 * Metadata for a public page in the page's language: `<title>{Page} | {brand}</title>` (via the root
 * layout's template), its own description, the canonical URL in this language, the same page in the
 * others (hreflang), Open Graph and Twitter tags. `path` is the English path; `paths` a translated
 * item's own addresses.
 */
export async function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
  paths = {},
}: {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  paths?: Partial<Record<Locale, string>>;
}): Promise<Metadata> {
  const locale = await currentLocale();
  const url = absolute(paths[locale] ?? localizePath(locale, path));
  // The page's own 1200×630 card (PNG for the demo art, JPEG for uploads) when its image has one;
  // WebP and SVG are never offered, since WhatsApp and other messengers show no preview for them.
  // Otherwise the site's card.
  const shareable = shareImage(image);
  const images = [
    shareable
      ? { ...shareable, alt: title }
      : { url: '/og-image.png', width: OG_WIDTH, height: OG_HEIGHT, alt: site.name },
  ];
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path, paths) },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url,
      siteName: site.name,
      type,
      images,
      locale: localeInfo(locale).ogLocale,
      alternateLocale: LOCALE_INFO.filter((info) => info.code !== locale).map((info) => info.ogLocale),
    },
    twitter: {
      card: 'summary_large_image',
      title: `${title} | ${site.name}`,
      description,
      images: images.map((i) => i.url),
    },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** An item's own SEO fields (docs/decisions/093-per-item-seo.md); empty ones use the page's defaults. */
export type ItemSeo = { meta_title: string; meta_description: string; share_image_url: string; noindex: boolean };

/**
 * Metadata for a detail page: the item's meta title, description and share image where set, the
 * page's defaults otherwise; `noindex` items say so to search engines (and are left out of the sitemap).
 */
export async function itemMetadata(item: ItemSeo, defaults: Parameters<typeof pageMetadata>[0]): Promise<Metadata> {
  const metadata = await pageMetadata({
    ...defaults,
    title: item.meta_title.trim() || defaults.title,
    description: item.meta_description.trim() || defaults.description,
    image: item.share_image_url.trim() || defaults.image,
  });
  return item.noindex ? { ...metadata, robots: { index: false } } : metadata;
}
