import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchProjects, projectKeys, type ProjectListParams } from '../../../lib/projects-api';

export { fetchProjects, useProjects, type ProjectListParams } from '../../../lib/projects-api';

/**
 * `GET /api/projects` page by page for "Load more" (SPEC §2 Projects; DESIGN: never load everything).
 * The next offset comes from meta.total. Shared by the hook and the server-side render's prefetch.
 */
export function projectPagesOptions(params: Omit<ProjectListParams, 'offset'>, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: projectKeys.paged({ ...params, limit: pageSize }),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchProjects({ ...params, limit: pageSize, offset: pageParam }),
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/** The project list page by page (see {@link projectPagesOptions}). */
export function useProjectPages(params: Omit<ProjectListParams, 'offset'>, pageSize: number) {
  return useInfiniteQuery(projectPagesOptions(params, pageSize));
}
