import { LogoWall } from '@/components/site/logo-wall';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { field } from '@/lib/site-settings';
import { text } from '@/lib/schemas/content';
import { getSiteSettings } from '@/server/data/site-settings';
import { defineKind } from '../define';
import { line, optionalLine } from '../fields';

type Logos = { kind: 'logos'; shown: boolean; eyebrow: string; title: string; limit: string };

/** The clients are admin → Settings' one list (decision 155): every wall shows it, in its order. */
async function Clients({ limit }: { limit: string }) {
  const { clients } = await getSiteSettings();
  return <LogoWall clients={limit ? clients.slice(0, Number(limit)) : clients} />;
}

/**
 * The client wall: a heading over the clients of admin → Settings (one list, so a client added
 * there shows on every wall at once), all of them or the first few.
 */
export const logos = defineKind<Logos>({
  kind: 'logos',
  label: 'Logo wall (clients from Settings)',
  fields: {
    eyebrow: optionalLine('Eyebrow', 60),
    title: line('Heading', 120),
    limit: field(
      {
        type: 'text',
        label: 'Show at most',
        hint: 'How many clients of admin → Settings, first ones first. Empty: all of them.',
        maxLength: 2,
      },
      text(2).refine((value) => value === '' || (/^\d{1,2}$/.test(value) && Number(value) > 0), {
        message: 'A number from 1 to 99, or leave it empty.',
      }),
    ),
  },
  lists: {},
  initial: { eyebrow: 'Trusted By', title: 'Our Clients', limit: '' },
  render: (section) => (
    <Section aria-labelledby="clients-title">
      <SectionHeading id="clients-title" eyebrow={section.eyebrow || undefined} title={section.title} align="center" />
      <Reveal>
        <Clients limit={section.limit} />
      </Reveal>
    </Section>
  ),
});
