import { Accordion } from '@/components/ui/accordion';

/** The four roster questions from the spec; answers point somewhere real. */
export const talentFaq = [
  {
    question: 'How do I book talent from your roster?',
    answer:
      "Open the artist's profile and choose Book Now, or send us a booking inquiry through our contact page. Tell us the date, location, event type and budget; we reply within 24-48 hours with availability and a quote.",
  },
  {
    question: 'How far in advance should I book?',
    answer:
      'For major events and festivals, book 3-6 months ahead: headline artists plan their calendars early. For smaller events and brand activations, 4-8 weeks is usually enough.',
  },
  {
    question: 'Do your artists perform at international events?',
    answer:
      'Yes. Our roster performs across Africa, Europe and the Americas, and we handle the logistics: travel, visas, riders and on-the-ground coordination.',
  },
  {
    question: 'How can I join the roster?',
    answer:
      'Send us your electronic press kit (EPK) with your music, videos, social links and live history through the artist application on our contact page. Read about our representation options on the For Artists page.',
  },
] as const;

/** Single-open, collapsible FAQ (the site's Accordion primitive). */
export function TalentFaq() {
  return <Accordion items={talentFaq.map((item) => ({ ...item }))} headingLevel={3} />;
}
