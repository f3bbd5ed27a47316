import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** Closing call to action: a gold stage with a beadwork edge. */
export function CtaBand({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-gold text-ink" aria-labelledby="cta-title">
      <div aria-hidden className="pattern-beads h-3 w-full" />
      <svg aria-hidden viewBox="0 0 200 200" className="absolute -right-20 -bottom-24 -z-10 size-96 opacity-20">
        <circle cx="100" cy="100" r="95" fill="none" stroke="#0b0a09" strokeWidth="10" strokeDasharray="14 10" />
        <circle cx="100" cy="100" r="60" fill="none" stroke="#0b0a09" strokeWidth="10" />
        <circle cx="100" cy="100" r="25" fill="#0b0a09" />
      </svg>
      <Container className="py-20 sm:py-24">
        <h2
          id="cta-title"
          className="max-w-3xl font-display text-4xl leading-[1] font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          {title}
        </h2>
        {lead ? <p className="mt-5 max-w-2xl text-lg font-medium text-ink/85">{lead}</p> : null}
        <div className="mt-10 flex flex-wrap gap-4">{children}</div>
      </Container>
    </section>
  );
}
