import { CtaBand } from '@/components/site/cta-band';
import { CtaButtons } from '@/components/site/cta-buttons';
import { defineKind } from '../define';
import { href, line, optionalHref, optionalLine, optionalProse } from '../fields';

type Cta = {
  kind: 'cta';
  shown: boolean;
  title: string;
  lead: string;
  primaryLabel: string;
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
  thirdLabel?: string;
  thirdHref?: string;
};

/** The closing gold band: a headline, a lead and one to three buttons (an optional one shows when both its label and link are set). */
export const cta = defineKind<Cta>({
  kind: 'cta',
  label: 'Call to action',
  fields: {
    title: line('Title', 120),
    lead: optionalProse('Lead', 300, 2),
    primaryLabel: line('First button', 40),
    primaryHref: href('First button link'),
    secondaryLabel: optionalLine('Second button (optional)', 40),
    secondaryHref: optionalHref('Second button link'),
    thirdLabel: optionalLine('Third button (optional)', 40),
    thirdHref: optionalHref('Third button link'),
  },
  lists: {},
  initial: {
    title: 'Work With Us',
    lead: '',
    primaryLabel: 'Contact us',
    primaryHref: '/contact',
    secondaryLabel: 'Our services',
    secondaryHref: '/services',
    thirdLabel: '',
    thirdHref: '',
  },
  render: (section) => (
    <CtaBand title={section.title} lead={section.lead || undefined}>
      <CtaButtons
        onGold
        links={[
          { label: section.primaryLabel, href: section.primaryHref },
          ...(section.secondaryLabel && section.secondaryHref
            ? [{ label: section.secondaryLabel, href: section.secondaryHref }]
            : []),
          ...(section.thirdLabel && section.thirdHref ? [{ label: section.thirdLabel, href: section.thirdHref }] : []),
        ]}
      />
    </CtaBand>
  ),
});
