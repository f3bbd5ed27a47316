import { cn } from '@/components/ui/cn';
import { Glyph } from '@/components/ui/glyph';

/**
 * The Ngoma mark: a drum-head sun (concentric rings with beadwork ticks) beside the wordmark. Drawn
 * from the icon sprite (scripts/glyphs.mjs), which the page's icons load anyway; the same art lives
 * in /public/logo.svg.
 */
export function LogoMark({ className }: { className?: string }) {
  return <Glyph name="logo" className={cn('shrink-0', className)} />;
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
