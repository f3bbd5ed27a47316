/**
 * Brand facts in one place. The brand is fictional; an agency adopting this site edits this file.
 * Imported by server and client components alike: keep it free of secrets and server-only code.
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
    continentsHomeBand: 5,
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

export type Site = typeof site;

/**
 * Each office's WhatsApp (a mobile number with its country code): the contact page, the footer and
 * the confirmation page link to it with a greeting filled in (src/lib/whatsapp.ts). Beside `site`,
 * not in it: that object is bundled whole into the home page's JavaScript (the phone menu reads its
 * name), this one only where it is used, in server components.
 */
export const officeWhatsapp: Record<(typeof site.offices)[number]['city'], string> = {
  Johannesburg: '+27 71 500 4620',
  Nairobi: '+254 712 765 431',
};
