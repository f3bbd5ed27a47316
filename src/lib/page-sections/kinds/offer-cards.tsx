import { IconBadge, toneCycle } from '@/components/site/icon';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { defineKind } from '../define';
import { choice, href, ICON_OPTIONS, line, prose } from '../fields';
import { Glyph } from '@/components/ui/glyph';

type Offer = {
  icon: (typeof ICON_OPTIONS)[number]['value'];
  title: string;
  description: string;
  cta: string;
  link: string;
};
type OfferCards = { kind: 'offerCards'; shown: boolean; label: string; items: Offer[] };

/** Services as cards with their own headings (h2) and a button each, three across; no section heading. */
export const offerCards = defineKind<OfferCards>({
  kind: 'offerCards',
  label: 'Service cards with buttons',
  fields: { label: line('Section name (read out, not shown)', 80) },
  lists: {
    items: {
      title: 'Cards',
      noun: 'Card',
      min: 1,
      max: 12,
      fields: {
        icon: choice('Icon', ICON_OPTIONS),
        title: line('Title', 80),
        description: prose('Text', 300, 2),
        cta: line('Button', 40),
        link: href('Button link'),
      },
    },
  },
  initial: {
    label: 'Our services',
    items: [{ icon: 'music', title: 'New service', description: 'One sentence.', cta: 'Ask us', link: '/contact' }],
  },
  render: (section) => (
    <Section aria-label={section.label}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((service, index) => (
          <Reveal as="li" key={`${service.title}-${index}`} step={index % 3}>
            <Card className="flex h-full flex-col">
              <IconBadge name={service.icon} tone={toneCycle[index % 3]} />
              <h2 className="mt-6 font-display text-2xl font-extrabold">{service.title}</h2>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{service.description}</p>
              <ButtonLink href={service.link} variant="outline" className="mt-8 self-start">
                {service.cta}
                <Glyph name="arrow-right" />
              </ButtonLink>
            </Card>
          </Reveal>
        ))}
      </ul>
    </Section>
  ),
});
