import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** How big a limit is, for messages: '5 MB', '512 KB'. */
export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

const fileError = (status: number, message: string) =>
  new AppError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR', message, [{ path: 'file', message }]);

/** One uploaded file: its bytes and the name the browser sent. */
export interface Upload {
  data: Buffer;
  filename: string;
}

/**
 * Reads the one file of a multipart upload (field `file`) within a byte limit (the scope must have registered
 * @fastify/multipart). The whole file is read into memory; nothing is stored. A file over the limit is refused
 * whole, never returned cut at the limit (README: larger files get 413).
 * @param what the thing uploaded as messages name it ('file', 'image')
 * @throws AppError 415 not multipart, 400 no file or an empty one, 413 over `maxBytes`
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, what = 'file'): Promise<Upload> {
  const tooLarge = `The ${what} is too large: at most ${sizeLabel(maxBytes)}`;
  if (!request.isMultipart()) throw fileError(415, `Send the ${what} as multipart/form-data in a field named file`);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });
    if (!part || part.fieldname !== 'file') throw fileError(400, `Choose ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} to upload (field file)`);
    const data = await part.toBuffer();
    // toBuffer throws only when a piece arrives after the limit is crossed; when the limit falls exactly between two
    // pieces of the body, it returns the file cut at the limit, and only `truncated` tells.
    if (part.file.truncated) throw fileError(413, tooLarge);
    if (data.length === 0) throw fileError(400, 'The file is empty');
    return { data, filename: part.filename ?? '' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw fileError(413, tooLarge);
    if (status && status >= 400 && status < 500) throw fileError(400, 'The upload could not be read: send one file in a field named file');
    throw error;
  }
}
