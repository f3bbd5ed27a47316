import type { StaticImageData } from 'next/image';
import { GLYPHS } from './glyph-names.mjs';
import sprite from './glyphs.svg';

export type GlyphName = (typeof GLYPHS)[number] | 'logo';

// A static import: Next serves the sprite from /_next/static/media/ under its content hash, cached
// for good, so a visitor fetches it once for the whole site (docs/decisions/167-icon-sprite.md).
const spriteHref = (sprite as StaticImageData).src;

/**
 * An icon drawn from the sprite: a few dozen bytes in the page where lucide's component put the
 * whole drawing, and no client JavaScript. Decorative: the text beside it names what it marks.
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
