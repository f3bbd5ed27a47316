import { Accordion } from '@/components/ui/accordion';
import { Section, SectionHeading } from '@/components/ui/section';
import { defineKind } from '../define';
import { line, optionalLine, prose, tone, TONE_OPTIONS } from '../fields';

type Question = { question: string; answer: string };
type Faq = {
  kind: 'faq';
  shown: boolean;
  eyebrow: string;
  title: string;
  tone: (typeof TONE_OPTIONS)[number]['value'];
  items: Question[];
};

/** Questions and answers: the heading beside native <details> accordions (no JavaScript), in the operator's order. */
export const faq = defineKind<Faq>({
  kind: 'faq',
  label: 'FAQ',
  fields: { eyebrow: optionalLine('Eyebrow', 60), title: line('Heading', 120), tone: tone() },
  lists: {
    items: {
      title: 'Questions',
      noun: 'Question',
      min: 1,
      max: 20,
      fields: { question: line('Question', 200), answer: prose('Answer', 1200, 3) },
    },
  },
  initial: {
    eyebrow: 'FAQ',
    title: 'Questions We Hear',
    tone: 'ink',
    items: [{ question: 'A question?', answer: 'Its answer.' }],
  },
  render: (section) => (
    <Section tone={section.tone} aria-labelledby="faq-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id="faq-title" eyebrow={section.eyebrow || undefined} title={section.title} />
        <Accordion name="faq-title-questions" items={section.items} />
      </div>
    </Section>
  ),
});
