import { Container } from '@/components/ui/container';
import { defineKind, linesOf } from '../define';
import { line, prose } from '../fields';

type Names = { kind: 'names'; shown: boolean; title: string; names: string };

/** A thin band of names set in type (partners, promoters), one per line. */
export const names = defineKind<Names>({
  kind: 'names',
  label: 'Names strip',
  fields: { title: line('Heading', 80), names: prose('Names', 1500, 6, 'One per line.') },
  lists: {},
  initial: { title: 'Who We Work With', names: 'A partner' },
  render: (section) => (
    <section aria-labelledby="names-title" className="border-b border-line bg-ink">
      <Container className="py-10">
        <h2 id="names-title" className="text-center text-sm font-bold tracking-[0.25em] text-gold uppercase">
          {section.title}
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-8 gap-y-3">
          {linesOf(section.names).map((name) => (
            <li key={name} className="font-display text-lg font-bold text-sand/85">
              {name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  ),
});
