import type { FileUploadType } from '@esdc/core/resource';
import type { Selectable } from 'kysely';
import type { FilesTable } from '../../db/schema.ts';

/*
 * Where an uploaded file's bytes lie in the media storage (SPEC §2 Resources): `<key>/file.<ext>`, with the extension
 * of its sniffed type. The upload service (./file-service.ts) stores them there; the resources feature's eraser deletes
 * the objects of a member's unused files with their account (through ./public.ts).
 */

/** The extension each accepted type is stored and offered with. */
export const FILE_EXTENSIONS: Record<FileUploadType, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'text/plain': 'txt',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The object key of a stored file. */
export function fileObjectKey(row: Pick<Selectable<FilesTable>, 'storage_key' | 'content_type'>): string {
  return `${row.storage_key}/file.${FILE_EXTENSIONS[row.content_type]}`;
}
