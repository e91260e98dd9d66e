import type { StoredFile } from '@esdc/core/resource';
import { apiUpload, type UploadProgress } from '../../../lib/upload-image';

/**
 * `POST /api/files` (admins and moderators): uploads a PDF, ZIP, plain text or image file for a
 * resource, with progress. The server reads the type from the content.
 * @returns the stored file, to attach with `file_id`
 * @throws ApiError 415 a type that is not accepted, 413 too large, 403
 */
export async function uploadFile(file: File, options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {}): Promise<StoredFile> {
  return (await apiUpload<StoredFile>('/api/files', file, options)).data;
}
