import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { defineKind } from '../define';
import { line, optionalLine, prose } from '../fields';

type Plan = { title: string; slots: string; price: string; term: string; description: string; badge: string };
type Plans = { kind: 'plans'; shown: boolean; eyebrow: string; title: string; items: Plan[] };

/** Options side by side (representation): capacity, price, term and a sentence; a badged one is highlighted. */
export const plans = defineKind<Plans>({
  kind: 'plans',
  label: 'Options with prices',
  fields: { eyebrow: optionalLine('Eyebrow', 60), title: line('Heading', 120) },
  lists: {
    items: {
      title: 'Options',
      noun: 'Option',
      min: 1,
      max: 6,
      fields: {
        title: line('Title', 80),
        slots: line('Capacity', 60),
        price: line('Price', 60),
        term: line('Term', 60),
        description: prose('Text', 400, 2),
        badge: optionalLine('Badge', 40, 'Filled: the option is highlighted with this badge.'),
      },
    },
  },
  initial: {
    eyebrow: '',
    title: 'Options',
    items: [
      { title: 'New option', slots: 'Capacity', price: 'Price', term: 'Term', description: 'One sentence.', badge: '' },
    ],
  },
  render: (section) => (
    <Section tone="night" aria-labelledby="representation-title">
      <SectionHeading id="representation-title" eyebrow={section.eyebrow || undefined} title={section.title} />
      <ul className="grid gap-6 lg:grid-cols-3">
        {section.items.map((option, index) => (
          <Reveal as="li" key={`${option.title}-${index}`} step={index}>
            <article
              className={`relative flex h-full flex-col rounded-2xl border-2 p-7 ${option.badge ? 'border-gold bg-clay' : 'border-line bg-clay'}`}
            >
              {option.badge ? (
                <p className="absolute -top-3.5 left-7 rounded-full bg-gold px-3 py-1 text-xs font-bold tracking-widest text-ink uppercase">
                  {option.badge}
                </p>
              ) : null}
              <h3 className="font-display text-2xl font-extrabold">{option.title}</h3>
              <p className="mt-2 inline-flex self-start rounded-full border border-jade/60 px-3 py-1 text-sm font-semibold text-jade">
                {option.slots}
              </p>
              <p className="mt-6 font-display text-2xl font-extrabold text-gold">{option.price}</p>
              <p className="mt-1 text-sm font-semibold text-sand">{option.term}</p>
              <p className="mt-5 leading-relaxed text-muted">{option.description}</p>
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  ),
});
