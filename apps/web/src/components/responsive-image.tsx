import { imageSrcSet, imageVariant, type Image, type ImageVariantName } from '@esdc/core/image';

/**
 * An uploaded image as a responsive `<picture>`: AVIF, else WebP, at the width the layout needs
 * (`sizes`), with the chosen variant's width and height on the `<img>` so the page does not shift while it loads.
 * @param image the image as the API answers it
 * @param variant the size the `<img>` falls back to (its width and height set the aspect ratio)
 * @param sizes the `sizes` attribute: how wide it shows, e.g. '(min-width: 1024px) 33vw, 100vw'
 * @param onError called when the image cannot be loaded (callers then show their fallback)
 */
export function ResponsiveImage({
  image,
  variant = 'card',
  sizes,
  alt = '',
  className = '',
  eager = false,
  onError,
}: {
  image: Pick<Image, 'variants'>;
  variant?: ImageVariantName;
  sizes: string;
  alt?: string;
  className?: string;
  eager?: boolean;
  onError?: () => void;
}) {
  const fallback = imageVariant(image, variant);
  if (!fallback) return null;
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={fallback.webp}
        alt={alt}
        width={fallback.width}
        height={fallback.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={onError}
        className={className}
      />
    </picture>
  );
}
