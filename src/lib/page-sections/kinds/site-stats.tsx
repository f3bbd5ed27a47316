import { toStat } from '@/components/site/portfolio/stats';
import { StatsBand } from '@/components/site/stats-band';
import { Container } from '@/components/ui/container';
import { STAT_PLACES, statsFor, type StatPlace } from '@/lib/site-settings';
import { getLocalSiteSettings } from '@/server/data/site-settings';
import { defineKind } from '../define';
import { choice, optionalLine } from '../fields';

const STYLES = [
  { value: 'band', label: 'Counting band (coral, with heading)' },
  { value: 'record', label: 'Plain figures (coral, heading read out only)' },
] as const;
type SiteStats = { kind: 'siteStats'; shown: boolean; title: string; place: StatPlace; style: 'band' | 'record' };

/** The home band counts up over 2.75 s. */
const COUNTER_DURATION_MS = 2750;

/** The figures are the site settings' stats marked for the home band (one source: decision 134). */
async function CountingStats({ place }: { place: StatPlace }) {
  const site = await getLocalSiteSettings();
  const stats = statsFor(site, place).map((stat) => toStat(stat.value, stat.label));
  return <StatsBand stats={stats} durationMs={COUNTER_DURATION_MS} />;
}

async function RecordStats({ place, label }: { place: StatPlace; label: string }) {
  const stats = statsFor(await getLocalSiteSettings(), place);
  return (
    <section aria-label={label} className="bg-coral text-ink">
      <Container className="py-14">
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-bold tracking-[0.2em] uppercase">{stat.label}</dt>
              <dd className="font-display text-5xl font-extrabold tracking-tight sm:text-6xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

/** The coral stats band: the stats admin → Settings shows at a place, as counters under a heading or as plain figures. */
export const siteStats = defineKind<SiteStats>({
  kind: 'siteStats',
  label: 'Stats band (figures from Settings)',
  fields: {
    title: optionalLine('Heading', 80),
    place: choice('Place', STAT_PLACES),
    style: choice('Style', STYLES),
  },
  lists: {},
  initial: { title: 'In Numbers', place: 'home', style: 'band' },
  render: (section) =>
    section.style === 'record' ? (
      <RecordStats place={section.place} label={section.title || 'Our record'} />
    ) : (
      <section aria-labelledby="stats-title" className="relative isolate overflow-hidden bg-coral text-ink">
        <div aria-hidden className="pattern-weave absolute inset-0 -z-10 opacity-40 mix-blend-multiply" />
        <Container className="py-16 sm:py-20">
          <h2 id="stats-title" className="mb-10 text-center text-sm font-bold tracking-[0.25em] uppercase">
            {section.title}
          </h2>
          <CountingStats place={section.place} />
        </Container>
      </section>
    ),
});
