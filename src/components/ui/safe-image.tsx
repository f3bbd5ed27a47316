'use client';

import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from './cn';

/**
 * A plain <img> with intrinsic width/height (no layout shift) that swaps to a designed fallback
 * panel when the source is missing or fails to load. `alt` is required; pass alt="" only for
 * decoration.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
  fallbackLabel,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
  fallbackLabel?: string;
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
        <ImageOff aria-hidden className="size-8 text-gold" />
        {fallbackLabel ? <span aria-hidden>{fallbackLabel}</span> : null}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG/uploaded art; intrinsic size set, no optimiser needed
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-clay-2', className)}
    />
  );
}
