import { site } from './site';
import { siteUrl } from './site-url';

/** Organization structured data for the home page (schema.org). */
export function organizationJsonLd() {
  const url = siteUrl();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url,
    logo: `${url}/logo.png`,
    description: site.description,
    email: site.email,
    foundingDate: String(site.founded),
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
        email: site.email,
        areaServed: office.countryCode,
        availableLanguage: ['English'],
      })),
    ],
  };
}
