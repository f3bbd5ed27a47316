import { StoryGrid } from '@/components/site/services/blocks';
import { z } from 'zod';
import { field } from '@/lib/site-settings';
import { required } from '@/lib/schemas/content';
import { defineKind } from '../define';
import { line, optionalLine, prose, tone, TONE_OPTIONS } from '../fields';

type Story = { title: string; tag: string; slug: string; details: string };
type Stories = {
  kind: 'stories';
  shown: boolean;
  eyebrow: string;
  title: string;
  cta: string;
  tone: (typeof TONE_OPTIONS)[number]['value'];
  items: Story[];
};

/** "Label: text" lines (Challenge: …, Solution: …) → the story's labelled paragraphs. */
export const detailsOf = (details: string) =>
  details
    .split('\n')
    .map((entry) => /^([^:\n]{1,40}):\s*(.+)$/.exec(entry.trim()))
    .filter((match) => match !== null)
    .map(([, label, text]) => ({ label: label!.trim(), text: text!.trim() }));

const slug = field(
  {
    type: 'text',
    label: 'Case study',
    hint: 'Its address after /portfolio/, such as nairobi-roots-reggae-festival-2025.',
    maxLength: 120,
    required: true,
  },
  required('Case study', 120).pipe(
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use the case study’s address: lower-case letters, digits and hyphens.'),
  ),
);
const details = field(
  {
    type: 'textarea',
    label: 'Details',
    hint: 'One per line, a label, a colon and the text: “Challenge: …”.',
    maxLength: 1500,
    rows: 4,
    required: true,
  },
  prose('Details', 1500, 4).schema.refine((value: string) => detailsOf(value).length > 0, {
    message: 'Write at least one line such as “Challenge: what was hard”.',
  }),
);

/** Success stories: three cards, each a title, a tag, labelled paragraphs and a link to its case study. */
export const stories = defineKind<Stories>({
  kind: 'stories',
  label: 'Success stories',
  fields: {
    eyebrow: optionalLine('Eyebrow', 60),
    title: line('Heading', 120),
    cta: line('Link label', 40),
    tone: tone(),
  },
  lists: {
    items: {
      title: 'Stories',
      noun: 'Story',
      min: 1,
      max: 6,
      fields: { title: line('Title', 120), tag: optionalLine('Tag', 80), slug, details },
    },
  },
  initial: {
    eyebrow: 'Success Stories',
    title: 'Work That Worked',
    cta: 'Read more',
    tone: 'ink',
    items: [
      {
        title: 'A story',
        tag: '',
        slug: 'pretoria-summer-sound-festival-2024',
        details: 'Challenge: What was hard.\nOutcome: What happened.',
      },
    ],
  },
  render: (section) => (
    <StoryGrid
      id="stories-title"
      eyebrow={section.eyebrow}
      title={section.title}
      cta={section.cta}
      tone={section.tone}
      stories={section.items.map((story) => ({
        title: story.title,
        tag: story.tag || undefined,
        slug: story.slug,
        fields: detailsOf(story.details),
      }))}
    />
  ),
});
