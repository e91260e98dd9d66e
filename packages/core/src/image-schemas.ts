import { z } from 'zod';
import { IMAGE_VARIANT_NAMES } from './image.ts';

/*
 * The shape of an uploaded image as the API answers it (`POST /api/images`, and projects that show
 * images). The constants and URL helpers are in ./image.ts.
 */

/** One size of an image, with its dimensions and the URL of each encoding. */
export const imageVariantSchema = z
  .object({
    name: z.enum(IMAGE_VARIANT_NAMES),
    width: z.number().int().positive().describe('In pixels'),
    height: z.number().int().positive().describe('In pixels'),
    avif: z.string().describe('URL of the AVIF encoding (same origin)'),
    webp: z.string().describe('URL of the WebP encoding (same origin)'),
  })
  .meta({ id: 'ImageVariant' });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** An uploaded image: its id, original size and the variants made of it, smallest first. */
export const imageSchema = z
  .object({
    id: z.number().int(),
    width: z.number().int().positive().describe('Width of the original after auto-rotation, in pixels'),
    height: z.number().int().positive().describe('Height of the original after auto-rotation, in pixels'),
    bytes: z.number().int().nonnegative().describe('Size of the uploaded file, in bytes'),
    variants: z.array(imageVariantSchema).describe('thumbnail, card and full, smallest first (a small original gets each at its own width)'),
    created_at: z.string().describe('When it was uploaded, ISO-8601 UTC'),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof imageSchema>;
