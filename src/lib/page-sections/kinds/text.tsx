import { Section, SectionHeading } from '@/components/ui/section';
import { defineKind, paragraphsOf } from '../define';
import { line, optionalLine, prose } from '../fields';

type Text = { kind: 'text'; shown: boolean; eyebrow: string; title: string; body: string };

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** A heading beside paragraphs of text (About → Our Story). */
export const text = defineKind<Text>({
  kind: 'text',
  label: 'Text',
  fields: {
    eyebrow: optionalLine('Eyebrow', 60),
    title: line('Heading', 120),
    body: prose('Text', 6000, 10, 'Paragraphs separated by a blank line.'),
  },
  lists: {},
  initial: { eyebrow: '', title: 'New section', body: 'Write the text here.' },
  render: (section) => {
    const id = `${slug(section.title)}-title`;
    return (
      <Section aria-labelledby={id}>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
          <SectionHeading id={id} eyebrow={section.eyebrow || undefined} title={section.title} />
          <div className="grid gap-6 text-lg leading-relaxed text-muted">
            {paragraphsOf(section.body).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
    );
  },
});
