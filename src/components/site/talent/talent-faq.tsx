import { Link } from '@/components/ui/link';
import { Accordion } from '@/components/ui/accordion';

const link = 'font-semibold text-gold underline-offset-4 hover:underline';

/** The four questions bookers ask about the roster; answers point somewhere real. */
export const talentFaq = [
  {
    question: 'How do I book talent from your roster?',
    answer: (
      <>
        Open the artist&apos;s profile and choose Book Now, or tell us about your event through the{' '}
        <Link href="/contact#promoter-form" className={link}>
          event inquiry form
        </Link>
        . Tell us the date, location, event type and budget; we reply within 24-48 hours with availability and a quote.
      </>
    ),
  },
  {
    question: 'How far in advance should I book?',
    answer:
      'For major events and festivals, book 3-6 months ahead: headline artists plan their calendars early. For smaller events and brand activations, 4-8 weeks is usually enough.',
  },
  {
    question: 'Do your artists perform at international events?',
    answer: (
      <>
        Yes. Our roster performs across Africa, Europe and the Americas, and we handle the logistics: travel, visas,
        riders and on-the-ground coordination. See{' '}
        <Link href="/services/for-promoters" className={link}>
          how we work with promoters
        </Link>
        .
      </>
    ),
  },
  {
    question: 'How can I join the roster?',
    answer: (
      <>
        Send us your electronic press kit (EPK) with your music, videos, social links and live history through the{' '}
        <Link href="/contact#artist-form" className={link}>
          artist application
        </Link>
        . Read about our representation options on the{' '}
        <Link href="/services/for-artists" className={link}>
          For Artists page
        </Link>
        .
      </>
    ),
  },
];

/** Single-open, collapsible FAQ (the site's Accordion primitive). */
export function TalentFaq() {
  return <Accordion name="talent-faq-questions" items={talentFaq} headingLevel={3} />;
}
