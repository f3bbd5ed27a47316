'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Animates its content in once when it scrolls into view. Without JavaScript, or when the element is
 * already on screen at hydration, nothing is hidden: only elements still below the fold are marked
 * `data-reveal="pending"` (see globals.css), so there is no flash and no layout shift.
 */
export function Reveal({
  children,
  className,
  delayMs = 0,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  delayMs?: number;
  as?: 'div' | 'li' | 'section';
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // Where the element is at hydration comes from an observer's first callback, not from
    // getBoundingClientRect(): reading layout right after another Reveal wrote its attribute would
    // force a full style and layout pass per element while the page hydrates (long tasks, TBT).
    const reveal = new IntersectionObserver(
      (entries) => {
        if (element.dataset.reveal === 'pending' && entries.some((e) => e.isIntersecting)) {
          reveal.disconnect();
          element.style.transitionDelay = `${delayMs}ms`;
          element.dataset.reveal = 'shown';
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    const initial = new IntersectionObserver((entries) => {
      initial.disconnect();
      // Already on screen: never hidden. Below the fold: hidden until it scrolls into view.
      if (entries.some((e) => e.isIntersecting)) return;
      element.dataset.reveal = 'pending';
      reveal.observe(element);
    });
    initial.observe(element);
    return () => {
      initial.disconnect();
      reveal.disconnect();
    };
  }, [delayMs]);
  return (
    // @ts-expect-error -- the ref type is shared by the three allowed tags
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
