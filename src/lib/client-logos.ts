import { text, urlOrPath } from '@/lib/schemas/content';

/**
 * A client's logo as stored (admin → Settings, Clients; docs/decisions/155-one-client-list-and-embed-cards.md).
 * Client-safe: the settings definition and the server's SVG sanitiser share these bounds and checks.
 * An SVG logo is kept inline, sanitised on upload (src/server/uploads/svg.ts), as a data address.
 */
export const SVG_DATA_PREFIX = 'data:image/svg+xml;base64,';
/** At most 24 KB of SVG per logo (a wordmark is a few KB); the settings' JSON carries it. */
export const MAX_SVG_BYTES = 24 * 1024;
export const MAX_LOGO_LENGTH = SVG_DATA_PREFIX.length + Math.ceil(MAX_SVG_BYTES / 3) * 4;

/** Second line of defence, on save and on read: nothing scriptable survives in a stored SVG. */
export const UNSAFE_SVG =
  /<\s*(script|foreignObject|iframe|object|embed)|\son[a-z]+\s*=|javascript:|xlink:href\s*=\s*["']?\s*(?!#)|<!ENTITY/i;

const decodeSvg = (value: string) => {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(value.slice(SVG_DATA_PREFIX.length)), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
};

export const logoSchema = text(MAX_LOGO_LENGTH).refine(
  (value) => {
    if (value === '') return true;
    if (value.startsWith(SVG_DATA_PREFIX)) {
      const svg = decodeSvg(value);
      return svg !== null && /^\s*<svg[\s>]/i.test(svg) && !UNSAFE_SVG.test(svg);
    }
    return urlOrPath.safeParse(value).success && !value.startsWith('data:');
  },
  {
    message:
      'Upload an SVG or PNG file, use a path on this site (/uploads/…) or an https:// address, or leave it empty.',
  },
);

/** How a client without a logo is set in type (src/components/site/logo-wall.tsx). */
export const WORDMARK_STYLES = [
  { value: 'heavy', label: 'Heavy capitals' },
  { value: 'spaced', label: 'Spaced capitals' },
  { value: 'serif', label: 'Serif italic' },
  { value: 'script', label: 'Script' },
  { value: 'stacked', label: 'Stacked' },
  { value: 'badge', label: 'Badge' },
  { value: 'lower', label: 'Lower case' },
] as const;
export const WORDMARK_ACCENTS = [
  { value: 'gold', label: 'Gold' },
  { value: 'coral', label: 'Coral' },
  { value: 'jade', label: 'Jade' },
  { value: 'sand', label: 'Sand' },
] as const;
export const WORDMARK_GLYPHS = [
  { value: 'none', label: 'None' },
  { value: 'dot', label: 'Dot' },
  { value: 'ring', label: 'Ring' },
  { value: 'triangle', label: 'Triangle' },
  { value: 'bar', label: 'Bar' },
] as const;
