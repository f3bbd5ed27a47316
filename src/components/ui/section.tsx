import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Container } from './container';

const tones = {
  ink: 'bg-ink',
  night: 'bg-night',
  clay: 'bg-clay',
  gold: 'bg-gold text-ink',
} as const;

export type SectionTone = keyof typeof tones;

/** A full-width band with vertical rhythm and a centred container. */
export function Section({
  tone = 'ink',
  className,
  containerClassName,
  children,
  ...props
}: ComponentProps<'section'> & { tone?: SectionTone; containerClassName?: string }) {
  return (
    <section className={cn('py-16 sm:py-24', tones[tone], className)} {...props}>
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}

/** Eyebrow + heading + optional lead, left or centre aligned. `id` lets a section use aria-labelledby. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'left',
  as: Heading = 'h2',
  id,
  className,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('mb-10 max-w-3xl sm:mb-14', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="mb-3 text-sm font-bold tracking-[0.2em] text-gold uppercase">{eyebrow}</p> : null}
      <Heading
        id={id}
        className="font-display text-3xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl"
      >
        {title}
      </Heading>
      {lead ? <p className="mt-5 text-lg leading-relaxed text-muted">{lead}</p> : null}
      {children}
    </div>
  );
}
