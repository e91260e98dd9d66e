import type { Task } from '@esdc/core/planning-schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/tasks/{id}` (SPEC §2 Planning): one task, as the live updates read it after a `task` event.
 * @throws ApiError 404 'Task not found' (deleted, or no longer visible to the member)
 */
export async function getTask(id: number): Promise<Task> {
  return (await apiRequest<Task>(`/api/tasks/${id}`)).data;
}
