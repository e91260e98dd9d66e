import { ApiError } from '../../lib/api-client';

/** The server's (or the client's network/timeout) message of a failed call, or null. */
export function serverMessage(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/**
 * A failure text in the SPEC §8 shape '{prefix}: {error}' (e.g. 'Failed to delete user: User not found'),
 * or the bare prefix when the failure carries no message.
 */
export function withServerMessage(prefix: string, error: unknown): string {
  const message = serverMessage(error);
  return message ? `${prefix}: ${message}` : prefix;
}

/** The field a failure's specific code names (read the code, never the message's text). */
const FIELD_OF_CODE: Readonly<Record<string, string>> = { EMAIL_TAKEN: 'email', USERNAME_TAKEN: 'username' };

/**
 * The server's per-field messages for the given fields: the envelope's `details` (VALIDATION_ERROR, or a
 * CONFLICT of several fields), else the one field a specific code names (EMAIL_TAKEN → email,
 * USERNAME_TAKEN → username) with the server's message.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const isField = (path: string | undefined): path is F => path !== undefined && (fields as readonly string[]).includes(path);
  if (error.details?.length) return error.details.flatMap((d) => (isField(d.path) ? [{ field: d.path, message: d.message }] : []));
  const field = error.code === undefined ? undefined : FIELD_OF_CODE[error.code];
  return isField(field) ? [{ field, message: error.message }] : [];
}

/** Whether a failed call was refused for lack of the admin role (403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
