import { clientWordmarks, type ClientWordmark } from '@/content/clients';
import { cn } from '@/components/ui/cn';

const styleClass: Record<ClientWordmark['style'], string> = {
  heavy: 'font-display text-xl font-extrabold uppercase tracking-tight',
  spaced: 'text-sm font-semibold uppercase tracking-[0.3em]',
  serif: 'font-serif text-xl italic',
  script: 'font-serif text-2xl italic font-bold tracking-tight',
  stacked: 'font-display text-base font-bold uppercase leading-[0.9] tracking-wide max-w-[8rem] text-center',
  badge: 'rounded-md border-2 border-current px-2.5 py-1 text-sm font-extrabold uppercase tracking-wider',
  lower: 'font-display text-2xl font-semibold lowercase tracking-tight',
};

const accentClass = { gold: 'text-gold', coral: 'text-coral', jade: 'text-jade', sand: 'text-sand' } as const;

function Glyph({ glyph, accent }: Pick<ClientWordmark, 'glyph' | 'accent'>) {
  if (glyph === 'none') return null;
  const shapes = {
    dot: <circle cx="8" cy="8" r="6" fill="currentColor" />,
    ring: <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="3" />,
    triangle: <path d="M8 1l7 14H1z" fill="currentColor" />,
    bar: <rect x="1" y="5" width="14" height="6" rx="3" fill="currentColor" />,
  } as const;
  return (
    <svg viewBox="0 0 16 16" aria-hidden className={cn('size-4 shrink-0', accentClass[accent])}>
      {shapes[glyph]}
    </svg>
  );
}

/**
 * A last tile alone on its row (25 wordmarks in 2, 3 or 4 columns) spans the row instead of leaving
 * empty cells beside it. Literal class names per column count, so Tailwind finds them.
 */
const aloneOnLastRow = (columns: number) => clientWordmarks.length % columns === 1;
const lastTileSpan = cn(
  aloneOnLastRow(2) && 'last:col-span-2',
  aloneOnLastRow(3) ? 'sm:last:col-span-3' : 'sm:last:col-span-1',
  aloneOnLastRow(4) ? 'md:last:col-span-4' : 'md:last:col-span-1',
  aloneOnLastRow(5) ? 'lg:last:col-span-5' : 'lg:last:col-span-1',
);

/** ~25 fictional client wordmarks set in type (no third-party logos, no image requests). */
export function LogoWall({ className }: { className?: string }) {
  return (
    <ul
      className={cn(
        'grid grid-cols-2 border-t border-l border-line sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5',
        className,
      )}
    >
      {clientWordmarks.map((client) => (
        <li
          key={client.name}
          className={cn(
            'flex min-h-20 items-center justify-center border-r border-b border-line bg-night px-3 py-5 text-sand/85 sm:min-h-24 sm:px-4 sm:py-6',
            lastTileSpan,
          )}
        >
          <span className="flex items-center gap-2">
            <Glyph glyph={client.glyph} accent={client.accent} />
            <span className={styleClass[client.style]}>{client.name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
