import { site } from '@/content/site';
import { StatsBand, type Stat } from '@/components/site/stats-band';
import { Section } from '@/components/ui/section';

/** '1.2M+' → { value: 1.2, decimals: 1, suffix: 'M+' }: site.ts keeps the claims as written. */
export function toStat(text: string | number, label: string): Stat {
  const match = /^([\d.,]+)(.*)$/.exec(String(text).trim());
  const number = match ? match[1]!.replace(/,/g, '') : '0';
  const decimals = number.includes('.') ? number.split('.')[1]!.length : 0;
  return { value: Number(number), decimals, suffix: match?.[2] ?? '', label };
}

/** The portfolio counters (from the brand facts in src/content/site.ts). */
export function PortfolioStats() {
  return (
    <StatGrid
      label="Our impact in numbers"
      stats={[
        toStat(site.stats.totalAttendees, 'Total Attendees'),
        toStat(site.stats.eventsProduced, 'Events Produced'),
        toStat(site.stats.continents, 'Continents Reached'),
        toStat(site.stats.internationalArtists, 'Intl. Artists'),
      ]}
    />
  );
}

export function StatGrid({ label, stats }: { label: string; stats: Stat[] }) {
  return (
    <Section tone="clay" aria-label={label} className="border-y border-line">
      <StatsBand stats={stats} durationMs={3000} className="text-gold [&_dt]:text-sand" />
    </Section>
  );
}
