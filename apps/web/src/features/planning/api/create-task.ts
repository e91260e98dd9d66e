import type { Task, TaskCreateInput } from '@esdc/core/planning-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateBoards, storeTask } from './planning-keys';
import { useViewerId } from './viewer';

/**
 * 'Add Task': `POST /api/boards/{id}/tasks` (everyone who can see the board); the task goes last in its column.
 * @throws ApiError 400 with the schema's messages, 403 suspended, 404 'Board not found', 422 'Assignees must be
 *   members of this board' or 'A board holds at most 2,000 tasks'
 */
async function createTask({ boardId, input }: { boardId: number; input: TaskCreateInput }): Promise<{ task: Task; message?: string }> {
  const result = await apiRequest<Task>(`/api/boards/${boardId}/tasks`, { method: 'POST', body: input });
  return { task: result.data, message: result.message };
}

/** Adds a task; it joins the board's cached list and the counts refresh. */
export function useCreateTask() {
  const viewer = useViewerId();
  const client = useQueryClient();
  return useApiMutation({
    request: createTask,
    refresh: (_client, { task }) => {
      storeTask(client, viewer, task);
      return invalidateBoards(client, viewer);
    },
  });
}
