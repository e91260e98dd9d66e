import type { Image, ImageVariant } from './image-schemas.ts';

/*
 * Uploaded images: the variants every upload is resized into and the URLs they are served
 * at, without zod, so pages that only show images do not load it (the answer types come from ./image-schemas.ts).
 */

export type { Image, ImageVariant } from './image-schemas.ts';

/** The sizes an upload is resized into, smallest first, with their largest width in pixels (never upscaled). */
export const IMAGE_VARIANTS = [
  { name: 'thumbnail', width: 160 },
  { name: 'card', width: 640 },
  { name: 'full', width: 1600 },
] as const;
export type ImageVariantName = (typeof IMAGE_VARIANTS)[number]['name'];
export const IMAGE_VARIANT_NAMES = IMAGE_VARIANTS.map((v) => v.name) as [ImageVariantName, ...ImageVariantName[]];

/** The encodings every variant is stored in; the browser picks with `<picture>` (AVIF first, WebP otherwise). */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The upload formats accepted, by MIME type (content sniffed, never the name); SVG is always refused. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** A stored image's key: 32 lowercase hex digits (random, so a URL cannot be guessed from another). */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Where a variant is served (`GET /media/{key}/{variant}.{format}`), a path on the same origin.
 * @param key the image's storage key
 */
export function imageVariantUrl(key: string, variant: ImageVariantName, format: ImageFormat): string {
  return `/media/${key}/${variant}.${format}`;
}

/** A path {@link imageVariantUrl} builds: `/media/<key>/<variant>.<format>`. */
export const IMAGE_URL_PATTERN = new RegExp(`^/media/([0-9a-f]{32})/(${IMAGE_VARIANT_NAMES.join('|')})\\.(${IMAGE_FORMATS.join('|')})$`);

/**
 * The storage key of one of our image URLs, or null for anything else (an external https URL).
 * @param url a URL or path as stored (an avatar, a project image)
 */
export function imageKeyOfUrl(url: string): string | null {
  return IMAGE_URL_PATTERN.exec(url)?.[1] ?? null;
}

/**
 * The variant to show at a size: the named one, else the largest there is.
 * @param image an uploaded image
 */
export function imageVariant(image: Pick<Image, 'variants'>, name: ImageVariantName): ImageVariant | undefined {
  return image.variants.find((v) => v.name === name) ?? image.variants.at(-1);
}

/**
 * A `srcset` of one encoding over all variants ('/media/…/thumbnail.webp 160w, …').
 * @param image an uploaded image
 */
export function imageSrcSet(image: Pick<Image, 'variants'>, format: ImageFormat): string {
  return image.variants.map((v) => `${v[format]} ${v.width}w`).join(', ');
}
