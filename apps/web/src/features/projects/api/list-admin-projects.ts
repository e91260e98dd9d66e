import type { Page } from '@esdc/core/api';
import type { Project, ProjectStatus } from '@esdc/core/project';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { adminKeys } from '../../../lib/admin-keys';

/** Filters and paging of `GET /api/admin/projects`. */
export interface AdminProjectListParams extends PageParams {
  q?: string;
  status?: ProjectStatus | '';
  user_id?: number;
}

/**
 * `GET /api/admin/projects` (SPEC §2 Admin panel Projects tab, §7: optional user_id or status filters).
 * @throws ApiError
 */
function listAdminProjects(params: AdminProjectListParams): Promise<Page<Project>> {
  return requestPage<Project>('/api/admin/projects', params);
}

/** One page of projects; the previous page stays on screen while the next one loads. */
export function useAdminProjects(params: AdminProjectListParams) {
  return usePageQuery(adminKeys.projectList(params), () => listAdminProjects(params));
}
