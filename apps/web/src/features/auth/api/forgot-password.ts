import type { ForgotPasswordInput } from '@esdc/core/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/user/forgot-password` (contract at /api/docs): asks for a reset link. The server answers the same
 * message whether or not the address has an account.
 * @returns the server's message
 * @throws ApiError (400 for an empty address, 429 when asked too often)
 */
async function forgotPassword(input: ForgotPasswordInput): Promise<string> {
  return (await apiRequest<null>('/api/user/forgot-password', { method: 'POST', body: input })).message ?? '';
}

/** Asks for a reset link as a mutation. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
