import type { ForumCategory } from '@esdc/core/forum-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';
import { useViewerId } from './viewer';

/**
 * `GET /api/forum/categories` (SPEC §2 Forum): the categories in order with their thread and post counts and last
 * activity (archived ones only for admins).
 * @returns the categories
 */
export async function listForumCategories(): Promise<ForumCategory[]> {
  return (await apiRequest<ForumCategory[]>('/api/forum/categories')).data ?? [];
}

/** The forum's categories, for the reader. */
export function useForumCategories() {
  const viewer = useViewerId();
  return useQuery({ queryKey: forumKeys.categories(viewer), queryFn: listForumCategories });
}
