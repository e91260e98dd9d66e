import type { ResetPasswordInput } from '@esdc/core/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/user/reset-password` (contract at /api/docs): sets a new password from a reset link's token; every
 * session of the member is signed out.
 * @returns the server's message
 * @throws ApiError: code `INVALID_TOKEN` for an unknown, expired or used link; 400 with the form's messages
 */
async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return (await apiRequest<null>('/api/user/reset-password', { method: 'POST', body: input, timeoutMs: 10_000 })).message ?? '';
}

/** Resets the password as a mutation. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
