import type { Page } from '@esdc/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import type { AdminUser, AdminUserListParams } from './admin-types';

/**
 * `GET /api/admin/users` (SPEC §2 Admin panel Users tab, §7): server-side search over name, username and
 * email, role and status filters, one page with the total.
 * @throws ApiError
 */
export async function listAdminUsers(params: AdminUserListParams): Promise<Page<AdminUser>> {
  const result = await apiRequest<AdminUser[]>('/api/admin/users', { query: { ...params } });
  const items = result.data ?? [];
  return { items, total: result.meta?.total ?? items.length, limit: result.meta?.limit ?? params.limit, offset: result.meta?.offset ?? params.offset };
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useAdminUsers(params: AdminUserListParams) {
  return useQuery({ queryKey: adminKeys.userList(params), queryFn: () => listAdminUsers(params), placeholderData: keepPreviousData });
}
