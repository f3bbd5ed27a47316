import { TALENT_CATEGORIES, type TalentCategory } from '@/lib/talent-categories';

/**
 * The home page as the site shipped it: the SEED of the editable home page (admin → Pages → Home,
 * src/lib/page-sections/index.ts), not its source. The stats come from the site settings.
 */
export const homeHero = {
  eyebrow: 'Johannesburg · Nairobi · The World',
  title: 'The Sound of Africa, Produced for the World.',
  lead: 'We manage the artists, produce the stages and build the brand moments that move African culture, from a 500-person launch to a 30,000-strong festival.',
  videoLabel: 'Highlights from Ngoma festivals and brand activations',
  posterAlt: 'A festival crowd under stage lights at sunset',
};

export const audienceButtons = [
  { label: 'For Brands', sub: 'Connect with culture', href: '/services/for-brands' },
  { label: 'For Promoters', sub: 'Produce without compromise', href: '/services/for-promoters' },
  { label: 'For Artists', sub: 'Build a global career', href: '/services/for-artists' },
] as const;

export const homeSections = {
  clients: { eyebrow: 'Trusted By', title: 'The Brands and Promoters Who Move With Us' },
  stats: { eyebrow: 'By the Numbers', title: 'Impact You Can Count' },
  services: {
    eyebrow: 'What We Do',
    title: 'Three Ways We Build Culture',
    lead: 'One team across talent, production and brand experiences, so every project has the artist, the stage and the story under one roof.',
  },
  featured: {
    eyebrow: 'Featured Work',
    title: 'Stages We Have Built',
    lead: 'Festivals, tours and activations across the continent and beyond.',
    cta: 'View Full Portfolio',
  },
  differentiators: { eyebrow: 'Why Ngoma', title: 'What Makes Us Different' },
  talent: {
    eyebrow: 'Our Roster',
    title: 'Talent for Every Stage',
    lead: 'DJs, musicians, models, influencers, comedians and MCs from across Africa, ready for your next headline moment.',
    rosterCta: 'View Full Roster',
    applyCta: 'Apply to Join',
  },
  insights: {
    eyebrow: 'Latest Insights',
    title: 'Notes From the Culture',
    lead: 'What we are learning on stages, in boardrooms and backstage.',
    cta: 'Read the Blog',
    empty: 'Insights Coming Soon!',
  },
  events: {
    eyebrow: 'Coming Up',
    title: 'Next Events',
    lead: 'Where to catch our artists and stages next.',
    cta: 'All Events',
    empty: 'New dates are announced soon.',
  },
  closing: {
    title: 'Ready to Build Something Unforgettable?',
    lead: 'Tell us who you are and we will show you what we can build together.',
  },
};

export const homeServices = [
  {
    title: 'Experiential Marketing',
    description:
      'Brand moments rooted in real culture, built with the artists and communities your audience already loves.',
    items: [
      'Brand activations and launches',
      'Artist partnerships and endorsements',
      'Festival integrations',
      'Hospitality houses',
    ],
    cta: 'Explore Brand Services',
    link: '/services/for-brands',
    accent: 'gold',
  },
  {
    title: 'Event Production & Management',
    description: 'Festivals, concerts and tours delivered on time and on budget, from 500 guests to 30,000+.',
    items: ['Full festival production', 'Tour management', 'Stage, sound and lighting', 'Co-promotion partnerships'],
    cta: 'Explore Production',
    link: '/services/for-promoters',
    accent: 'coral',
  },
  {
    title: 'Talent Management',
    description: 'Career strategy, bookings and global opportunities for the next generation of African talent.',
    items: ['Career strategy and development', 'Bookings and touring', 'Brand deals', 'International placement'],
    cta: 'Explore Artist Services',
    link: '/services/for-artists',
    accent: 'jade',
  },
] as const;

export const differentiators = [
  {
    icon: 'globe',
    title: 'Pan-African Roots, Global Reach',
    description: 'Offices in Johannesburg and Nairobi, partners in Uganda, Rwanda, the UK, Europe and the Americas.',
  },
  {
    icon: 'sparkles',
    title: 'Culture-First Creativity',
    description: 'We live inside the scenes we work in. Ideas start with the culture, never with a template.',
  },
  {
    icon: 'layers',
    title: 'One Team, End to End',
    description: 'Talent, production and brand strategy under one roof: one brief, one budget, one point of contact.',
  },
  {
    icon: 'trending-up',
    title: 'Results You Can Measure',
    description: 'Attendance, reach, sell-in, sentiment: every project ends with numbers you can take to your board.',
  },
] as const;

/** A card per talent category, in the one list's order (src/lib/talent-categories.ts). */
const categoryCards = {
  DJ: { icon: 'headphones', blurb: 'Amapiano, afro-house, gqom and beyond' },
  Musician: { icon: 'mic-vocal', blurb: 'Vocalists, bands and live acts' },
  Model: { icon: 'camera', blurb: 'Runway, editorial and campaigns' },
  Influencer: { icon: 'megaphone', blurb: 'Creators with real communities' },
  Comedian: { icon: 'laugh', blurb: 'Stand-up for stages and screens' },
  MC: { icon: 'mic', blurb: 'Hosts who own the room' },
} as const satisfies Record<TalentCategory, { icon: string; blurb: string }>;

export const talentCategories = TALENT_CATEGORIES.map((name) => ({ name, ...categoryCards[name] }));
