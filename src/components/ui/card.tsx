import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A raised clay panel. `accent` draws a coloured top rule. */
export function Card({ className, accent, ...props }: ComponentProps<'div'> & { accent?: 'gold' | 'coral' | 'jade' }) {
  const rule = accent ? { gold: 'border-t-gold', coral: 'border-t-coral', jade: 'border-t-jade' }[accent] : '';
  return (
    <div
      className={cn('rounded-2xl border border-line bg-clay p-6 sm:p-8', accent && 'border-t-4', rule, className)}
      {...props}
    />
  );
}
