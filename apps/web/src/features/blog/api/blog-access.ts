import type { BlogAccess } from '@esdc/core/blog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { blogKeys } from './blog-keys';

/**
 * `GET /api/blog/access`: whether the viewer is a writer an admin appointed, and whether they may write posts.
 * @throws ApiError
 */
async function getBlogAccess(): Promise<BlogAccess> {
  return (await apiRequest<BlogAccess>('/api/blog/access')).data;
}

/** The viewer's blog access (not asked for a visitor, who may not write). */
export function useBlogAccess() {
  const session = useSession();
  const viewer = session.user?.id ?? null;
  return useQuery({ queryKey: blogKeys.access(viewer), queryFn: getBlogAccess, enabled: session.status === 'authenticated' });
}
