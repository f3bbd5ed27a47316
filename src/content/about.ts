import { site } from './site';

export const aboutHero = {
  eyebrow: 'About Ngoma',
  title: "We Don't Follow Culture. We Build It.",
  lead: `${site.name} is the entertainment division of ${site.holdingCompany}: a pan-African team of managers, producers and strategists working from Johannesburg and Nairobi.`,
};

export const originStory = {
  eyebrow: 'Our Story',
  title: 'Born on the Dance Floor, Built for the World',
  paragraphs: [
    `Ngoma means drum, and the drum is where every gathering on this continent begins. ${site.holdingCompany} founded ${site.name} in ${site.founded} to bring together people who had spent their careers behind the scenes of Africa's biggest nights: tour managers, festival producers, artist managers and brand strategists, with about ${site.stats.yearsCombinedExperience} years of combined experience between them.`,
    'We had watched world-class African artists sell out stadiums at home and still struggle to get booked abroad. We had watched global brands spend millions to look local and miss the culture entirely. And we had watched brilliant promoters lose money on productions that should have been triumphs.',
    'So we built one team that does all three: we manage the talent, produce the stages and design the brand moments that connect them. From our offices in Johannesburg and Nairobi, with partners in Uganda, Rwanda, the UK, Europe and the Americas, we have produced more than 150 events for over 1.2 million people, and introduced more than 50 international artists to African audiences along the way.',
  ],
};

export const team = [
  {
    name: 'Lerato Mahlangu',
    title: 'Managing Director',
    bio: 'Fifteen years producing festivals across Southern Africa before founding Ngoma. Lerato sets the standard: every show on time, every artist looked after.',
    image: '/images/art/team-1.svg',
    email: 'lerato@ngoma-entertainment.example',
  },
  {
    name: 'Kamau Njoroge',
    title: 'Head of East Africa',
    bio: 'Runs our Nairobi office and the East African touring circuit. Kamau has booked artists into every major venue from Kampala to Kigali.',
    image: '/images/art/team-2.svg',
    email: 'kamau@ngoma-entertainment.example',
  },
  {
    name: 'Thandiwe Dube',
    title: 'Director of Talent',
    bio: 'Former label A&R who now guides the careers on our roster, from first brand deal to first international tour.',
    image: '/images/art/team-3.svg',
    email: 'thandiwe@ngoma-entertainment.example',
  },
  {
    name: 'Femi Adebayo',
    title: 'Head of Brand Partnerships',
    bio: 'Builds the campaigns where brands and culture meet. Femi has led activations for drinks, telco and fashion brands on three continents.',
    image: '/images/art/team-4.svg',
    email: 'femi@ngoma-entertainment.example',
  },
] as const;

export const values = {
  eyebrow: 'Our Values',
  title: 'What Drives Us',
  items: [
    {
      icon: 'shield',
      title: 'Cultural Integrity',
      description: 'We work inside the scenes we represent and protect them. No borrowed aesthetics, no tokenism.',
    },
    {
      icon: 'award',
      title: 'Excellence Without Compromise',
      description: 'World-class production standards on every stage, whether it holds 500 people or 30,000.',
    },
    {
      icon: 'sprout',
      title: 'Ecosystem Thinking',
      description: 'Artists, promoters, brands and crews grow together. We build what lasts beyond one show.',
    },
    {
      icon: 'handshake',
      title: 'Economic Empowerment',
      description: 'Every production creates 100+ local jobs. We hire, train and pay the communities we work in.',
    },
  ],
} as const;

/** Counters on About (count up over 3 s). */
export const aboutStats = [
  { value: site.stats.yearsCombinedExperience, suffix: ' Years', label: 'Combined Experience' },
  { value: 1.2, decimals: 1, suffix: 'M+', label: 'Attendees' },
  { value: 150, suffix: '+', label: 'Events' },
] as const;

export const ABOUT_COUNTER_DURATION_MS = 3000;

export const aboutCta = {
  title: 'Build the Next Chapter With Us',
  lead: 'Whether you are a brand, a promoter or an artist with something to say, there is a seat at our table.',
  partner: { label: 'Partner with Us', href: '/contact' },
  roster: { label: 'Join Our Roster', href: '/services/for-artists' },
};
