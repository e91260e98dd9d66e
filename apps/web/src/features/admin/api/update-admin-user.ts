import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterUserChange } from './admin-refresh';
import type { AdminUser, AdminUserUpdate } from './admin-types';

/**
 * `PUT /api/admin/users/{id}` (SPEC §4 User statuses, Points; §7).
 * @returns the updated user and the server's message ('User updated successfully')
 * @throws ApiError with the refusal ('User is already suspended', 'Cannot remove the last active admin', ...)
 */
async function updateAdminUser(id: number, input: AdminUserUpdate): Promise<{ user: AdminUser; message?: string }> {
  const result = await apiRequest<AdminUser>(`/api/admin/users/${id}`, { method: 'PUT', body: input });
  return { user: result.data, message: result.message };
}

/** Updates a user, then refreshes stats, users and the audit log. */
export function useUpdateAdminUser() {
  return useApiMutation({ request: ({ id, input }: { id: number; input: AdminUserUpdate }) => updateAdminUser(id, input), refresh: invalidateAfterUserChange });
}
