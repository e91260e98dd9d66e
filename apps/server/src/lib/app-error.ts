import { validationMessage, type ApiErrorCode, type ApiErrorDetail } from '@esdc/core/api';

/**
 * An error with an HTTP status and a user-facing message in the spec's words.
 * The central error handler turns it into the failure envelope (DESIGN API conventions).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ApiErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400 with the spec's validation message. */
export const badRequest = (message: string, details?: ApiErrorDetail[]) => new AppError(400, 'VALIDATION_ERROR', message, details);
/** 401: not signed in, or the session is no longer valid. */
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
/** 403: signed in but not allowed. */
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'FORBIDDEN', message);
/** 404: missing. */
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

/** The account fields whose values must be unique, with their message (SPEC §5 Registration conflicts) and code. */
const TAKEN = {
  email: { message: 'Email already registered', code: 'EMAIL_TAKEN' },
  username: { message: 'Username already taken', code: 'USERNAME_TAKEN' },
} as const satisfies Record<string, { message: string; code: ApiErrorCode }>;

/** A field of an account that another account already holds. */
export type TakenField = keyof typeof TAKEN;

/**
 * 409 for an email and/or username another account holds (SPEC §5 Registration conflicts). One field:
 * its message ('Email already registered' / 'Username already taken') with code `EMAIL_TAKEN` /
 * `USERNAME_TAKEN`. Both: 'Validation failed: Email already registered, Username already taken' with code
 * `CONFLICT` and `details` giving each field's path, message and code.
 * @param fields the conflicting fields, at least one
 */
export function taken(fields: readonly TakenField[]): AppError {
  const unique = [...new Set(fields)];
  if (unique.length === 1) {
    const { message, code } = TAKEN[unique[0]!];
    return new AppError(409, code, message);
  }
  const details = unique.map((path) => ({ path, ...TAKEN[path] }));
  return new AppError(409, 'CONFLICT', validationMessage(details.map((d) => d.message)), details);
}

/** The field a unique-index violation from the database names ('username' when the text mentions it, else 'email'). */
export function takenFieldOf(databaseError: unknown): TakenField | null {
  const text = String(databaseError);
  if (!/unique|duplicate/i.test(text)) return null;
  return /username/i.test(text) ? 'username' : 'email';
}
