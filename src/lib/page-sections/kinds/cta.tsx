import { CtaBand } from '@/components/site/cta-band';
import { CtaButtons } from '@/components/site/cta-buttons';
import { defineKind } from '../define';
import { href, line, optionalProse } from '../fields';

type Cta = {
  kind: 'cta';
  shown: boolean;
  title: string;
  lead: string;
  primaryLabel: string;
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
};

/** The closing gold band: a headline, a lead and two buttons. */
export const cta = defineKind<Cta>({
  kind: 'cta',
  label: 'Call to action',
  fields: {
    title: line('Title', 120),
    lead: optionalProse('Lead', 300, 2),
    primaryLabel: line('First button', 40),
    primaryHref: href('First button link'),
    secondaryLabel: line('Second button', 40),
    secondaryHref: href('Second button link'),
  },
  lists: {},
  initial: {
    title: 'Work With Us',
    lead: '',
    primaryLabel: 'Contact us',
    primaryHref: '/contact',
    secondaryLabel: 'Our services',
    secondaryHref: '/services',
  },
  render: (section) => (
    <CtaBand title={section.title} lead={section.lead || undefined}>
      <CtaButtons
        onGold
        links={[
          { label: section.primaryLabel, href: section.primaryHref },
          { label: section.secondaryLabel, href: section.secondaryHref },
        ]}
      />
    </CtaBand>
  ),
});
