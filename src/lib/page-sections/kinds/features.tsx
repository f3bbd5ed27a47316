import { FeatureGrid } from '@/components/site/services/blocks';
import { defineKind } from '../define';
import { choice, ICON_OPTIONS, line, optionalLine, prose, tone, TONE_OPTIONS } from '../fields';

const COLUMNS = [
  { value: '3', label: 'Three' },
  { value: '4', label: 'Four' },
  { value: '5', label: 'Five' },
] as const;

type Feature = { icon: (typeof ICON_OPTIONS)[number]['value']; title: string; description: string };
type Features = {
  kind: 'features';
  shown: boolean;
  eyebrow: string;
  title: string;
  tone: (typeof TONE_OPTIONS)[number]['value'];
  columns: (typeof COLUMNS)[number]['value'];
  items: Feature[];
};

/** A grid of cards, an icon, a title and a sentence each (advantages, strengths, benefits). */
export const features = defineKind<Features>({
  kind: 'features',
  label: 'Feature cards',
  fields: {
    eyebrow: optionalLine('Eyebrow', 60),
    title: line('Heading', 120),
    tone: tone(),
    columns: choice('Cards per row (wide screens)', COLUMNS),
  },
  lists: {
    items: {
      title: 'Cards',
      noun: 'Card',
      min: 1,
      max: 10,
      fields: { icon: choice('Icon', ICON_OPTIONS), title: line('Title', 80), description: prose('Text', 300, 2) },
    },
  },
  initial: {
    eyebrow: '',
    title: 'Why Us',
    tone: 'ink',
    columns: '4',
    items: [{ icon: 'globe', title: 'New card', description: 'One sentence about it.' }],
  },
  render: (section) => (
    <FeatureGrid
      id="features-title"
      eyebrow={section.eyebrow}
      title={section.title}
      tone={section.tone}
      columns={Number(section.columns) as 3 | 4 | 5}
      items={section.items}
    />
  ),
});
