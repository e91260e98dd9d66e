import { JOB_CV_MAX_BYTES, JOB_MESSAGES } from '@esdc/core/jobs';
import { coverNoteSchema } from '@esdc/core/jobs-schemas';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';

/*
 * Applications' CVs (SPEC §2 Jobs): a PDF, recognised by its first bytes (`%PDF-`), never by its name or the declared
 * type, at most 5 MB, stored in the media storage (disk or S3, like images and resource files) under
 * `<cv_key>/cv.pdf` and downloaded only through the authenticated `GET /api/job-applications/{id}/cv`.
 */

/** The object key of a CV in the media storage. */
export function cvObjectKey(cvKey: string): string {
  return `${cvKey}/cv.pdf`;
}

/** Whether bytes are a PDF: they begin with `%PDF-`. */
function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** What an in-app application sends: the cover note and the CV. */
export interface ApplicationUpload {
  coverNote: string;
  cv: Buffer;
  cvName: string;
}

const fieldError = (status: number, path: string, message: string) =>
  new AppError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR', message, [{ path, message }]);

/**
 * Reads an application's multipart body (fields `cover_note` and `cv`) within the CV's size limit. The scope must have
 * registered @fastify/multipart. Nothing is stored.
 * @throws AppError 415 not multipart; 400 'Cover note is required', 'Attach your CV as a PDF (field cv)', 'The CV must
 *   be a PDF file'; 413 'The CV is too large: at most 5 MB'
 */
export async function readApplication(request: FastifyRequest): Promise<ApplicationUpload> {
  if (!request.isMultipart()) throw fieldError(415, 'cv', JOB_MESSAGES.notMultipart);
  let coverNote: unknown;
  let cv: Buffer | null = null;
  let cvName = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: JOB_CV_MAX_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 6 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw fieldError(413, 'cv', JOB_MESSAGES.cvTooLarge);
        if (part.fieldname === 'cv') {
          cv = data;
          cvName = part.filename ?? '';
        }
      } else if (part.fieldname === 'cover_note') {
        coverNote = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw fieldError(413, 'cv', JOB_MESSAGES.cvTooLarge);
    if (status && status >= 400 && status < 500) throw fieldError(400, 'cv', JOB_MESSAGES.notMultipart);
    throw error;
  }
  const note = coverNoteSchema.safeParse(coverNote);
  if (!note.success) throw badRequest(note.error.issues[0]!.message, [{ path: 'cover_note', message: note.error.issues[0]!.message }]);
  if (!cv || cv.length === 0) throw fieldError(400, 'cv', JOB_MESSAGES.cvRequired);
  if (!isPdf(cv)) throw fieldError(400, 'cv', JOB_MESSAGES.cvNotPdf);
  return { coverNote: note.data, cv, cvName };
}

/**
 * A safe download name for a CV: the sent name's base, reduced to letters, digits, spaces, dots, hyphens and
 * underscores, with `.pdf`.
 */
export function cvDownloadName(sent: string): string {
  const base = (sent.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 80);
  return `${base || 'cv'}.pdf`;
}
