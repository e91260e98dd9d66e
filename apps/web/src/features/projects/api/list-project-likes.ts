import type { Like } from '@esdc/core/project';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/projects-api';

/** How many likes the Who Liked modal lists. */
const LIKES_PAGE_SIZE = 50;

/**
 * `GET /api/projects/{id}/likes` (SPEC §2 Project detail, likes modal): newest first.
 * @throws ApiError
 */
async function listProjectLikes(id: number, limit = LIKES_PAGE_SIZE): Promise<{ items: Like[]; total: number }> {
  const result = await apiRequest<Like[]>(`/api/projects/${id}/likes`, { query: { limit, offset: 0 } });
  return { items: result.data ?? [], total: result.meta?.total ?? result.data?.length ?? 0 };
}

/** Who liked a project; fetched only while the modal is open. */
export function useProjectLikes(id: number, enabled: boolean) {
  return useQuery({ queryKey: projectKeys.likes(id), queryFn: () => listProjectLikes(id), enabled });
}
