import type { Task } from '@esdc/core/planning-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { compareTasks } from '../lib/task-order';
import { planningKeys } from './planning-keys';
import { useViewerId } from './viewer';

/**
 * `GET /api/boards/{id}/tasks` (SPEC §2 Planning): every task of the board (at most 2,000), ordered by status then
 * position. The page searches and filters this list itself (lib/task-filter.ts), so one cached list serves the kanban,
 * the list view and the live updates.
 * @throws ApiError 404 'Board not found'
 */
async function listTasks(boardId: number): Promise<Task[]> {
  // Kept in board order whatever the answer's order, so the columns and the list view can trust it.
  return (await apiRequest<Task[]>(`/api/boards/${boardId}/tasks`, { timeoutMs: 10_000 })).data.sort(compareTasks);
}

/** A board's tasks; none asked while `boardId` is null. */
export function useBoardTasks(boardId: number | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: planningKeys.tasks(viewer, boardId ?? 0),
    queryFn: () => listTasks(boardId!),
    enabled: viewer !== null && boardId !== null,
  });
}
