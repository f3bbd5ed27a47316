import { SafeImage } from '@/components/ui/safe-image';
import { focalPosition, responsiveImage } from '@/lib/images';
import { getFocalPoints } from '@/server/data/public';
import { cn } from '@/components/ui/cn';

/**
 * SafeImage with the upload's focal point (decision 135): the media library's point becomes the
 * crop's `object-position`, so heads are not cut off. The points are one cached read (the uploads
 * tag), not a database read per request; the image itself stays SafeImage.
 */
export async function FocalImage(props: Omit<React.ComponentProps<typeof SafeImage>, 'objectPosition'>) {
  const position = focalPosition(props.src, await getFocalPoints());
  return <SafeImage {...props} objectPosition={position} />;
}

/**
 * A card's picture rendered on the server alone (no client component, for pages that keep their
 * JavaScript small, such as the home page): versions and focal point as FocalImage, no broken-image
 * panel. Nothing when there is no image.
 */
export async function CardPicture({
  src,
  alt,
  width,
  height,
  sizes,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
}) {
  if (!src) return null;
  const position = focalPosition(src, await getFocalPoints());
  const responsive = responsiveImage(src);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- versions are made at upload (or art generation) time; no optimiser
    <img
      src={responsive?.src ?? src}
      srcSet={responsive?.webp}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      style={position ? { objectPosition: position } : undefined}
      className={cn('bg-clay-2 object-cover', className)}
    />
  );
  if (!responsive) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={responsive.avif} sizes={sizes} className="hidden" />
      {img}
    </picture>
  );
}
