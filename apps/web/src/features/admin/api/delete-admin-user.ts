import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterUserChange } from './admin-refresh';

/**
 * `DELETE /api/admin/users/{id}` (SPEC §8 Delete user).
 * @throws ApiError ('You cannot delete your own account', 'Cannot delete the last active admin', 'User not found')
 */
async function deleteAdminUser(id: number): Promise<void> {
  await apiRequest<null>(`/api/admin/users/${id}`, { method: 'DELETE' });
}

/** Deletes a user, then refreshes stats, users, projects and the audit log. */
export function useDeleteAdminUser() {
  return useApiMutation({ request: deleteAdminUser, refresh: invalidateAfterUserChange });
}
