import { IconBadge, toneCycle } from '@/components/site/icon';
import { Card } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { defineKind } from '../define';
import { choice, ICON_OPTIONS, line, optionalLine, prose } from '../fields';

type Value = { icon: (typeof ICON_OPTIONS)[number]['value']; title: string; description: string };
type Values = { kind: 'values'; shown: boolean; eyebrow: string; title: string; items: Value[] };

/** Cards of values: an icon, a title and a sentence each, two by two. */
export const values = defineKind<Values>({
  kind: 'values',
  label: 'Values',
  fields: { eyebrow: optionalLine('Eyebrow', 60), title: line('Heading', 120) },
  lists: {
    items: {
      title: 'Values',
      noun: 'Value',
      min: 1,
      max: 8,
      fields: {
        icon: choice('Icon', ICON_OPTIONS),
        title: line('Title', 80),
        description: prose('Text', 300, 2),
      },
    },
  },
  initial: {
    eyebrow: 'Our Values',
    title: 'What Drives Us',
    items: [{ icon: 'shield', title: 'New value', description: 'One sentence about it.' }],
  },
  render: (section) => (
    <Section aria-labelledby="values-title">
      <SectionHeading id="values-title" eyebrow={section.eyebrow || undefined} title={section.title} />
      <ul className="grid gap-6 sm:grid-cols-2">
        {section.items.map((value, index) => (
          <Reveal as="li" key={`${value.title}-${index}`} step={index}>
            <Card className="h-full">
              <IconBadge name={value.icon} tone={toneCycle[index % 3]} />
              <h3 className="mt-6 font-display text-2xl font-extrabold">{value.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{value.description}</p>
            </Card>
          </Reveal>
        ))}
      </ul>
    </Section>
  ),
});
