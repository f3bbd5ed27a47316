import type { CSSProperties, ReactNode } from 'react';

/**
 * Fades its content up as it scrolls into view. Pure CSS (a scroll-driven animation in globals.css):
 * no script to load or hydrate, and the same with JavaScript off. Browsers without scroll-driven
 * animations, and visitors who prefer reduced motion, see the content as it is. `step` staggers
 * siblings that enter together (the n-th card of a row starts a little later).
 */
export function Reveal({
  children,
  className,
  step = 0,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  step?: number;
  as?: 'div' | 'li' | 'section';
}) {
  const style = step ? ({ '--reveal-step': step } as CSSProperties) : undefined;
  return (
    <Tag data-reveal="" className={className} style={style}>
      {children}
    </Tag>
  );
}
