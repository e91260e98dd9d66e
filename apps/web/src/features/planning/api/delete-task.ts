import type { Task } from '@esdc/core/planning-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { forgetTask, invalidateBoards } from './planning-keys';
import { useViewerId } from './viewer';

/**
 * `DELETE /api/tasks/{id}` (SPEC §2 Planning; everyone who can see the board) → 204.
 * @throws ApiError 403 suspended, 404 'Task not found'
 */
async function deleteTask(task: Task): Promise<Task> {
  await apiRequest<null>(`/api/tasks/${task.id}`, { method: 'DELETE' });
  return task;
}

/** Deletes a task; it leaves the board's cached list and the counts refresh. */
export function useDeleteTask() {
  const viewer = useViewerId();
  const client = useQueryClient();
  return useApiMutation({
    request: deleteTask,
    refresh: (_client, task) => {
      forgetTask(client, viewer, task.board_id, task.id);
      return invalidateBoards(client, viewer);
    },
  });
}
