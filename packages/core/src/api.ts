/**
 * Error codes of the failure envelope (DESIGN API conventions). A client acts on the code, never on the
 * message's text (issue #10 §1): the message is for people and keeps the spec's words.
 * - `VALIDATION_ERROR` (400): the input breaks a rule; `details` lists `{ path, message }` per field.
 * - `UNAUTHORIZED` (401): not signed in, or the session is no longer valid.
 * - `FORBIDDEN` (403): signed in but not allowed (also a suspended or inactive account signing in).
 * - `NOT_FOUND` (404), `PAYLOAD_TOO_LARGE` (413), `RATE_LIMITED` (429), `INTERNAL_ERROR` (5xx).
 * - `CONFLICT` (409): conflicts with existing data. When several fields conflict at once (register, admin
 *   create/update user: 'Validation failed: Email already registered, Username already taken'), `details`
 *   gives each field's `{ path, message, code }` with the specific code below.
 * - `EMAIL_TAKEN` (409): 'Email already registered' — another account has this email (path `email`).
 * - `USERNAME_TAKEN` (409): 'Username already taken' — another account has this username in any case (path `username`).
 * - `WRONG_CURRENT_PASSWORD` (400): 'Current password is incorrect' — changing one's password with a wrong
 *   current password (path `current_password`).
 */
export type ApiErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'EMAIL_TAKEN'
  | 'USERNAME_TAKEN'
  | 'WRONG_CURRENT_PASSWORD'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR';

/** One field's failure in `error.details`: where (dotted path), the message, and a specific code when there is one. */
export interface ApiErrorDetail {
  path: string;
  message: string;
  code?: ApiErrorCode;
}

/** Success envelope: `{ success: true, data, message? }`. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

/** Failure envelope: `{ success: false, message, error: { code, details? } }`. */
export interface ApiFailure {
  success: false;
  message: string;
  error: { code: ApiErrorCode; details?: ApiErrorDetail[] };
}

/** A page of a paginated list. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * The message for a list of validation failures (SPEC §5 'Validation failed: {list}'):
 * one failure gives its own message; several give 'Validation failed: a, b'.
 */
export function validationMessage(messages: readonly string[]): string {
  const unique = [...new Set(messages)];
  if (unique.length === 1) return unique[0]!;
  return `Validation failed: ${unique.join(', ')}`;
}
