import type { Board, BoardCreateInput } from '@esdc/core/planning-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateBoards, planningKeys } from './planning-keys';
import { useViewerId } from './viewer';

/** A new board, the members to share it with (a member's board), and the server's message. */
interface NewBoard {
  input: BoardCreateInput;
  memberIds: number[];
}

/**
 * 'New Board': `POST /api/boards` {name, description, team_id?, project_id?} (active members, 'board:create'), then,
 * for a member's own board shared with others, `PUT /api/boards/{id}` {member_ids}.
 * @throws ApiError 400 with the schema's messages, 403 (not in the team, not the project's owner or contributor, or
 *   suspended), 422 for members that cannot be added
 */
async function createBoard({ input, memberIds }: NewBoard): Promise<{ board: Board; message?: string }> {
  const created = await apiRequest<Board>('/api/boards', { method: 'POST', body: input });
  let board = created.data;
  if (memberIds.length > 0) board = (await apiRequest<Board>(`/api/boards/${board.id}`, { method: 'PUT', body: { member_ids: memberIds } })).data;
  return { board, message: created.message };
}

/** Creates a board; it is cached and the board list refreshed. */
export function useCreateBoard() {
  const viewer = useViewerId();
  const client = useQueryClient();
  return useApiMutation({
    request: createBoard,
    refresh: (_client, { board }) => {
      client.setQueryData(planningKeys.board(viewer, board.id), board);
      return invalidateBoards(client, viewer);
    },
  });
}
