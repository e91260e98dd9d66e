import { imageVariant } from '@esdc/core/image';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { loadImages } from '../images/public.ts';

/**
 * Uploaded images' 'card' WebP variant URLs by image id, for search results.
 * @param ids image ids (an unknown one is left out)
 */
export async function cardUrls(db: Kysely<DB> | Transaction<DB>, ids: readonly number[]): Promise<Map<number, string>> {
  const urls = new Map<number, string>();
  if (ids.length === 0) return urls;
  const images = await loadImages(db, [...ids]);
  for (const [id, image] of images) {
    const variant = imageVariant(image, 'card');
    if (variant) urls.set(id, variant.webp);
  }
  return urls;
}
