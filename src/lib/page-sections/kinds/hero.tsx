import { PageHero } from '@/components/ui/page-hero';
import { defineKind } from '../define';
import { line, optionalLine, optionalProse } from '../fields';

type Hero = { kind: 'hero'; shown: boolean; eyebrow: string; title: string; lead: string };

/** The top band of a page: eyebrow, headline, lead. */
export const hero = defineKind<Hero>({
  kind: 'hero',
  label: 'Hero',
  fields: {
    eyebrow: optionalLine('Eyebrow', 60),
    title: line('Title', 120),
    lead: optionalProse('Lead', 400, 3),
  },
  lists: {},
  initial: { eyebrow: '', title: 'New headline', lead: '' },
  render: (section) => (
    <PageHero eyebrow={section.eyebrow || undefined} title={section.title} lead={section.lead || undefined} />
  ),
});
