import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterUserChange } from './admin-refresh';
import type { AdminUser, AdminUserCreate } from './admin-types';

/**
 * `POST /api/admin/users` (SPEC §5 Admin create-user form, §7).
 * @returns the created user and the server's message ('User created successfully')
 * @throws ApiError (409 'Email already registered' EMAIL_TAKEN / 'Username already taken' USERNAME_TAKEN / both: CONFLICT with details)
 */
async function createAdminUser(input: AdminUserCreate): Promise<{ user: AdminUser; message?: string }> {
  const result = await apiRequest<AdminUser>('/api/admin/users', { method: 'POST', body: input });
  return { user: result.data, message: result.message };
}

/** Creates a user, then refreshes stats, users and the audit log. */
export function useCreateAdminUser() {
  return useApiMutation({ request: createAdminUser, refresh: invalidateAfterUserChange });
}
