import { AnimatedCounter } from '@/components/ui/animated-counter';
import { cn } from '@/components/ui/cn';

export type Stat = { value: number; decimals?: number; suffix?: string; label: string };

/** A row of animated counters; their final values are in the server HTML. */
export function StatsBand({
  stats,
  durationMs,
  className,
}: {
  stats: readonly Stat[];
  durationMs: number;
  className?: string;
}) {
  const wide = stats.length > 3;
  return (
    <dl
      className={cn(
        'grid gap-8 text-center sm:grid-cols-2',
        // A wider last column for the long '5 Continents' value.
        wide ? 'lg:grid-cols-[1fr_1fr_1fr_1.5fr]' : 'lg:grid-cols-3',
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-2">
          <dt className="text-sm font-bold tracking-[0.2em] uppercase opacity-80">{stat.label}</dt>
          <dd
            className={cn(
              'font-display font-extrabold tracking-tight whitespace-nowrap',
              wide ? 'text-5xl sm:text-4xl md:text-5xl lg:text-[2.6rem] xl:text-[3.25rem]' : 'text-5xl sm:text-6xl',
            )}
          >
            <AnimatedCounter value={stat.value} decimals={stat.decimals} suffix={stat.suffix} durationMs={durationMs} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
