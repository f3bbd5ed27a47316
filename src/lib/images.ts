import config from './image-widths.json';

/**
 * Where the responsive versions of an image live, worked out from its address alone (no database
 * read, so any Server or Client Component can render a srcset). Two kinds have versions:
 * - uploads, stored as `/uploads/<hash>-<largest width>.webp` by src/server/uploads/images.ts;
 * - the generated demo art, `/images/demo/case-1.svg` and friends, rasterised by
 *   scripts/art-variants.mjs into `/images/v/…`.
 * Anything else (an external https:// address, an old single-file upload) is shown as it is.
 * See docs/decisions/075-responsive-images.md.
 */
export const IMAGE_WIDTHS: readonly number[] = config.widths;
export const MAX_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);
/** Open Graph cards are this size: what Facebook, LinkedIn and WhatsApp crop to anyway. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const ART_MAX_WIDTH: Record<string, number> = config.art;
const UPLOAD_VARIANT = /^\/uploads\/([a-f0-9]{32})-([1-9]\d{1,3})\.webp$/;
const ART = /^\/images\/((?:demo|art)\/[a-z]+-)([1-9]\d?)\.svg$/;

/** The widths produced for an image whose largest version is `largest` px wide (never upscaled). */
export function variantWidths(largest: number) {
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

export type ResponsiveImage = {
  /** `srcset` values, widest last. */
  avif: string;
  webp: string;
  /** The `src` for the rare browser without srcset: a middling width. */
  src: string;
  /** A 1200×630 card for link previews (JPEG for uploads, PNG for the flat demo art). */
  og: string;
};

function describe(base: string, largest: number, ogExtension: string): ResponsiveImage {
  const widths = variantWidths(largest);
  const set = (format: string) => widths.map((width) => `${base}-${width}.${format} ${width}w`).join(', ');
  const middling = widths.find((width) => width >= 800) ?? largest;
  return { avif: set('avif'), webp: set('webp'), src: `${base}-${middling}.webp`, og: `${base}-og.${ogExtension}` };
}

export function responsiveImage(url: string | null | undefined): ResponsiveImage | null {
  if (!url) return null;
  const upload = UPLOAD_VARIANT.exec(url);
  if (upload) {
    const largest = Number(upload[2]);
    return largest <= MAX_IMAGE_WIDTH ? describe(`/uploads/${upload[1]}`, largest, 'jpg') : null;
  }
  const art = ART.exec(url);
  const largest = art ? ART_MAX_WIDTH[art[1]!] : undefined;
  return art && largest ? describe(`/images/v/${art[1]}${art[2]}`, largest, 'png') : null;
}

/** Focal points by upload hash, as the media library sets them (percent from the left and the top). */
export type FocalPoints = Readonly<Record<string, { x: number; y: number }>>;

const UPLOAD_HASH = /^\/uploads\/([a-f0-9]{32})[-.]/;

/** The CSS `object-position` of a focal point. */
export const objectPosition = (x: number, y: number) => `${x}% ${y}%`;

/**
 * The CSS `object-position` that keeps an upload's focal point in view when a crop (`object-cover`)
 * cuts the image, or undefined for the centre (the browser's default) and for any image that is
 * not an upload. Any variant of an upload (any width or format) shares its focal point.
 */
export function focalPosition(url: string | null | undefined, points: FocalPoints): string | undefined {
  const hash = url ? UPLOAD_HASH.exec(url)?.[1] : undefined;
  const point = hash ? points[hash] : undefined;
  return point ? objectPosition(point.x, point.y) : undefined;
}

/**
 * The picture to show when a page is shared: the image's 1200×630 card when it has one, an external
 * JPEG or PNG as it is, otherwise null (the caller falls back to the site's card). WebP and SVG are
 * never offered: WhatsApp and other messengers show no preview for them.
 */
export function shareImage(url: string | null | undefined): { url: string; width?: number; height?: number } | null {
  const responsive = responsiveImage(url);
  if (responsive) return { url: responsive.og, width: OG_WIDTH, height: OG_HEIGHT };
  if (url && /^https:\/\/[^\s]+\.(?:jpe?g|png)(?:\?[^\s]*)?$/i.test(url)) return { url };
  return null;
}

const CONTAINER_MAX = 1280; // max-w-7xl
const BREAKPOINTS = { lg: 1024, md: 768, sm: 640 } as const;

/**
 * A `sizes` value for an image that fills one column of a grid inside the page container
 * (`max-w-7xl px-5 sm:px-8`). `columns` gives the column count from each breakpoint up, `gap` the
 * grid gap in px, `share` the column's share of the row when columns are unequal (e.g. 2/5 for
 * `grid-cols-[2fr_3fr]`), `maxWidth` a narrower container (e.g. 768 for `max-w-3xl`). `columns.base`
 * is the count below `sm` (one unless given).
 */
export function columnSizes({
  columns = {},
  gap = 0,
  share,
  maxWidth = CONTAINER_MAX,
}: {
  columns?: Partial<Record<keyof typeof BREAKPOINTS | 'base', number>>;
  gap?: number;
  share?: number;
  maxWidth?: number;
}) {
  const at = (viewport: number) => {
    const count =
      (viewport >= BREAKPOINTS.lg && columns.lg) ||
      (viewport >= BREAKPOINTS.md && columns.md) ||
      (viewport >= BREAKPOINTS.sm && columns.sm) ||
      columns.base ||
      1;
    const padding = viewport >= BREAKPOINTS.sm ? 64 : 40;
    // Of the row left after the gaps, this column's part (a single column takes the whole row).
    const fraction = count === 1 ? 1 : (share ?? 1 / count);
    const gaps = count === 1 ? 0 : share ? gap : (count - 1) * gap;
    return { padding: padding + gaps, fraction };
  };
  const rules: string[] = [];
  const widest = at(maxWidth);
  rules.push(`(min-width: ${maxWidth}px) ${Math.ceil((maxWidth - widest.padding) * widest.fraction)}px`);
  for (const viewport of [BREAKPOINTS.lg, BREAKPOINTS.md, BREAKPOINTS.sm, 0]) {
    if (viewport >= maxWidth) continue;
    const { padding, fraction } = at(viewport);
    const width =
      fraction === 1 ? `calc(100vw - ${padding}px)` : `calc((100vw - ${padding}px) * ${Number(fraction.toFixed(4))})`;
    rules.push(viewport ? `(min-width: ${viewport}px) ${width}` : width);
  }
  return rules.join(', ');
}
