import type { ReactNode } from 'react';
import { cn } from './cn';
import { Container } from './container';

/** The top band of an inner page: eyebrow, big display headline, lead and actions on a lit stage. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  className,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={cn('relative isolate overflow-hidden border-b border-line bg-night', className)}>
      <div aria-hidden className="glow-stage absolute inset-0 -z-10" />
      <div aria-hidden className="pattern-weave absolute inset-0 -z-10 opacity-60" />
      <Container className="py-20 sm:py-28 lg:py-32">
        {eyebrow ? <p className="mb-4 text-sm font-bold tracking-[0.25em] text-gold uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-4xl font-display text-4xl leading-[0.98] font-extrabold tracking-tight text-balance text-sand sm:text-6xl lg:text-7xl">
          {title}
        </h1>
        {lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">{lead}</p> : null}
        {actions ? <div className="mt-10 flex flex-wrap gap-4">{actions}</div> : null}
        {children}
      </Container>
      <div aria-hidden className="pattern-beads h-3 w-full" />
    </section>
  );
}
