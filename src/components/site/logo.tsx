import { cn } from '@/components/ui/cn';

/**
 * The Ngoma mark: a drum-head sun (concentric rings with beadwork ticks) beside the wordmark.
 * Inline SVG so it costs no request and inherits colour. The same art lives in /public/logo.svg.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className={cn('shrink-0', className)}>
      <circle cx="24" cy="24" r="23" fill="#f6b832" />
      <circle cx="24" cy="24" r="16" fill="#0b0a09" />
      <circle cx="24" cy="24" r="10" fill="#ff6a45" />
      <circle cx="24" cy="24" r="4" fill="#0b0a09" />
      {Array.from({ length: 12 }, (_, i) => (
        <rect key={i} x="23" y="2.5" width="2" height="5" rx="1" fill="#0b0a09" transform={`rotate(${i * 30} 24 24)`} />
      ))}
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-3', className)}>
      <LogoMark className="size-10" />
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-extrabold tracking-tight text-sand">NGOMA</span>
        {/* A space in the text (not in the layout): the links around the logo are named
              "Ngoma Entertainment home", which must contain the visible words (WCAG 2.5.3). */}{' '}
        {/* eslint-disable-next-line i18next/no-literal-string -- the brand's wordmark, the same in every language */}
        <span className="text-[0.65rem] font-semibold tracking-[0.32em] text-gold uppercase">Entertainment</span>
      </span>
    </span>
  );
}
