import { PLANNING_MESSAGES, TASK_STATUSES } from '@esdc/core/planning';
import type { Task, TaskListQuery } from '@esdc/core/planning-schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/db.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { visibleBoard, type BoardAccess, type Viewer } from './board-access.ts';
import { peopleById } from './planning-people.ts';

/*
 * Tasks as the API shows them (docs/requirements.md §2 Planning, §3 Task): with their assignees, labels and creator,
 * ordered by column (To Do, In Progress, Review, Done) and within a column by their fractional key.
 */

/** A task's stored row. */
export type TaskRow = Selectable<DB['tasks']>;

/** How long 'Due this week' looks ahead, in ms. */
const WEEK_MS = 7 * 86_400_000;

/**
 * Orders tasks as a board shows them: by column, then by key (compared as plain strings: byte order).
 * @param a one task
 * @param b another
 */
function boardOrder(a: Pick<TaskRow, 'status' | 'position' | 'id'>, b: Pick<TaskRow, 'status' | 'position' | 'id'>): number {
  const column = TASK_STATUSES.indexOf(a.status) - TASK_STATUSES.indexOf(b.status);
  if (column !== 0) return column;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id - b.id;
}

/**
 * Tasks as the API shows them, in the order given.
 * @param db the database or a transaction
 * @param rows the tasks' rows
 */
async function toTasks(db: Db, rows: readonly TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const assignees: { task_id: number; user_id: number }[] = [];
  const labels: { task_id: number; label: string }[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const [a, l] = await Promise.all([
      db.selectFrom('task_assignees').select(['task_id', 'user_id']).where('task_id', 'in', chunk).orderBy('user_id').execute(),
      db.selectFrom('task_labels').select(['task_id', 'label']).where('task_id', 'in', chunk).orderBy('label').execute(),
    ]);
    assignees.push(...a);
    labels.push(...l);
  }
  const people = await peopleById(db, [...assignees.map((a) => a.user_id), ...rows.flatMap((r) => (r.created_by !== null ? [r.created_by] : []))]);
  const assigneesOf = new Map<number, number[]>();
  for (const a of assignees) assigneesOf.set(a.task_id, [...(assigneesOf.get(a.task_id) ?? []), a.user_id]);
  const labelsOf = new Map<number, string[]>();
  for (const l of labels) labelsOf.set(l.task_id, [...(labelsOf.get(l.task_id) ?? []), l.label]);
  return rows.map((r) => ({
    id: r.id,
    board_id: r.board_id,
    title: r.title,
    description: r.description,
    status: r.status,
    priority: r.priority,
    assignees: (assigneesOf.get(r.id) ?? []).flatMap((id) => {
      const p = people.get(id);
      return p ? [p] : [];
    }),
    labels: labelsOf.get(r.id) ?? [],
    due_at: r.due_at,
    position: r.position,
    created_by: r.created_by !== null ? (people.get(r.created_by) ?? null) : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/**
 * A task the viewer may see (its board is visible to them), with the board's access.
 * @param db the database or a transaction
 * @param taskId the task's id
 * @param viewer the signed-in account
 * @param lock the engine, to lock the task's board row first (inside a transaction); the task is read after the lock
 * @throws AppError 404 'Task not found' when it is missing or its board is hidden from the viewer
 */
export async function visibleTask(
  db: Db,
  taskId: number,
  viewer: Viewer,
  lock?: Parameters<typeof visibleBoard>[3],
): Promise<{ task: TaskRow; access: BoardAccess }> {
  const first = await db.selectFrom('tasks').select('board_id').where('id', '=', taskId).executeTakeFirst();
  if (!first) throw notFound(PLANNING_MESSAGES.taskNotFound);
  const access = await visibleBoard(db, first.board_id, viewer, lock, PLANNING_MESSAGES.taskNotFound);
  // Read after the board's lock: a concurrent move may have changed its column and key (or deleted it).
  const task = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).where('board_id', '=', first.board_id).executeTakeFirst();
  if (!task) throw notFound(PLANNING_MESSAGES.taskNotFound);
  return { task, access };
}

/**
 * One task the viewer may see.
 * @throws AppError 404 'Task not found'
 */
export async function getTask(db: Db, taskId: number, viewer: Viewer): Promise<Task> {
  const { task } = await visibleTask(db, taskId, viewer);
  return (await toTasks(db, [task]))[0]!;
}

/**
 * A board's tasks matching the filters (docs/requirements.md §2 Planning: search, assignee, label, priority, due),
 * every one (a board holds at most 2,000), by column then key.
 * @param db the database
 * @param boardId the board's id
 * @param query the filters
 * @param viewer the signed-in account
 * @param now the current time (the due filters)
 * @throws AppError 404 'Board not found'
 */
export async function listTasks(db: Db, boardId: number, query: TaskListQuery, viewer: Viewer, now: Date): Promise<Task[]> {
  await visibleBoard(db, boardId, viewer);
  let select = db.selectFrom('tasks').selectAll().where('board_id', '=', boardId);
  if (query.search) select = select.where(containsText(['tasks.title', 'tasks.description'], query.search));
  if (query.assignee_id !== undefined) {
    const assignee = query.assignee_id;
    select = select.where('id', 'in', (eb) => eb.selectFrom('task_assignees').select('task_id').where('user_id', '=', assignee));
  }
  if (query.label !== undefined) {
    const label = query.label;
    select = select.where('id', 'in', (eb) => eb.selectFrom('task_labels').select('task_id').where('label', '=', label));
  }
  if (query.priority !== undefined) select = select.where('priority', '=', query.priority);
  const nowIso = now.toISOString();
  if (query.due === 'overdue') select = select.where('due_at', 'is not', null).where('due_at', '<', nowIso).where('status', '<>', 'done');
  if (query.due === 'week') select = select.where('due_at', '>=', nowIso).where('due_at', '<', new Date(now.getTime() + WEEK_MS).toISOString());
  if (query.due === 'none') select = select.where('due_at', 'is', null);
  const rows = await select.execute();
  return toTasks(db, rows.sort(boardOrder));
}
