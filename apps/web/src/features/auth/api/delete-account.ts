import type { AccountDeletionInput } from '@esdc/core/account-data';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Deleting erases rows in every table about the member; give it longer than the usual 2000 ms. */
const DELETE_TIMEOUT_MS = 20_000;

/**
 * `DELETE /api/user/account` (contract at /api/docs): deletes the signed-in member's account. The
 * server answers 'Password is incorrect' (code WRONG_PASSWORD), 'Cannot delete the last active admin', and on
 * success 'Your account has been deleted'.
 * @returns the server's message
 * @throws ApiError
 */
async function deleteAccount(input: AccountDeletionInput): Promise<string> {
  const result = await apiRequest<null>('/api/user/account', { method: 'DELETE', body: input, timeoutMs: DELETE_TIMEOUT_MS });
  return result.message || 'Your account has been deleted';
}

/** Deletes the account as a mutation. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
