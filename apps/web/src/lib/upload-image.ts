import type { ApiFailure } from '@esdc/core/api';
import type { Image } from '@esdc/core/image';
import { apiCallContext, ApiError, type ApiResult } from './api-client';

/** How an upload is going: bytes sent of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a file as multipart/form-data with the session's token, reporting upload progress
 * (XMLHttpRequest: fetch has no upload progress); no time limit, since a large file on a slow line takes a while, but
 * `signal` aborts it. The answer is read like `apiRequest`'s, and a 401 that sent a token ends the session.
 * @param path e.g. '/api/images'
 * @param file the file, sent in the form field `field` (default 'file'), after the text `fields` (e.g. a cover note)
 * @throws ApiError with the server's message ('The image is too large: at most 5 MB'), or 'NETWORK' / aborted
 */
export function apiUpload<T>(
  path: string,
  file: Blob,
  options: {
    field?: string;
    filename?: string;
    fields?: Record<string, string>;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<ApiResult<T>> {
  const hooks = apiCallContext();
  const url = new URL(path, hooks.origin ?? window.location.origin);
  const token = hooks.getToken();
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append(options.field ?? 'file', file, options.filename ?? (file instanceof File ? file.name : 'upload'));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const networkError = () => reject(new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK'));
    xhr.onerror = networkError;
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled', 'NETWORK'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const failure = payload as Partial<ApiFailure> | null;
        const error = new ApiError(xhr.status, failure?.message || `Upload failed (${xhr.status})`, failure?.error?.code, failure?.error?.details);
        if (xhr.status === 401 && token) hooks.onUnauthorized(error);
        reject(error);
        return;
      }
      const envelope = (payload ?? {}) as { data?: T; message?: string };
      resolve({ data: envelope.data as T, message: envelope.message });
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads one image to `POST /api/images` with progress.
 * @returns the stored image with its variant URLs
 * @throws ApiError with the server's message (not an image, too large, too many pixels)
 */
export async function uploadImage(file: File, options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {}): Promise<Image> {
  const result = await apiUpload<Image>('/api/images', file, options);
  return result.data;
}
