import type { ClientWordmark } from '@/content/clients';
import { cn } from '@/components/ui/cn';

/**
 * One tile: a wordmark set in type, or the client's uploaded logo (an /uploads image or a sanitised
 * SVG); with a link, the tile is the link to the client's site.
 */
type LogoTile = ClientWordmark & { logo: string; href?: string };

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

function Tile({ client }: { client: LogoTile }) {
  return client.logo ? (
    // A plain <img>: uploaded logos are small, and SafeImage would add client JS to the page.
    // eslint-disable-next-line @next/next/no-img-element -- a logo, possibly a sanitised SVG data address
    <img src={client.logo} alt={client.name} loading="lazy" className="max-h-12 w-auto max-w-[10rem]" />
  ) : (
    <span className="flex items-center gap-2">
      <Glyph glyph={client.glyph} accent={client.accent} />
      <span className={styleClass[client.style]}>{client.name}</span>
    </span>
  );
}

/**
 * A last tile alone on its row (25 wordmarks in 2, 3 or 4 columns) spans the row instead of leaving
 * empty cells beside it. Literal class names per column count, so Tailwind finds them.
 */
function lastTileSpan(count: number) {
  const aloneOnLastRow = (columns: number) => count % columns === 1;
  return cn(
    aloneOnLastRow(2) && 'last:col-span-2',
    aloneOnLastRow(3) ? 'sm:last:col-span-3' : 'sm:last:col-span-1',
    aloneOnLastRow(4) ? 'md:last:col-span-4' : 'md:last:col-span-1',
    aloneOnLastRow(5) ? 'lg:last:col-span-5' : 'lg:last:col-span-1',
  );
}

/**
 * The client wall (admin → Pages, a logo wall section; the clients are admin → Settings'): wordmarks set in type (the seed's fictional
 * names: no third-party logos, no image requests) or uploaded logos, shown as plain images.
 */
export function LogoWall({ clients, className }: { clients: readonly LogoTile[]; className?: string }) {
  const span = lastTileSpan(clients.length);
  return (
    <ul
      className={cn(
        'grid grid-cols-2 border-t border-l border-line sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5',
        // The tiles' look, said once for all of them (*: styles the list's children) rather than on
        // each of the 25: the page's HTML and its RSC payload each carried it 25 times.
        '*:flex *:min-h-20 *:items-center *:justify-center *:border-r *:border-b *:border-line *:bg-night',
        '*:px-3 *:py-5 *:text-sand/85 sm:*:min-h-24 sm:*:px-4 sm:*:py-6',
        className,
      )}
    >
      {clients.map((client, index) => (
        <li key={`${client.name}-${index}`} className={index === clients.length - 1 ? span : undefined}>
          {client.href ? (
            <a
              href={client.href}
              rel="noopener noreferrer"
              className="rounded-sm hover:text-sand focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold"
            >
              <Tile client={client} />
            </a>
          ) : (
            <Tile client={client} />
          )}
        </li>
      ))}
    </ul>
  );
}
