import type { ReactNode } from 'react';
import { cn } from './cn';
import { Glyph } from '@/components/ui/glyph';

export type AccordionItemData = { id?: string; question: string; answer: ReactNode };

/**
 * FAQ accordion as specified: single-open (opening one closes the other) and collapsible (the open
 * one can be closed), on native exclusive <details name="…"> like the contact forms (decision 016):
 * no JavaScript, answers in the server HTML (search engines, visitors without JavaScript), and the
 * browser's own keyboard handling (Tab to each question, Enter or Space toggles).
 */
export function Accordion({
  name,
  items,
  defaultOpen,
  className,
  headingLevel = 3,
}: {
  /** Groups the items: one open at a time within a name. Unique per page. */
  name: string;
  items: AccordionItemData[];
  defaultOpen?: string;
  className?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('grid gap-3', className)}>
      {items.map((item, index) => {
        const value = item.id ?? `item-${index}`;
        return (
          <details
            key={value}
            name={name}
            open={value === defaultOpen}
            className="group overflow-hidden rounded-2xl border border-line bg-clay open:border-gold/60"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-sand hover:text-gold focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-gold sm:px-6 [&::-webkit-details-marker]:hidden">
              <Heading className="m-0 font-display text-lg font-bold">{item.question}</Heading>
              <Glyph
                name="chevron-down"
                className="size-5 shrink-0 text-gold transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-6 leading-relaxed text-muted group-open:animate-fade-in sm:px-6">{item.answer}</div>
          </details>
        );
      })}
    </div>
  );
}
