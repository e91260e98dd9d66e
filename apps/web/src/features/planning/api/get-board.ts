import type { Board } from '@esdc/core/planning-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';
import { useViewerId } from './viewer';

/**
 * `GET /api/boards/{id}` (SPEC §2 Planning): a board with its owner, the members who can see and edit it, its task
 * counts and whether the member may manage it.
 * @throws ApiError 404 'Board not found' (also for a board the member may not see)
 */
async function getBoard(id: number): Promise<Board> {
  return (await apiRequest<Board>(`/api/boards/${id}`)).data;
}

/** One board, for the member; none asked while `id` is null. */
export function useBoard(id: number | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: planningKeys.board(viewer, id ?? 0),
    queryFn: () => getBoard(id!),
    enabled: viewer !== null && id !== null,
  });
}
