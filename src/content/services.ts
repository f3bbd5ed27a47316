import { site } from './site';

/**
 * The four services pages as the site shipped them: the SEED of their editable pages (admin → Pages;
 * src/lib/page-sections/service-seeds.ts), not their source. Headlines, lists, processes and CTA labels. Success stories point at seeded case studies by slug (src/server/db/seed-data.ts).
 */

const contact = '/contact';
const portfolio = '/portfolio';

// ---------------------------------------------------------------------------------------------
// For Brands
// ---------------------------------------------------------------------------------------------

export const brands = {
  metadata: {
    title: 'For Brands',
    description:
      'Experiential marketing rooted in African culture: brand activations, artist partnerships and festival integrations across Africa and the diaspora.',
  },
  hero: {
    eyebrow: 'For Brands',
    title: 'Where Brands Meet Culture',
    lead: 'We connect brands with the artists, scenes and communities that shape African culture, and build experiences people choose to be part of.',
    primary: { label: 'Schedule Discovery Call', href: contact },
    secondary: { label: 'View Our Work', href: portfolio },
  },
  clients: { eyebrow: 'Our Partners', title: 'Brands That Trust Us With Their Culture' },
  advantages: {
    eyebrow: 'The Ngoma Advantage',
    title: 'Why Brands Choose Us',
    items: [
      {
        icon: 'compass',
        title: 'Cultural Intelligence',
        description: 'We live inside the scenes we work in, so your brand shows up with credibility, not costume.',
      },
      {
        icon: 'trending-up',
        title: 'Proven ROI',
        description:
          'Registrations, reach, sell-in and sentiment: we agree the numbers up front and report against them.',
      },
      {
        icon: 'layers',
        title: 'End-to-End Execution',
        description: 'Strategy, talent, production and content under one roof, with one accountable team.',
      },
      {
        icon: 'globe',
        title: 'Pan-African + Global Reach',
        description: 'Johannesburg and Nairobi offices, partners in Uganda, Rwanda, the UK, Europe and the Americas.',
      },
    ],
  },
  stories: {
    eyebrow: 'Success Stories',
    title: 'Culture That Moved the Needle',
    items: [
      {
        title: 'Nyota Lager x Dapo Kingsley',
        tag: 'Beer brand · Global superstar',
        challenge:
          'Launch a premium lager in two crowded markets in one week, with a global ambassador who risked feeling like a paid endorsement.',
        solution:
          'Golden Hour Block Parties in Johannesburg and Nairobi, local openers from our roster and a surprise on-stage collaboration in each city.',
        impact: '15,000+ fans, 92,000 app registrations, 48M impressions and a 22% lift in launch-month sell-in.',
        slug: 'nyota-lager-golden-hour-block-parties',
      },
      {
        title: 'Obsidian Reserve Hospitality House',
        tag: 'Hospitality house · London',
        challenge: 'Win the diaspora creative class during the busiest cultural weekend of the London summer.',
        solution:
          'A four-day townhouse with a curated guest list, African and Caribbean chefs, live sessions and a members-only feel.',
        impact: '2,500+ guests, 6.4M organic impressions and the brand’s best on-trade month in London on record.',
        slug: 'obsidian-reserve-hospitality-house-london',
      },
      {
        title: 'Lumen Mobile x Kampala Nights',
        tag: 'Festival integration · Kampala',
        challenge: 'Turn a logo-on-a-banner sponsorship into something festival-goers would actually use and remember.',
        solution:
          'A charging village and social hub, plus a zero-rated festival app that made the data offer impossible to miss.',
        impact: 'Sponsor recall up from 18% to 74%, SIM registrations 3.1x target, and a three-edition renewal.',
        slug: 'lumen-mobile-kampala-nights-festival',
      },
    ],
    cta: 'Read the Case Study',
  },
  process: {
    eyebrow: 'How It Works',
    title: 'From First Call to Full Crowd',
    steps: [
      {
        title: 'Discovery Call',
        duration: '15-30 min',
        description: 'Tell us about your brand, your audience and what success looks like. We listen first.',
      },
      {
        title: 'Proposal & Strategy',
        duration: '1-2 weeks',
        description: 'A tailored concept with talent options, budget, timeline and the metrics we will report on.',
      },
      {
        title: 'Execution',
        duration: 'Launch',
        description: 'We produce, staff and document the experience, then close with a full results report.',
      },
    ],
  },
  faq: { eyebrow: 'FAQ', title: 'Questions Brands Ask Us' },
  closing: {
    title: 'Ready to Connect With Culture?',
    lead: `Projects start at $5,000 USD; most single activations land between $10,000 and $15,000. Let us find the right fit.`,
    primary: { label: 'Start Your Project Today', href: contact },
    secondary: { label: 'View Our Work', href: portfolio },
  },
} as const;

// ---------------------------------------------------------------------------------------------
// For Promoters
// ---------------------------------------------------------------------------------------------

export const promoters = {
  metadata: {
    title: 'For Promoters',
    description:
      'Festival and concert production, co-promotion and tour management across Africa: 150+ events, 1.2M attendees, crowds of 30,000+.',
  },
  hero: {
    eyebrow: 'For Promoters',
    title: 'Production Excellence. Every Single Time.',
    lead: 'Festivals, concerts and tours delivered on time, on budget and on brand, from a 500-capacity club night to a 30,000-strong multi-stage weekend.',
    primary: { label: 'Schedule Free Consultation', href: contact },
    secondary: { label: 'Request Quote', href: contact },
  },
  partners: {
    eyebrow: 'Promoters We Produce For',
    names: [
      'Jacaranda Live Promotions',
      'Roots Nation Kenya',
      'Thousand Hills Live',
      'Kampala Nights',
      'Coastline Sessions',
      'Highveld Sound Co.',
      'Lake Basin Live',
      'Ubuntu Stages',
    ],
  },
  strengths: {
    eyebrow: 'Our Strengths',
    title: 'Why Promoters Trust Us With Their Stage',
    items: [
      {
        icon: 'layers',
        title: 'Full-Scale Production',
        description: 'Staging, sound, lighting, power, site build and show calling from one team with one plan.',
      },
      {
        icon: 'shield',
        title: 'Safety and Compliance',
        description: 'Permits, crowd management, weather plans and medical cover, handled before they become problems.',
      },
      {
        icon: 'globe',
        title: 'International Touring',
        description: 'Visas, travel, riders and backline for headliners from anywhere in the world.',
      },
      {
        icon: 'users',
        title: 'Local Crews, Global Standards',
        description: '100+ local jobs per event, with trained heads of department on every production.',
      },
    ],
  },
  models: {
    eyebrow: 'Working Models',
    title: 'Choose How We Work Together',
    items: [
      {
        title: 'White Label Production',
        description: 'Your brand, your event, our production team behind the scenes from build to strike.',
        points: ['Your name on everything', 'Full production team', 'Fixed, transparent budget'],
      },
      {
        title: 'Co-Promotion',
        description: 'We put our money next to yours: shared risk, shared upside, shared commitment.',
        points: ['Shared investment', 'Joint marketing and talent booking', 'Profit share agreed up front'],
      },
      {
        title: 'Production Fee',
        description: 'A clear fee for a clear scope, for promoters who want a production partner and nothing else.',
        points: ['Scoped deliverables', 'Fixed fee', 'Ideal for one-off shows'],
      },
    ],
  },
  stories: {
    eyebrow: 'Success Stories',
    title: 'Stages We Have Delivered',
    items: [
      {
        title: 'Pretoria Summer Sound Festival 2024',
        role: 'Multi-stage production',
        challenge:
          'Tripled capacity, four stages, 40+ acts and rap headliner Kojo Blaze with eleven weeks from contract to gates.',
        outcome:
          '30,000+ fans over three days, every set within ten minutes of its slot through two storm holds, bar revenue up 38%.',
        slug: 'pretoria-summer-sound-festival-2024',
      },
      {
        title: 'Nairobi Roots Reggae Festival 2025',
        role: 'Co-promotion & full production',
        challenge:
          'Take a club-and-sound-system scene to an open-air festival with a Jamaican headliner and strict noise limits.',
        outcome:
          '12,000+ fans, final tier sold out a week early, noise inside limits both nights and 210 Kenyans employed.',
        slug: 'nairobi-roots-reggae-festival-2025',
      },
      {
        title: 'Siyabonga Ndlovu: Laugh Lines Tour',
        role: 'International tour management',
        challenge: 'Take a comedian who had never played abroad to three countries in six weeks.',
        outcome:
          '18,000+ tickets across nine shows, second dates added in London and Nairobi, merch covering crew costs.',
        slug: 'siyabonga-ndlovu-laugh-lines-tour',
      },
    ],
    cta: 'Read the Case Study',
  },
  process: {
    eyebrow: 'Our Process',
    title: 'Four Steps to Show Day',
    steps: [
      { title: 'Consultation', description: 'A free call about your event, audience, budget and dates.' },
      { title: 'Site Assessment', description: 'We walk the venue, check power, access, permits and sightlines.' },
      {
        title: 'Proposal',
        description: 'A production plan, budget and working model recommendation within 1-2 weeks.',
      },
      {
        title: 'Pre-Production',
        description: 'Suppliers, crew, schedules and run-of-show locked in well before load-in.',
      },
    ],
  },
  faq: { eyebrow: 'FAQ', title: 'Questions Promoters Ask Us' },
  testimonial: {
    quote:
      "We've worked with big production companies before, but Ngoma were the first to treat our festival like it was their own. Four stages, a headliner with a serious rider, two thunderstorms, and not one set went off schedule.",
    author: 'Thabo Mokoena',
    role: 'Founder & Managing Director, Jacaranda Live Promotions',
  },
  closing: {
    title: 'Let’s Produce Your Next Show',
    lead: 'Tell us about your event. The first consultation is free.',
    primary: { label: 'Schedule Free Consultation', href: contact },
    secondary: { label: 'Request Quote', href: contact },
  },
} as const;

// ---------------------------------------------------------------------------------------------
// For Artists
// ---------------------------------------------------------------------------------------------

export const artists = {
  metadata: {
    title: 'For Artists',
    description:
      'Artist management for African talent: career strategy, bookings, brand deals and international opportunities. Exclusive, regional and project-based representation.',
  },
  hero: {
    eyebrow: 'For Artists',
    title: 'Where Careers Are Built, Not Just Managed',
    lead: 'We take African talent from breakthrough to global stages with strategy, bookings, brand partnerships and a team that picks up the phone.',
    primary: { label: 'Apply Now', href: contact },
    secondary: { label: 'Submit Your EPK', href: contact },
  },
  benefits: {
    eyebrow: 'What You Get',
    title: 'Everything a Career Needs',
    items: [
      {
        icon: 'target',
        title: 'Career Strategy',
        description: 'A written plan for the next three years: releases, markets, milestones.',
      },
      {
        icon: 'mic',
        title: 'Bookings That Build',
        description: 'Shows chosen to grow your audience and your fee, not just fill a calendar.',
      },
      {
        icon: 'handshake',
        title: 'Brand Partnerships',
        description: 'Deals with brands that fit who you are, negotiated properly.',
      },
      {
        icon: 'globe',
        title: 'Global Opportunities',
        description: 'International festivals, tours and collaborations through our partner network.',
      },
      {
        icon: 'film',
        title: 'Content & Media',
        description: 'Shoots, visuals and press that tell your story the way you want it told.',
      },
    ],
  },
  representation: {
    eyebrow: 'Representation Options',
    featuredBadge: 'Most hands-on',
    title: 'Choose the Right Fit',
    items: [
      {
        title: 'Exclusive Management',
        slots: '5 slots',
        price: '$5,000-10,000 retainer + 10-15% commission',
        term: '2-year minimum',
        description:
          'Full-time, hands-on management for artists ready to scale: strategy, bookings, brand deals and touring.',
        featured: true,
      },
      {
        title: 'Regional Management',
        slots: '20 slots',
        price: '15-20% commission',
        term: '1-year agreement',
        description: 'Bookings and brand work in a defined region, for artists building a strong home base.',
        featured: false,
      },
      {
        title: 'Project-Based Representation',
        slots: 'Unlimited capacity',
        price: '20-25% commission',
        term: 'Project duration',
        description: 'Representation for a single tour, campaign or release, with no long-term commitment.',
        featured: false,
      },
    ],
  },
  process: {
    eyebrow: 'Joining the Roster',
    title: 'Five Steps to Signing',
    steps: [
      { title: 'Apply', description: 'Send your application and EPK through our contact page.' },
      {
        title: 'Review',
        description: `Our talent team reviews every submission and replies to shortlisted artists within ${site.bookingResponse}.`,
      },
      { title: 'Discovery Call', description: 'We talk about your goals, your story and where you want to be.' },
      {
        title: 'Strategy Session',
        description: 'We put a plan on paper together and agree the right representation option.',
      },
      {
        title: 'Welcome to the Roster',
        description: 'Contracts signed, team assigned, first milestones in the calendar.',
      },
    ],
  },
  faq: { eyebrow: 'FAQ', title: 'Questions Artists Ask Us' },
  closing: {
    title: 'Your Next Chapter Starts Here',
    lead: 'Apply today, send us your EPK, or book a call to talk it through.',
    actions: [
      { label: 'Apply Now', href: contact },
      { label: 'Submit Your EPK', href: contact },
      { label: 'Schedule Discovery Call', href: contact },
    ],
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Specialized Services
// ---------------------------------------------------------------------------------------------

export const specialized = {
  metadata: {
    title: 'Specialized Services',
    description:
      'Amapiano trademark licensing, international tour management, festival consulting, content production, new artist incubation and crisis PR.',
  },
  servicesLabel: 'Our specialized services',
  hero: {
    eyebrow: 'Specialized Services',
    title: 'Expertise for the Moments That Matter',
    lead: 'Consulting, licensing and bespoke solutions for the challenges that do not fit a standard brief.',
  },
  services: [
    {
      icon: 'music',
      title: 'Amapiano Trademark Licensing',
      description:
        'License amapiano events, marks and formats for your market, with cultural guidance so it lands the right way.',
      cta: 'Inquire About Licensing',
    },
    {
      icon: 'globe',
      title: 'International Tour Management',
      description:
        'Routing, visas, travel, crews and local promoters for tours across Africa, the UK, Europe and the Americas.',
      cta: 'Plan Your Tour',
    },
    {
      icon: 'compass',
      title: 'Festival Consulting',
      description:
        'Site, programming, ticketing and sponsorship strategy for new festivals and editions that need a reset.',
      cta: 'Consult With Us',
    },
    {
      icon: 'film',
      title: 'Content & Media Production',
      description: 'Live recordings, aftermovies, documentaries and social content shot by crews who know the culture.',
      cta: 'Discuss Your Content Needs',
    },
    {
      icon: 'sprout',
      title: 'New Artist Incubation',
      description:
        'A structured programme for emerging artists: development, recording, first bookings and first brand deals.',
      cta: 'Apply for Incubation',
    },
    {
      icon: 'shield',
      title: 'Crisis Management & PR',
      description: 'Fast, discreet reputation support for artists and brands when a story breaks.',
      cta: 'Get Reputation Support',
    },
  ],
  closing: {
    title: 'Have a Unique Challenge?',
    lead: 'If it involves African culture, talent or live experiences, we have probably solved something like it. Let’s talk.',
    cta: { label: 'Schedule a Consultation', href: contact },
  },
  contactHref: contact,
} as const;
