import { AnimatedCounter } from '@/components/ui/animated-counter';
import { cn } from '@/components/ui/cn';

export type Stat = { value: number; decimals?: number; suffix?: string; label: string };

/** A row of animated counters; their final values are in the server HTML. */
export function StatsBand({ stats, durationMs, className }: { stats: readonly Stat[]; durationMs: number; className?: string }) {
  return (
    <dl className={cn('grid gap-8 text-center sm:grid-cols-2', stats.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-2">
          <dt className="text-sm font-bold tracking-[0.2em] uppercase opacity-80">{stat.label}</dt>
          <dd className="font-display text-5xl font-extrabold tracking-tight sm:text-6xl">
            <AnimatedCounter value={stat.value} decimals={stat.decimals} suffix={stat.suffix} durationMs={durationMs} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
