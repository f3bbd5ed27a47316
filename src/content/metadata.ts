import type { Metadata } from 'next';
import { OG_HEIGHT, OG_WIDTH, shareImage } from '@/lib/images';
import { site } from './site';
import { siteUrl } from './site-url';

/**
 * Metadata for a public page: `<title>{Page} | {brand}</title>` (via the root layout's template),
 * its own description, canonical URL, Open Graph and Twitter tags.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}): Metadata {
  const url = new URL(path, siteUrl()).toString();
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
    alternates: { canonical: url },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url,
      siteName: site.name,
      type,
      images,
      locale: 'en_ZA',
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
export function itemMetadata(item: ItemSeo, defaults: Parameters<typeof pageMetadata>[0]): Metadata {
  const metadata = pageMetadata({
    ...defaults,
    title: item.meta_title.trim() || defaults.title,
    description: item.meta_description.trim() || defaults.description,
    image: item.share_image_url.trim() || defaults.image,
  });
  return item.noindex ? { ...metadata, robots: { index: false } } : metadata;
}
