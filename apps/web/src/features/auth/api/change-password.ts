import type { PasswordChangeInput } from '@esdc/core/members';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `PUT /api/users/{id}/password` (contract at /api/docs): the member's own password. The server answers
 * 'Current password is incorrect', 'Password must be at least 6 characters long' or 'Passwords do not match',
 * and on success 'Password changed successfully' (other sessions are signed out).
 * @throws ApiError
 */
async function changePassword(id: number, input: PasswordChangeInput): Promise<string> {
  const result = await apiRequest<unknown>(`/api/users/${id}/password`, { method: 'PUT', body: input });
  return result.message || 'Password changed successfully';
}

/** Changes the password as a mutation. */
export function useChangePassword(id: number) {
  return useMutation({ mutationFn: (input: PasswordChangeInput) => changePassword(id, input) });
}
