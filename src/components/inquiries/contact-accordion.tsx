import type { ReactNode } from 'react';
import { OpenFromHash } from './open-from-hash';
import { Glyph } from '@/components/ui/glyph';

/**
 * Single-open, collapsible accordion built on <details name="…"> (exclusive details): the first
 * panel is open, opening one closes the others, and it works without JavaScript. Closed panels stay
 * in the page, so a half-filled form survives being collapsed (see docs/decisions/040).
 */
export function ContactAccordion({
  name,
  items,
}: {
  name: string;
  items: { id: string; title: string; description: string; content: ReactNode }[];
}) {
  return (
    <div className="grid gap-4">
      {items.map((item, index) => (
        <details
          key={item.id}
          id={item.id}
          name={name}
          open={index === 0}
          className="group overflow-hidden rounded-2xl border border-line bg-clay open:border-gold/60"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 hover:text-gold focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-gold sm:p-6 [&::-webkit-details-marker]:hidden">
            <span className="grid gap-1">
              <span className="font-display text-lg font-bold text-sand sm:text-xl">{item.title}</span>
              <span className="text-sm text-muted">{item.description}</span>
            </span>
            <Glyph
              name="chevron-down"
              className="size-5 shrink-0 text-gold transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          {/* Links to #<id>-form open this panel: the browser reveals a closed <details> holding the target. */}
          <div id={`${item.id}-form`} className="border-t border-line p-5 sm:p-6">
            {item.content}
          </div>
        </details>
      ))}
      <OpenFromHash />
    </div>
  );
}
