'use client';

import { useEffect, useRef, useState } from 'react';
import { responsiveImage } from '@/lib/images';
import { cn } from './cn';
import { Glyph } from '@/components/ui/glyph';

/**
 * An <img> with intrinsic width/height (no layout shift) that swaps to a designed fallback panel
 * when the source is missing or fails to load. `alt` is required; pass alt="" only for decoration.
 * Uploads and the demo art have AVIF and WebP versions at several widths: they render as a
 * <picture> with srcset, and `sizes` (required) must say how wide the image is laid out, so the
 * browser fetches no more pixels than it shows (docs/decisions/075-responsive-images.md). Other
 * addresses (external https://) stay a plain <img>.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  className,
  sizes,
  priority = false,
  fallbackLabel,
  objectPosition,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** How wide the image is drawn at each viewport, e.g. from `columnSizes()` in lib/images. */
  sizes: string;
  className?: string;
  /** Above the fold: loaded at once with high priority; otherwise lazily. */
  priority?: boolean;
  fallbackLabel?: string;
  /** Where a crop keeps the image's subject (its focal point: FocalImage in components/site). */
  objectPosition?: string;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React hydrates and attaches onError: check once on mount.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (!src || failed) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn(
          'pattern-weave flex flex-col items-center justify-center gap-2 bg-clay-2 text-center text-sm text-muted',
          className,
        )}
      >
        <Glyph name="image-off" className="size-8 text-gold" />
        {fallbackLabel ? <span aria-hidden>{fallbackLabel}</span> : null}
      </span>
    );
  }
  const responsive = responsiveImage(src);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- versions are made at upload (or art generation) time; no optimiser
    <img
      ref={ref}
      src={responsive?.src ?? src}
      srcSet={responsive?.webp}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      style={objectPosition ? { objectPosition } : undefined}
      className={cn('bg-clay-2', className)}
    />
  );
  if (!responsive) return img;
  return (
    // `contents`: the <picture> adds no box, so the <img> keeps its place in the layout. The <source>
    // then becomes a grid or flex item of its own unless hidden: it took the first column of the
    // talent profile's grid and pushed the portrait into the second.
    <picture className="contents">
      <source type="image/avif" srcSet={responsive.avif} sizes={sizes} className="hidden" />
      {img}
    </picture>
  );
}
