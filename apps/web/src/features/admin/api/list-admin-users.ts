import type { Page } from '@esdc/core/api';
import { requestPage, usePageQuery } from '../../../lib/api-page';
import { adminKeys } from '../../../lib/admin-keys';
import type { AdminUser, AdminUserListParams } from './admin-types';

/**
 * `GET /api/admin/users` (SPEC §2 Admin panel Users tab, §7): server-side search over name, username and
 * email, role and status filters, one page with the total.
 * @throws ApiError
 */
function listAdminUsers(params: AdminUserListParams): Promise<Page<AdminUser>> {
  return requestPage<AdminUser>('/api/admin/users', params);
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useAdminUsers(params: AdminUserListParams) {
  return usePageQuery(adminKeys.userList(params), () => listAdminUsers(params));
}
