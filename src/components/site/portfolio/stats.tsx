import { site } from '@/content/site';

/** The portfolio counters (from the brand facts in src/content/site.ts). */
export function PortfolioStats() {
  const stats = [
    { value: site.stats.totalAttendees, label: 'Total Attendees' },
    { value: site.stats.eventsProduced, label: 'Events Produced' },
    { value: String(site.stats.continents), label: 'Continents Reached' },
    { value: site.stats.internationalArtists, label: 'Intl. Artists' },
  ];
  return <StatGrid label="Our impact in numbers" stats={stats} />;
}

export function StatGrid({ label, stats }: { label: string; stats: { value: string; label: string }[] }) {
  return (
    <section aria-label={label} className="border-y border-white/10 py-16">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-6 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-2">
            <dt className="text-sm uppercase tracking-widest text-stone-400">{stat.label}</dt>
            <dd className="font-display text-4xl text-amber-400">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
