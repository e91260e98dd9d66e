/** Error codes of the failure envelope (DESIGN API conventions). */
export type ApiErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR';

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
  error: { code: ApiErrorCode; details?: { path: string; message: string }[] };
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
