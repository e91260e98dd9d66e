import { ApiError } from '../../../lib/api-client';

/**
 * The text to show when signing in or registering fails (SPEC §8): the server's message (or the
 * client's timeout/network message), else the fallback ('Login failed', 'Registration failed').
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
