import type { SiteSettings } from '@/lib/site-settings';
import { clientWordmarks } from './clients';

/**
 * The brand facts the site shipped with: the SEED of the site settings (admin → Settings,
 * src/lib/site-settings.ts, docs/decisions/134-site-settings.md), in force until the operator first
 * saves them. Pages read the settings (getSiteSettings), never this file; the copy modules beside
 * it that are seeds themselves (about, legal, services) still quote it.
 */
export const site = {
  name: 'Ngoma Entertainment',
  shortName: 'Ngoma',
  holdingCompany: 'Imbali Holdings',
  founded: 2023,
  tagline: 'African culture, produced for the world.',
  description:
    'Ngoma Entertainment is a pan-African entertainment and talent agency in Johannesburg and Nairobi: talent management, event production, experiential marketing and specialized services for brands, promoters and artists.',
  email: 'hello@ngoma-entertainment.example',
  offices: [
    {
      city: 'Johannesburg',
      country: 'South Africa',
      countryCode: 'ZA',
      address: '4th Floor, 27 Fricker Road, Illovo, Johannesburg 2196',
      phone: '+27 10 500 4620',
    },
    {
      city: 'Nairobi',
      country: 'Kenya',
      countryCode: 'KE',
      address: 'Riverside Square, Riverside Drive, Westlands, Nairobi',
      phone: '+254 20 765 4310',
    },
  ],
  socials: [
    { label: 'Instagram', href: 'https://instagram.com/ngoma.entertainment', kind: 'image' as const },
    { label: 'YouTube', href: 'https://youtube.com/@ngomaentertainment', kind: 'video' as const },
  ],
  stats: {
    totalAttendees: '1.2M+',
    eventsProduced: '150+',
    jobsPerEvent: '100+',
    continents: 4,
    yearsCombinedExperience: 19,
    internationalArtists: '50+',
    largestCapacity: '30,000+',
  },
  rosterReach: {
    socialReach: '50M+',
    countries: '20+',
    brandPartnerships: '100+',
    annualPerformances: '500+',
  },
  bookingResponse: '24-48 hours',
} as const;

/** Each office's WhatsApp (a mobile number with its country code). */
const officeWhatsapp: Record<(typeof site.offices)[number]['city'], string> = {
  Johannesburg: '+27 71 500 4620',
  Nairobi: '+254 712 765 431',
};

const officeTimeZone: Record<(typeof site.offices)[number]['city'], string> = {
  Johannesburg: 'Africa/Johannesburg',
  Nairobi: 'Africa/Nairobi',
};

/**
 * The seed of the site settings: what the site showed before they were editable, word for word,
 * except the continents, which the home page counted as 5 and the portfolio and promoters pages
 * as 4: one stat now, 4.
 */
export const siteSettingsSeed: SiteSettings = {
  name: site.name,
  shortName: site.shortName,
  holdingCompany: site.holdingCompany,
  tagline: site.tagline,
  description: site.description,
  email: site.email,
  bookingEmail: site.email,
  bookingResponse: site.bookingResponse,
  shareImage: '/og-image.png',
  offices: site.offices.map((office) => ({
    ...office,
    whatsapp: officeWhatsapp[office.city],
    email: '',
    mapUrl: '',
    timeZone: officeTimeZone[office.city],
  })),
  socials: site.socials.map((social) => ({ ...social })),
  stats: [
    { value: site.stats.totalAttendees, label: 'Total Attendees', show: ['home', 'portfolio', 'promoters'] },
    { value: site.stats.eventsProduced, label: 'Events Produced', show: ['home', 'portfolio', 'promoters'] },
    { value: site.stats.jobsPerEvent, label: 'Jobs per Event', show: ['home'] },
    { value: String(site.stats.continents), label: 'Continents Reached', show: ['home', 'portfolio', 'promoters'] },
    { value: site.stats.internationalArtists, label: 'Intl. Artists', show: ['portfolio'] },
    { value: site.stats.largestCapacity, label: 'Capacity', show: ['promoters'] },
    { value: site.rosterReach.socialReach, label: 'Social Reach', show: ['talent'] },
    { value: site.rosterReach.countries, label: 'Countries', show: ['talent'] },
    { value: site.rosterReach.brandPartnerships, label: 'Brand Partnerships', show: ['talent'] },
    { value: site.rosterReach.annualPerformances, label: 'Annual Performances', show: ['talent'] },
  ],
  // The logo wall's clients, as the home and services pages showed them (decision 155).
  clients: clientWordmarks.map((client) => ({ ...client, logo: '', href: '' })),
};
