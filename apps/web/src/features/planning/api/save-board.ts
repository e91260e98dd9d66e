import type { Board, BoardUpdate } from '@esdc/core/planning-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateBoards, planningKeys } from './planning-keys';
import { useViewerId } from './viewer';

/**
 * `PUT /api/boards/{id}` (SPEC §2 Planning; the board's managers): rename, describe, and for a member's own board
 * replace the members it is shared with.
 * @throws ApiError 400 with the schema's messages, 403, 404 'Board not found', 422 for members that cannot be added
 */
async function updateBoard({ id, changes }: { id: number; changes: BoardUpdate }): Promise<{ board: Board; message?: string }> {
  const res = await apiRequest<Board>(`/api/boards/${id}`, { method: 'PUT', body: changes });
  return { board: res.data, message: res.message };
}

/** Saves a board's settings; the board is cached and the board list refreshed. */
export function useUpdateBoard() {
  const viewer = useViewerId();
  const client = useQueryClient();
  return useApiMutation({
    request: updateBoard,
    refresh: (_client, { board }) => {
      client.setQueryData(planningKeys.board(viewer, board.id), board);
      return invalidateBoards(client, viewer);
    },
  });
}

/**
 * `DELETE /api/boards/{id}` (SPEC §2 Planning: a member's board its owner, a team's its lead, a project's its owner;
 * admins): the board and its tasks.
 * @throws ApiError 403, 404 'Board not found'
 */
async function deleteBoard(id: number): Promise<number> {
  await apiRequest<null>(`/api/boards/${id}`, { method: 'DELETE' });
  return id;
}

/** Deletes a board; the board list is refreshed. */
export function useDeleteBoard() {
  const viewer = useViewerId();
  const client = useQueryClient();
  return useApiMutation({
    request: deleteBoard,
    refresh: (_client, id) => {
      client.removeQueries({ queryKey: planningKeys.board(viewer, id) });
      client.removeQueries({ queryKey: planningKeys.tasks(viewer, id) });
      return client.invalidateQueries({ queryKey: planningKeys.boards(viewer) });
    },
  });
}
