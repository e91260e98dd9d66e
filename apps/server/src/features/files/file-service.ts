import { FILE_UPLOAD_TYPES, fileUrl, type FileUploadType, type StoredFile } from '@esdc/core/resource';
import type { Kysely, Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB, FilesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { FILE_EXTENSIONS, fileObjectKey } from './file-objects.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import type { Db } from '../../db/db.ts';

/*
 * Uploaded files (SPEC §2 Resources): PDFs, ZIP archives, plain text and images that resources offer for download.
 * The type is sniffed from the bytes (file-type), never taken from the name or the request's content type; the name
 * offered for download is the sent name's base with the extension of the sniffed type. The bytes live in the same
 * media storage as images (disk or S3) under `<key>/file.<ext>` (./file-objects.ts), and are served as attachments.
 */

type FileRow = Selectable<FilesTable>;

/** 415: not one of the accepted types. */
const NOT_ACCEPTED_FILE = 'The file type is not accepted: upload a PDF, ZIP, plain text or image (PNG, JPEG, GIF, WebP) file';

/**
 * Whether bytes are plain text: valid UTF-8 with no control characters other than tab, line feed, carriage return
 * and form feed (file-type recognises binary formats only, so text is what it does not recognise and this accepts).
 */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- looking for exactly these characters
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The accepted type of an upload, read from its content.
 * @returns the content type, or null when it is not one of FILE_UPLOAD_TYPES (an executable named .pdf too)
 */
async function sniffFileType(data: Buffer): Promise<FileUploadType | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  if (type) return (FILE_UPLOAD_TYPES as readonly string[]).includes(type.mime) ? (type.mime as FileUploadType) : null;
  return isPlainText(data) ? 'text/plain' : null;
}

/**
 * A safe download name: the sent name's last path segment, reduced to letters, digits, spaces, dots, hyphens and
 * underscores, its extension replaced by the sniffed type's.
 * @param sent the name the browser sent (may be anything)
 */
function downloadName(sent: string, type: FileUploadType): string {
  const base = (sent.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 80);
  return `${base || 'file'}.${FILE_EXTENSIONS[type]}`;
}

/** A `files` row as the API shows it. */
function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    name: row.name,
    content_type: row.content_type,
    bytes: row.bytes,
    url: fileUrl(row.storage_key, row.name),
    created_at: row.created_at,
  };
}

/**
 * Stores an upload (SPEC §2 Resources): sniffs its type, writes its bytes to the media storage, then the `files`
 * row. On a refusal or any failure nothing stays (an object already written is deleted again).
 * @param sentName the file name the browser sent
 * @throws AppError 415 a type that is not accepted
 */
export async function storeFile(db: Kysely<DB>, storage: MediaStorage, ownerId: number, data: Buffer, sentName: string, now: Date): Promise<StoredFile> {
  const type = await sniffFileType(data);
  if (!type) throw new AppError(415, 'VALIDATION_ERROR', NOT_ACCEPTED_FILE, [{ path: 'file', message: NOT_ACCEPTED_FILE }]);
  const key = randomBytes(16).toString('hex');
  const objectKey = `${key}/file.${FILE_EXTENSIONS[type]}`;
  try {
    await storage.put(objectKey, data, type);
    const row = await db
      .insertInto('files')
      .values({ user_id: ownerId, storage_key: key, name: downloadName(sentName, type), content_type: type, bytes: data.length, created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toStoredFile(row);
  } catch (error) {
    await storage.delete([objectKey]).catch(() => undefined);
    throw error;
  }
}

/** Files by id, for showing them. */
export async function loadFiles(db: Db, ids: readonly number[]): Promise<Map<number, StoredFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, toStoredFile(r)]));
}

/** A file row by its storage key (for serving it). */
export function fileByKey(db: Db, key: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('storage_key', '=', key).executeTakeFirst();
}

/**
 * Deletes file rows inside the caller's transaction and says which stored objects to delete once it commits.
 * @returns the object keys to pass to `MediaStorage.delete`
 */
export async function releaseFiles(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('files')
    .where('id', 'in', [...new Set(ids)])
    .returning(['storage_key', 'content_type'])
    .execute();
  return rows.map(fileObjectKey);
}
