import { StatsBand } from '@/components/site/stats-band';
import { ABOUT_COUNTER_DURATION_MS, aboutStats } from '@/content/about';
import { defineKind } from '../define';
import { line } from '../fields';

type Stats = { kind: 'stats'; shown: boolean; title: string };

/** The track-record counters on a jade band (the figures are the About counters of src/content/about.ts). */
export const stats = defineKind<Stats>({
  kind: 'stats',
  label: 'Track record',
  fields: { title: line('Heading', 80) },
  lists: {},
  initial: { title: 'Our Track Record' },
  render: (section) => (
    <section aria-labelledby="about-stats-title" className="bg-jade text-ink">
      <div className="mx-auto w-full max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
        <h2 id="about-stats-title" className="mb-10 text-center text-sm font-bold tracking-[0.25em] uppercase">
          {section.title}
        </h2>
        <StatsBand stats={aboutStats} durationMs={ABOUT_COUNTER_DURATION_MS} />
      </div>
    </section>
  ),
});
