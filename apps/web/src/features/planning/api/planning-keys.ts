import type { Task } from '@esdc/core/planning-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { dropTask, upsertTask } from '../lib/task-order';

/**
 * Query keys of the planning boards (SPEC §2 Planning). Keyed by the member: which boards and tasks one sees depends on
 * who reads them, so signing in as someone else never shows the previous member's cached boards.
 */
export const planningKeys = {
  all: ['planning'] as const,
  boards: (viewer: number | null) => ['planning', viewer, 'boards'] as const,
  teamBoards: (viewer: number | null, teamId: number) => ['planning', viewer, 'boards', { team_id: teamId }] as const,
  board: (viewer: number | null, id: number) => ['planning', viewer, 'board', id] as const,
  tasks: (viewer: number | null, boardId: number) => ['planning', viewer, 'tasks', boardId] as const,
  myTeams: (viewer: number | null) => ['planning', viewer, 'my-teams'] as const,
  myProjects: (viewer: number | null) => ['planning', viewer, 'my-projects'] as const,
};

/**
 * Puts a task as the server has it into its board's cached list (where its status and key sort it).
 * @param client the app's query client
 * @param viewer the member
 * @param task the server's task
 */
export function storeTask(client: QueryClient, viewer: number | null, task: Task): void {
  client.setQueryData<Task[]>(planningKeys.tasks(viewer, task.board_id), (old) => (old ? upsertTask(old, task) : old));
}

/**
 * Removes a task from its board's cached list (deleted, or no longer visible).
 * @param client the app's query client
 * @param viewer the member
 * @param boardId its board
 * @param taskId the task
 */
export function forgetTask(client: QueryClient, viewer: number | null, boardId: number, taskId: number): void {
  client.setQueryData<Task[]>(planningKeys.tasks(viewer, boardId), (old) => (old ? dropTask(old, taskId) : old));
}

/**
 * After a change to the boards (created, renamed, shared, deleted, a task count changed): the board list and every
 * board are fetched again.
 * @param client the app's query client
 * @param viewer the member
 */
export function invalidateBoards(client: QueryClient, viewer: number | null): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: planningKeys.boards(viewer) }),
    client.invalidateQueries({ queryKey: ['planning', viewer, 'board'] }),
  ]);
}
