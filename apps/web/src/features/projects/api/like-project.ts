import type { Project, ProjectLikeCount } from '@esdc/core/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjectLists, projectKeys } from '../../../lib/projects-api';

/**
 * `POST` (like) or `DELETE` (unlike) `/api/projects/{id}/like` (SPEC §4: likes never go below zero).
 * @returns the server's like count and whether the caller now likes the project
 * @throws ApiError
 */
async function setProjectLike(id: number, like: boolean): Promise<ProjectLikeCount> {
  return (await apiRequest<ProjectLikeCount>(`/api/projects/${id}/like`, { method: like ? 'POST' : 'DELETE' })).data;
}

/**
 * Like toggle with an optimistic update (SPEC §4: the local state flips), then the server's result;
 * rolls back on failure. Refreshes the likes list and project lists; the detail already holds the server's result.
 */
export function useToggleLike(id: number) {
  const client = useQueryClient();
  const key = projectKeys.detail(id);
  return useMutation({
    mutationFn: (like: boolean) => setProjectLike(id, like),
    onMutate: async (like: boolean) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Project>(key);
      if (previous) {
        client.setQueryData<Project>(key, {
          ...previous,
          liked_by_me: like,
          likes: Math.max(0, previous.likes + (like ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _like, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      client.setQueryData<Project>(key, (old) => (old ? { ...old, likes: result.likes, liked_by_me: result.liked } : old));
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: projectKeys.likes(id) });
      void invalidateProjectLists(client);
    },
  });
}
