import { ApiError } from '../../../lib/api-client';

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

/** The server's per-field validation messages (VALIDATION_ERROR details) for the given fields. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string }[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  return error.details.flatMap((d) => ((fields as readonly string[]).includes(d.path) ? [{ field: d.path as F, message: d.message }] : []));
}

/** Whether a failed call was refused for lack of the admin role (403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
