import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { defineKind, linesOf } from '../define';
import { choice, line, optionalLine, prose } from '../fields';
import { Glyph } from '@/components/ui/glyph';

const HIGHLIGHT = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes (gold border)' },
] as const;

type Offer = { title: string; description: string; points: string; highlight: 'no' | 'yes' };
type Offers = { kind: 'offers'; shown: boolean; eyebrow: string; title: string; items: Offer[] };

/** Ways of working together: cards with a sentence and ticked points, one may be highlighted. */
export const offers = defineKind<Offers>({
  kind: 'offers',
  label: 'Working models',
  fields: { eyebrow: optionalLine('Eyebrow', 60), title: line('Heading', 120) },
  lists: {
    items: {
      title: 'Models',
      noun: 'Model',
      min: 1,
      max: 6,
      fields: {
        title: line('Title', 80),
        description: prose('Text', 300, 2),
        points: prose('Ticked points', 600, 3, 'One per line.'),
        highlight: choice('Highlighted', HIGHLIGHT),
      },
    },
  },
  initial: {
    eyebrow: '',
    title: 'Ways to Work With Us',
    items: [{ title: 'New model', description: 'One sentence about it.', points: 'A point', highlight: 'no' }],
  },
  render: (section) => (
    <Section tone="night" aria-labelledby="models-title">
      <SectionHeading id="models-title" eyebrow={section.eyebrow || undefined} title={section.title} />
      <ul className="grid gap-6 lg:grid-cols-3">
        {section.items.map((model, index) => (
          <Reveal as="li" key={`${model.title}-${index}`} step={index}>
            <div
              className={`h-full rounded-2xl border-2 p-7 ${model.highlight === 'yes' ? 'border-gold bg-clay' : 'border-line bg-clay'}`}
            >
              <h3 className="font-display text-2xl font-extrabold">{model.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{model.description}</p>
              <ul className="mt-6 grid gap-2">
                {linesOf(model.points).map((point) => (
                  <li key={point} className="flex gap-2">
                    <Glyph name="check" className="mt-0.5 size-5 shrink-0 text-jade" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  ),
});
