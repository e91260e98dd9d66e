import type { Page } from '@esdc/core/api';
import type { Project, ProjectStatus } from '@esdc/core/project';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Filters and paging of `GET /api/admin/projects`. */
export interface AdminProjectListParams {
  q?: string;
  status?: ProjectStatus | '';
  user_id?: number;
  limit: number;
  offset: number;
}

/**
 * `GET /api/admin/projects` (SPEC §2 Admin panel Projects tab, §7: optional user_id or status filters).
 * @throws ApiError
 */
export async function listAdminProjects(params: AdminProjectListParams): Promise<Page<Project>> {
  const result = await apiRequest<Project[]>('/api/admin/projects', { query: { ...params } });
  const items = result.data ?? [];
  return { items, total: result.meta?.total ?? items.length, limit: result.meta?.limit ?? params.limit, offset: result.meta?.offset ?? params.offset };
}

/** One page of projects; the previous page stays on screen while the next one loads. */
export function useAdminProjects(params: AdminProjectListParams) {
  return useQuery({ queryKey: adminKeys.projectList(params), queryFn: () => listAdminProjects(params), placeholderData: keepPreviousData });
}
