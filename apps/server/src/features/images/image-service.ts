import { IMAGE_UPLOAD_TYPES, IMAGE_VARIANTS, imageKeyOfUrl, type Image, type ImageFormat } from '@esdc/core/image';
import { can, type Actor } from '@esdc/core/permissions';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import type { DB } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { objectKeys, releaseImagesOfMember, toImage, type StoredVariant } from './stored-images.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import type { Db } from '../../db/db.ts';

/*
 * Image uploads (docs/decisions/008-image-uploads.md): checking an upload, resizing it into variants, storing them and
 * their `images` row, deleting them, and checking who may attach which. One service for every image the platform
 * stores (avatars, project images, products, blog covers and events): features attach images by id, checked with
 * {@link checkImagesUsable} (through ./public.ts), and show them with ./stored-images.ts (also through ./public.ts).
 */

/** The most pixels an upload may decode to (a decompression bomb declares far more): 40 megapixels. */
const IMAGE_MAX_PIXELS = 40_000_000;

/** Content types of the stored encodings. */
const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** One encoded file of a processed upload. */
interface EncodedFile {
  /** `<variant>.<format>`, the object's name under the image's key. */
  file: string;
  format: ImageFormat;
  data: Buffer;
}

/** What {@link processImage} makes of an upload. */
interface ProcessedImage {
  /** Of the original after auto-rotation, in pixels. */
  width: number;
  height: number;
  variants: StoredVariant[];
  files: EncodedFile[];
}

const refuse = (status: number, code: 'VALIDATION_ERROR' | 'PAYLOAD_TOO_LARGE', message: string) =>
  new AppError(status, code, message, [{ path: 'file', message }]);

/** 415: not one of the accepted formats. */
const NOT_AN_IMAGE = 'The file is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF';

/**
 * Checks an upload and resizes it: the type is sniffed from the content (JPEG, PNG, WebP, AVIF or GIF;
 * anything else, SVG included, whatever its name, is refused), images over {@link IMAGE_MAX_PIXELS} are refused before
 * they are decoded, the orientation is applied and every metadata (EXIF, GPS, ICC) dropped, and the variants of
 * IMAGE_VARIANTS are made in AVIF and WebP, never wider than the original (a variant no wider than the one before is
 * left out; a GIF gives its first frame).
 * @param data the uploaded bytes
 * @returns the original's dimensions, the variants and their encoded files
 * @throws AppError 415 not an image, 413 too many pixels, 422 an image that cannot be decoded
 */
async function processImage(data: Buffer): Promise<ProcessedImage> {
  // sharp and file-type (some 35 MB of memory) are loaded by the first upload, not at start.
  const [{ default: sharp }, { fileTypeFromBuffer }] = await Promise.all([import('sharp'), import('file-type')]);
  const type = await fileTypeFromBuffer(data);
  const mime = type?.mime === 'image/apng' ? 'image/png' : type?.mime;
  if (!mime || !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(mime)) throw refuse(415, 'VALIDATION_ERROR', NOT_AN_IMAGE);
  const input = () => sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 });
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw refuse(422, 'VALIDATION_ERROR', 'The image could not be read: the file is damaged');
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw refuse(422, 'VALIDATION_ERROR', 'The image could not be read: the file is damaged');
  if (meta.width * frameHeight > IMAGE_MAX_PIXELS) {
    throw refuse(413, 'PAYLOAD_TOO_LARGE', `The image has too many pixels: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? frameHeight : meta.width;
  const height = turned ? meta.width : frameHeight;

  const variants: StoredVariant[] = [];
  const files: EncodedFile[] = [];
  try {
    for (const spec of IMAGE_VARIANTS) {
      const target = Math.min(spec.width, width);
      if (variants.length > 0 && target <= variants.at(-1)!.width) continue;
      const resized = input().rotate().resize({ width: target, withoutEnlargement: true });
      const [webp, avif] = await Promise.all([
        resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
        resized.clone().avif({ quality: 55, effort: 2 }).toBuffer({ resolveWithObject: true }),
      ]);
      variants.push({ name: spec.name, width: webp.info.width, height: webp.info.height });
      files.push({ file: `${spec.name}.webp`, format: 'webp', data: webp.data }, { file: `${spec.name}.avif`, format: 'avif', data: avif.data });
    }
  } catch (error) {
    if (/pixel limit/i.test(String(error))) {
      throw refuse(413, 'PAYLOAD_TOO_LARGE', `The image has too many pixels: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`);
    }
    throw refuse(422, 'VALIDATION_ERROR', 'The image could not be read: the file is damaged');
  }
  return { width, height, variants, files };
}

/**
 * Stores an upload for its owner: {@link processImage}, then every encoded file in the media storage,
 * then the `images` row. On any failure nothing stays: objects already written are deleted again.
 * @param upload the bytes and who sends them
 * @returns the stored image
 * @throws AppError as {@link processImage}
 */
export async function storeImage(db: Kysely<DB>, storage: MediaStorage, ownerId: number, data: Buffer, now: Date): Promise<Image> {
  const processed = await processImage(data);
  const key = randomBytes(16).toString('hex');
  const written: string[] = [];
  try {
    for (const file of processed.files) {
      const objectKey = `${key}/${file.file}`;
      written.push(objectKey);
      await storage.put(objectKey, file.data, CONTENT_TYPES[file.format]);
    }
    const row = await db
      .insertInto('images')
      .values({
        user_id: ownerId,
        storage_key: key,
        width: processed.width,
        height: processed.height,
        bytes: data.length,
        variants: JSON.stringify(processed.variants),
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toImage(row);
  } catch (error) {
    await storage.delete(written).catch(() => undefined);
    throw error;
  }
}

/**
 * Checks that an actor may attach these images (only their uploader, or an admin).
 * @param owner when given, the images must also belong to this member (the project's or profile's owner) unless
 *   the actor is an admin
 * @throws AppError 400 naming `field` for an unknown id, 403 for someone else's image
 */
export async function checkImagesUsable(db: Db, actor: Actor, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('images')
    .select(['id', 'user_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.user_id]));
  const unknown = ids.find((id) => !byId.has(id));
  if (unknown !== undefined) {
    const message = `Image ${unknown} not found`;
    throw new AppError(400, 'VALIDATION_ERROR', message, [{ path: field, message }]);
  }
  if (ids.some((id) => !can(actor, 'image:use', { ownerId: byId.get(id)! }))) throw forbidden('You can only use images you uploaded');
}

/**
 * Checks that an uploaded image's URL, used as a member's avatar, is one of that member's own uploads.
 * External URLs pass unchecked.
 * @param url the avatar URL sent
 * @param userId the member whose avatar it becomes
 * @throws AppError 400 naming `field` for an image that does not exist, 403 for someone else's image
 */
export async function checkUploadedUrlOwner(db: Db, url: string | null | undefined, userId: number, field: string): Promise<void> {
  const key = url ? imageKeyOfUrl(url) : null;
  if (!key) return;
  const row = await db.selectFrom('images').select('user_id').where('storage_key', '=', key).executeTakeFirst();
  if (!row) {
    const message = 'That image does not exist: upload it again';
    throw new AppError(400, 'VALIDATION_ERROR', message, [{ path: field, message }]);
  }
  if (row.user_id !== userId) throw forbidden('You can only use images you uploaded');
}

/**
 * Deletes an uploaded image that nothing shows (an upload never attached can be removed by its owner or
 * an admin): its row, then its objects.
 * @throws AppError 404 'Image not found', 403 someone else's image, 409 still on a project, an event, an avatar or a team
 */
export async function deleteImage(db: Kysely<DB>, storage: MediaStorage, actor: Actor, id: number): Promise<void> {
  const row = await db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Image not found');
  if (!can(actor, 'image:use', { ownerId: row.user_id })) throw forbidden('Only the uploader or an admin can delete this image');
  // One statement decides: the row goes only while no project and no avatar shows it.
  const deleted = await db
    .deleteFrom('images')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('project_images').select('image_id').whereRef('project_images.image_id', '=', 'images.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users').select('id').where('avatar_url', 'like', `/media/${row.storage_key}/%`))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('events').select('id').whereRef('events.image_id', '=', 'images.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('teams').select('id').where('avatar', 'like', `/media/${row.storage_key}/%`))))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_images').select('product_id').whereRef('product_images.image_id', '=', 'images.id'))),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError(409, 'CONFLICT', 'This image is in use: remove it from its project or profile first');
  await storage.delete(objectKeys(row.storage_key, JSON.parse(row.variants) as StoredVariant[]));
}

/**
 * Deletes every image a member uploaded, wherever it is shown (for account deletion): the rows, then
 * the stored objects.
 * @returns how many stored objects were deleted
 */
export async function deleteImagesOfMember(db: Kysely<DB>, storage: MediaStorage, userId: number): Promise<number> {
  const objects = await releaseImagesOfMember(db, userId);
  await storage.delete(objects);
  return objects.length;
}
