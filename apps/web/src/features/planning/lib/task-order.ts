import { TASK_STATUSES, type TaskStatus } from '@esdc/core/planning';
import type { Task } from '@esdc/core/planning-schemas';

/*
 * The order of a board's tasks (SPEC §2 Planning): by status (To Do, In Progress, Review, Done), then by the
 * fractional key the server gave each (`position`, compared as plain strings, as `fractional-indexing` keys are meant
 * to be). The cached list keeps that order, so a column is its status's tasks in list order.
 */

const STATUS_RANK: Record<TaskStatus, number> = Object.fromEntries(TASK_STATUSES.map((s, i) => [s, i])) as Record<TaskStatus, number>;

/** Compares two tasks by status, then position (then id, so equal keys still have one order). */
export function compareTasks(a: Pick<Task, 'status' | 'position' | 'id'>, b: Pick<Task, 'status' | 'position' | 'id'>): number {
  const rank = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (rank !== 0) return rank;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id - b.id;
}

/** Each status's tasks, in list order. */
export type TaskColumns = Record<TaskStatus, Task[]>;

/**
 * The tasks grouped into the four columns, keeping their order in the list.
 * @param tasks the board's tasks (ordered by status then position)
 */
export function groupByStatus(tasks: readonly Task[]): TaskColumns {
  const columns = Object.fromEntries(TASK_STATUSES.map((s) => [s, [] as Task[]])) as TaskColumns;
  for (const task of tasks) columns[task.status].push(task);
  return columns;
}

/**
 * The list with `task` as the server now has it: the old copy removed, the new one inserted where its status and key
 * sort it (the others keep their places, so a move still waiting for its answer is not undone).
 * @param tasks the cached list
 * @param task the task fetched or answered by the server
 * @returns a new list
 */
export function upsertTask(tasks: readonly Task[], task: Task): Task[] {
  const rest = tasks.filter((t) => t.id !== task.id);
  const at = rest.findIndex((t) => compareTasks(task, t) < 0);
  if (at < 0) return [...rest, task];
  return [...rest.slice(0, at), task, ...rest.slice(at)];
}

/**
 * The list without the task of that id.
 * @returns a new list (the same one when the task was not in it)
 */
export function dropTask(tasks: readonly Task[], id: number): Task[] {
  return tasks.some((t) => t.id === id) ? tasks.filter((t) => t.id !== id) : (tasks as Task[]);
}

/**
 * A move as the board shows it before the server answers (optimistic): the task takes `status` and goes right after
 * the task `afterId` of that column, or first in it for null. Its key is still the old one until the answer.
 * @param tasks the cached list
 * @param id the moved task
 * @param status the target column
 * @param afterId the task it now follows in that column, or null for the top
 * @returns a new list (the same one when the task is not in it)
 */
export function placeTask(tasks: readonly Task[], id: number, status: TaskStatus, afterId: number | null): Task[] {
  const moving = tasks.find((t) => t.id === id);
  if (!moving) return tasks as Task[];
  const moved: Task = { ...moving, status };
  const rest = tasks.filter((t) => t.id !== id);
  let at: number;
  if (afterId !== null) {
    const after = rest.findIndex((t) => t.id === afterId);
    at = after < 0 ? -1 : after + 1;
  } else {
    at = rest.findIndex((t) => STATUS_RANK[t.status] >= STATUS_RANK[status]);
  }
  if (at < 0) {
    // No such neighbour (or nothing of that status or later): after the last task of an earlier status.
    const later = rest.findIndex((t) => STATUS_RANK[t.status] > STATUS_RANK[status]);
    at = later < 0 ? rest.length : later;
  }
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}
