import { siteUrl } from '@/content/site-url';
import type { SiteSettings } from '@/lib/site-settings';
import type { JobPosting } from '@/server/repositories/job-postings';

/** schema.org employmentType for the admin's free-text job type ('Full-time', 'Contract', …). */
export function employmentType(type: string) {
  const t = type.toLowerCase().replace(/[^a-z]/g, '');
  if (t.startsWith('fulltime') || t === 'permanent') return 'FULL_TIME';
  if (t.startsWith('parttime')) return 'PART_TIME';
  if (t.startsWith('contract') || t.startsWith('freelance')) return 'CONTRACTOR';
  if (t.startsWith('intern')) return 'INTERN';
  if (t.startsWith('temp')) return 'TEMPORARY';
  if (t.startsWith('volunteer')) return 'VOLUNTEER';
  return 'OTHER';
}

/** JobPosting structured data for one opening (Google's required and recommended fields). */
export function jobPostingLd(job: JobPosting & { html: string }, site: Pick<SiteSettings, 'name' | 'offices'>) {
  const remote = /remote/i.test(job.location);
  const office = site.offices.find((o) => job.location.toLowerCase().includes(o.city.toLowerCase()));
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.html,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    datePosted: job.created_at.slice(0, 10),
    employmentType: employmentType(job.type),
    url: `${siteUrl()}/careers#${job.slug}`,
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: siteUrl(),
      logo: `${siteUrl()}/og-image.png`,
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: site.offices.map((o) => ({ '@type': 'Country', name: o.country })),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: office?.city ?? job.location,
              ...(office ? { streetAddress: office.address, addressCountry: office.countryCode } : {}),
            },
          },
        }),
  };
}
