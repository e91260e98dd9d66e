import type { ApiErrorCode } from '@esdc/core/api';

/**
 * An error with an HTTP status and a user-facing message in the spec's words.
 * The central error handler turns it into the failure envelope (DESIGN API conventions).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400 with the spec's validation message. */
export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
/** 401: not signed in, or the session is no longer valid. */
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
/** 403: signed in but not allowed. */
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'FORBIDDEN', message);
/** 404: missing. */
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
/** 409: conflicts with existing data. */
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
