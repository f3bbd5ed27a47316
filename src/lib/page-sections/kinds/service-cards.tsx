import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { defineKind, linesOf } from '../define';
import { choice, href, line, optionalLine, optionalProse, prose } from '../fields';
import { Glyph } from '@/components/ui/glyph';

const ACCENTS = [
  { value: 'gold', label: 'Gold' },
  { value: 'coral', label: 'Coral' },
  { value: 'jade', label: 'Jade' },
] as const;
type Accent = (typeof ACCENTS)[number]['value'];
const accentBorder: Record<Accent, string> = { gold: 'border-t-gold', coral: 'border-t-coral', jade: 'border-t-jade' };
const accentText: Record<Accent, string> = { gold: 'text-gold', coral: 'text-coral', jade: 'text-jade' };

type ServiceCard = { title: string; description: string; items: string; cta: string; link: string; accent: Accent };
type ServiceCards = {
  kind: 'serviceCards';
  shown: boolean;
  eyebrow: string;
  title: string;
  lead: string;
  cards: ServiceCard[];
};

/** Cards of services: a coloured top border, a title, a sentence, a ticked list and a link each. */
export const serviceCards = defineKind<ServiceCards>({
  kind: 'serviceCards',
  label: 'Services cards',
  fields: {
    eyebrow: optionalLine('Eyebrow', 60),
    title: line('Heading', 120),
    lead: optionalProse('Lead', 400, 3),
  },
  lists: {
    cards: {
      title: 'Cards',
      noun: 'Card',
      min: 1,
      max: 6,
      fields: {
        title: line('Title', 80),
        description: prose('Text', 300, 2),
        items: prose('Ticked items', 600, 4, 'One per line.'),
        cta: line('Link label', 40),
        link: href('Link'),
        accent: choice('Colour', ACCENTS),
      },
    },
  },
  initial: {
    eyebrow: 'What We Do',
    title: 'Our Services',
    lead: '',
    cards: [
      {
        title: 'New service',
        description: 'One sentence about it.',
        items: 'First item',
        cta: 'Read more',
        link: '/services',
        accent: 'gold',
      },
    ],
  },
  render: (section) => (
    <Section aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        eyebrow={section.eyebrow || undefined}
        title={section.title}
        lead={section.lead || undefined}
      />
      <ul className="grid gap-6 lg:grid-cols-3">
        {section.cards.map((service, index) => (
          <Reveal as="li" key={`${service.link}-${index}`} step={index}>
            <Card className={`flex h-full flex-col border-t-4 ${accentBorder[service.accent]}`}>
              <h3 className="font-display text-2xl font-extrabold">{service.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
              <ul className="mt-6 grid gap-2">
                {linesOf(service.items).map((item) => (
                  <li key={item} className="flex gap-2 text-sand">
                    <Glyph name="check" className={`mt-0.5 size-5 shrink-0 ${accentText[service.accent]}`} />
                    {item}
                  </li>
                ))}
              </ul>
              <Link
                href={service.link}
                className={`mt-8 inline-flex items-center gap-2 self-start font-semibold underline-offset-4 hover:underline ${accentText[service.accent]}`}
              >
                {service.cta}
                <Glyph name="arrow-right" className="size-4" />
              </Link>
            </Card>
          </Reveal>
        ))}
      </ul>
    </Section>
  ),
});
