import type { FaqItem } from './types';
import { site } from './site';

/** FAQ accordions on the services pages. Figures are the agency's business constants (fees, response times). */

export const brandsFaq: FaqItem[] = [
  {
    question: 'What is the minimum investment for a brand project?',
    answer:
      'Our minimum project investment is $5,000 USD. Most single activations land between $10,000 and $15,000, while festival integrations and multi-city campaigns are scoped individually after the discovery call.',
  },
  {
    question: 'How far in advance should we book?',
    answer:
      'For activations tied to major festivals, talk to us 6-12 months ahead: the best sites, slots and artists go early. Smaller activations can be delivered in 4-8 weeks.',
  },
  {
    question: 'Can you work with artists who are not on your roster?',
    answer:
      'Yes. We book the right artist for the brief, on our roster or not, and handle contracts, riders and usage rights with their management.',
  },
  {
    question: 'Do you work outside South Africa and Kenya?',
    answer:
      'Yes. We deliver across the continent and work with partners in Uganda, Rwanda, the UK, Europe and the Americas, so diaspora activations are part of the offer.',
  },
  {
    question: 'How do you measure success?',
    answer:
      'We agree the metrics before we start (attendance, registrations, reach, sentiment, sell-in) and close every project with a results report you can take to your board.',
  },
];

export const promotersFaq: FaqItem[] = [
  {
    question: 'What size of event do you produce?',
    answer:
      'Our sweet spot is productions of 5,000-15,000 capacity, and we have delivered crowds of 30,000+ across multi-stage festival sites.',
  },
  {
    question: 'Do you only produce, or can you co-promote?',
    answer:
      'Both. Choose White Label Production, Co-Promotion (we share the risk and the upside) or a straight Production Fee. We recommend a model after the site assessment.',
  },
  {
    question: 'How early should we bring you in?',
    answer:
      'For major festivals, 6-12 months out. Smaller shows can be produced in 4-8 weeks if the venue is confirmed.',
  },
  {
    question: 'Can you manage international headliners and tours?',
    answer:
      'Yes: visas, travel, riders, backline and touring crews across Africa, the UK and Europe. We have introduced more than 50 international artists to African audiences.',
  },
  {
    question: 'Do you hire local crews?',
    answer:
      'Always. Every production creates 100+ local jobs, and we train local crew alongside our heads of department.',
  },
];

export const artistsFaq: FaqItem[] = [
  {
    question: 'Who can apply to the roster?',
    answer:
      'DJs, musicians, models, influencers, comedians and MCs with a clear artistic identity and a growing audience. We look at the work first and the numbers second.',
  },
  {
    question: 'What should my EPK include?',
    answer:
      'A short bio, press photos, links to your best work (streaming, video, live sets), social links, past bookings and any press. One clean link is better than ten attachments.',
  },
  {
    question: 'How long does the application take?',
    answer: `We acknowledge every application and reply to shortlisted artists within ${site.bookingResponse}. The full roster process, from application to signing, usually takes three to six weeks.`,
  },
  {
    question: 'What does representation cost?',
    answer:
      'It depends on the option: Exclusive Management is a retainer plus 10-15% commission, Regional Management is 15-20% commission, and Project-Based Representation is 20-25% commission for the project only.',
  },
  {
    question: 'Do I have to be based in South Africa or Kenya?',
    answer:
      'No. We represent artists from across the continent and the diaspora; our offices in Johannesburg and Nairobi are simply where the team sits.',
  },
];
