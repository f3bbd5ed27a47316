import { IconBadge, toneCycle } from '@/components/site/icon';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { defineKind } from '../define';
import { choice, ICON_OPTIONS, line, optionalLine, prose } from '../fields';

type Reason = { icon: (typeof ICON_OPTIONS)[number]['value']; title: string; description: string };
type Reasons = { kind: 'reasons'; shown: boolean; eyebrow: string; title: string; items: Reason[] };

/** What sets the agency apart: up to eight points, an icon, a title and a sentence each, four across. */
export const reasons = defineKind<Reasons>({
  kind: 'reasons',
  label: 'Reasons (icons in a row)',
  fields: { eyebrow: optionalLine('Eyebrow', 60), title: line('Heading', 120) },
  lists: {
    items: {
      title: 'Points',
      noun: 'Point',
      min: 1,
      max: 8,
      fields: { icon: choice('Icon', ICON_OPTIONS), title: line('Title', 80), description: prose('Text', 300, 2) },
    },
  },
  initial: {
    eyebrow: 'Why Us',
    title: 'Why Choose Us',
    items: [{ icon: 'globe', title: 'New point', description: 'One sentence about it.' }],
  },
  render: (section) => (
    <Section aria-labelledby="why-title">
      <SectionHeading id="why-title" eyebrow={section.eyebrow || undefined} title={section.title} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item, index) => (
          <Reveal as="li" key={`${item.title}-${index}`} step={index}>
            <div className="h-full border-l-2 border-line pl-6">
              <IconBadge name={item.icon} tone={toneCycle[index % 3]} />
              <h3 className="mt-6 font-display text-xl font-extrabold">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  ),
});
