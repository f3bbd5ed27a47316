import type { Metadata } from 'next';
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
  // Social networks do not render SVG: pages whose art is SVG share the site's 1200x630 PNG instead;
  // other images are shared as they are, without claiming a size we do not know.
  const shareable = image && !/\.svg(\?|$)/i.test(image) ? image : undefined;
  const images = [shareable ? { url: shareable, alt: title } : { url: '/og-image.png', width: 1200, height: 630, alt: site.name }];
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title: `${title} | ${site.name}`, description, url, siteName: site.name, type, images, locale: 'en_ZA' },
    twitter: { card: 'summary_large_image', title: `${title} | ${site.name}`, description, images: images.map((i) => i.url) },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
