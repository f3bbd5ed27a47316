import { CtaButtons } from '@/components/site/cta-buttons';
import { PageHero } from '@/components/ui/page-hero';
import { defineKind } from '../define';
import { line, optionalHref, optionalLine, optionalProse } from '../fields';

type Hero = {
  kind: 'hero';
  shown: boolean;
  eyebrow: string;
  title: string;
  lead: string;
  primaryLabel: string;
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
};

/** The top band of a page: eyebrow, headline, lead, and up to two buttons (each shown when its label and link are set). */
export const hero = defineKind<Hero>({
  kind: 'hero',
  label: 'Hero',
  fields: {
    eyebrow: optionalLine('Eyebrow', 60),
    title: line('Title', 120),
    lead: optionalProse('Lead', 400, 3),
    primaryLabel: optionalLine('First button (optional)', 40),
    primaryHref: optionalHref('First button link'),
    secondaryLabel: optionalLine('Second button (optional)', 40),
    secondaryHref: optionalHref('Second button link'),
  },
  lists: {},
  initial: {
    eyebrow: '',
    title: 'New headline',
    lead: '',
    primaryLabel: '',
    primaryHref: '',
    secondaryLabel: '',
    secondaryHref: '',
  },
  render: (section) => {
    const links = [
      { label: section.primaryLabel, href: section.primaryHref },
      { label: section.secondaryLabel, href: section.secondaryHref },
    ].filter((link) => link.label && link.href);
    return (
      <PageHero
        eyebrow={section.eyebrow || undefined}
        title={section.title}
        lead={section.lead || undefined}
        actions={links.length ? <CtaButtons links={links} /> : undefined}
      />
    );
  },
});
