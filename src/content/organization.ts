import type { SiteSettings } from '@/lib/site-settings';
import { site as seed } from './site';
import { siteUrl } from './site-url';

/** Organization structured data for the home page (schema.org). */
export function organizationJsonLd(site: SiteSettings) {
  const url = siteUrl();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url,
    logo: `${url}/logo.png`,
    description: site.description,
    email: site.email,
    foundingDate: String(seed.founded),
    parentOrganization: { '@type': 'Organization', name: site.holdingCompany },
    sameAs: site.socials.map((social) => social.href),
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.countryCode,
    })),
    contactPoint: [
      ...site.offices.map((office) => ({
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: office.phone,
        email: office.email || site.email,
        areaServed: office.countryCode,
        availableLanguage: ['English'],
      })),
      ...(site.bookingEmail !== site.email
        ? [
            {
              '@type': 'ContactPoint',
              contactType: 'bookings',
              email: site.bookingEmail,
              availableLanguage: ['English'],
            },
          ]
        : []),
    ],
  };
}
