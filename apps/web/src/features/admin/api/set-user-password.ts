import type { AdminSetPasswordInput } from '@esdc/core/account-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterAccountAction } from './admin-refresh';

/**
 * `PUT /api/admin/users/{id}/password` (SPEC §5 admin form rules; contract at /api/docs): sets a
 * member's password and signs them out everywhere.
 * @returns the server's message ('Password updated successfully')
 * @throws ApiError ('Password must be at least 8 characters long!', 'Passwords do not match', 'User not found')
 */
async function setUserPassword(id: number, input: AdminSetPasswordInput): Promise<string> {
  const result = await apiRequest<null>(`/api/admin/users/${id}/password`, { method: 'PUT', body: input, timeoutMs: 10_000 });
  return result.message ?? 'Password updated successfully';
}

/** Sets a password, then refreshes the audit log. */
export function useSetUserPassword() {
  return useApiMutation({
    request: ({ id, input }: { id: number; input: AdminSetPasswordInput }) => setUserPassword(id, input),
    refresh: invalidateAfterAccountAction,
  });
}
