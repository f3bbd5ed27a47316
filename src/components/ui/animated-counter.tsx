'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A number that counts up once when it scrolls into view. The server HTML carries the FINAL value
 * (crawlers, no-JS visitors and screen readers read it); the animation is decoration only, skipped
 * under prefers-reduced-motion. The final text is laid out invisibly underneath, so the changing
 * digits never move anything around them (no CLS).
 */
export function AnimatedCounter({
  value,
  decimals = 0,
  prefix = '',
  suffix = '',
  durationMs = 3000,
  className,
}: {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
  className?: string;
}) {
  const format = (n: number) =>
    `${prefix}${n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}${suffix}`;
  const finalText = format(value);
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (!('IntersectionObserver' in window)) return;
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        const eased = 1 - Math.pow(1 - t, 3);
        const factor = 10 ** decimals;
        setShown(t >= 1 ? null : format(Math.round(value * eased * factor) / factor));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
    // format depends only on the props listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, decimals, prefix, suffix, durationMs]);

  return (
    <span ref={ref} className={`relative inline-block tabular-nums ${className ?? ''}`}>
      <span className={shown === null ? undefined : 'invisible'}>{finalText}</span>
      {shown !== null ? (
        <span aria-hidden className="absolute inset-0 text-center">
          {shown}
        </span>
      ) : null}
    </span>
  );
}
