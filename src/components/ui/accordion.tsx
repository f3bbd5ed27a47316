'use client';

import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type AccordionItemData = { id?: string; question: string; answer: ReactNode };

/**
 * FAQ accordion as specified: single-open (opening one closes the other) and collapsible (the open
 * one can be closed). Keyboard: Tab to each trigger, Enter/Space toggles, arrows move between them.
 */
export function Accordion({
  items,
  defaultOpen,
  className,
  headingLevel = 3,
}: {
  items: AccordionItemData[];
  defaultOpen?: string;
  className?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root type="single" collapsible defaultValue={defaultOpen} className={cn('grid gap-3', className)}>
      {items.map((item, index) => {
        const value = item.id ?? `item-${index}`;
        return (
          <RadixAccordion.Item
            key={value}
            value={value}
            className="overflow-hidden rounded-2xl border border-line bg-clay data-[state=open]:border-gold/60"
          >
            <RadixAccordion.Header asChild>
              <Heading className="m-0">
                <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-display text-lg font-bold text-sand hover:text-gold sm:px-6">
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-gold transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </RadixAccordion.Trigger>
              </Heading>
            </RadixAccordion.Header>
            <RadixAccordion.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
              <div className="px-5 pb-6 leading-relaxed text-muted sm:px-6">{item.answer}</div>
            </RadixAccordion.Content>
          </RadixAccordion.Item>
        );
      })}
    </RadixAccordion.Root>
  );
}
