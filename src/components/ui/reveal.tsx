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
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          element.style.transitionDelay = `${delayMs}ms`;
          element.dataset.reveal = 'shown';
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [delayMs]);
  return (
    // @ts-expect-error -- the ref type is shared by the three allowed tags
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
