import { IMAGE_FORMATS, imageVariantUrl, type Image, type ImageVariantName } from '@esdc/core/image';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, ImagesTable } from '../../db/schema.ts';

/*
 * Stored images (docs/decisions/008-image-uploads.md): the `images` rows and the objects that hold their variants, as
 * every feature shows them ({@link toImage}, {@link loadImages}: other features import them from ./public.ts) and
 * account deletion releases them (./account-data.ts). Uploading, deleting and the checks on attaching an image are in
 * ./image-service.ts.
 */

type Db = Kysely<DB> | Transaction<DB>;
type ImageRow = Selectable<ImagesTable>;

/** A variant as stored in `images.variants`. */
export interface StoredVariant {
  name: ImageVariantName;
  width: number;
  height: number;
}

/**
 * The storage key's objects, by name.
 * @param key an image's `storage_key`
 * @param variants what `images.variants` lists
 * @returns every object key: `<key>/<variant>.<format>`
 */
export function objectKeys(key: string, variants: readonly StoredVariant[]): string[] {
  return variants.flatMap((v) => IMAGE_FORMATS.map((format) => `${key}/${v.name}.${format}`));
}

/**
 * An `images` row as the API shows it, with the URL of every variant and encoding.
 * @param row the row (its `variants` JSON as stored)
 */
export function toImage(row: Pick<ImageRow, 'id' | 'storage_key' | 'width' | 'height' | 'bytes' | 'variants' | 'created_at'>): Image {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: row.created_at,
    variants: variants.map((v) => ({
      name: v.name,
      width: v.width,
      height: v.height,
      avif: imageVariantUrl(row.storage_key, v.name, 'avif'),
      webp: imageVariantUrl(row.storage_key, v.name, 'webp'),
    })),
  };
}

/**
 * Images by id, for showing them (projects, profiles).
 * @returns a map from id to image; unknown ids are absent
 */
export async function loadImages(db: Db, ids: readonly number[]): Promise<Map<number, Image>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, toImage(r)]));
}

/**
 * Deletes the rows of every image a member uploaded (their project links go with them) inside the caller's
 * transaction, and says which stored objects to delete once it commits (account deletion). Use
 * `deleteImagesOfMember` (./image-service.ts) outside a transaction.
 * @returns the object keys to pass to `MediaStorage.delete` after the commit
 */
export async function releaseImagesOfMember(db: Db, userId: number): Promise<string[]> {
  const rows = await db.deleteFrom('images').where('user_id', '=', userId).returning(['storage_key', 'variants']).execute();
  return rows.flatMap((r) => objectKeys(r.storage_key, JSON.parse(r.variants) as StoredVariant[]));
}
