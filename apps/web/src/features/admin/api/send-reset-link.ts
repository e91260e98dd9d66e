import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterAccountAction } from './admin-refresh';

/**
 * `POST /api/admin/users/{id}/password-reset` (contract at /api/docs): mails the member a reset link.
 * @returns the server's message ('Password reset link sent')
 * @throws ApiError ('User not found', …)
 */
async function sendResetLink(id: number): Promise<string> {
  return (await apiRequest<null>(`/api/admin/users/${id}/password-reset`, { method: 'POST' })).message ?? 'Password reset link sent';
}

/** Sends a reset link, then refreshes the audit log and the Mail tab. */
export function useSendResetLink() {
  return useApiMutation({ request: sendResetLink, refresh: invalidateAfterAccountAction });
}
