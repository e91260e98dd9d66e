import { BOARD_TASKS_MAX, boardPath, PLANNING_MESSAGES, PLANNING_NOTIFICATION_TEXTS, type TaskStatus } from '@esdc/core/planning';
import type { Task, TaskCreate, TaskUpdate } from '@esdc/core/planning-schemas';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '@esdc/core/notification';
import { generateKeyBetween } from 'fractional-indexing';
import type { Database, Engine } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { visibleBoard, type BoardRow, type Viewer } from './board-access.ts';
import { boardMemberIds } from './board-reads.ts';
import { publishPlanningChange } from './planning-realtime.ts';
import { getTask, visibleTask } from './task-reads.ts';

/*
 * Adding, editing, moving and deleting tasks (docs/requirements.md §2 Planning; SPEC §3 Task). Everyone who can see a
 * board edits its tasks; the routes have checked 'board:create' (an active account). Every write locks the board's row
 * first, so writes to one board run one after another: a task's key is computed from its neighbours' keys as they are
 * under the lock, and twenty simultaneous moves in one column give twenty distinct keys in a consistent order.
 */

/** Who acts on a task: a signed-in account with their name (notifications name them). */
export type Actor = Viewer & { name: string };

/**
 * The key of a task placed last in a column (the column as it is under the board's lock).
 * @param exceptId a task left out (the one being moved)
 */
async function lastKeyOf(trx: Db, boardId: number, status: TaskStatus, exceptId?: number): Promise<string | null> {
  let query = trx
    .selectFrom('tasks')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('board_id', '=', boardId)
    .where('status', '=', status);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.position ?? null;
}

/**
 * The key of a task placed right after `afterId` (null: first) in a column, between that task's key and its successor's.
 * @param movingId the task being placed (left out of the column)
 * @throws AppError 422 'That task is not in this column'
 */
async function keyAfter(trx: Db, boardId: number, status: TaskStatus, afterId: number | null, movingId: number): Promise<string> {
  let before: string | null = null;
  if (afterId !== null) {
    const after = await trx
      .selectFrom('tasks')
      .select('position')
      .where('id', '=', afterId)
      .where('board_id', '=', boardId)
      .where('status', '=', status)
      .where('id', '<>', movingId)
      .executeTakeFirst();
    if (!after) throw new AppError(422, 'VALIDATION_ERROR', PLANNING_MESSAGES.notInColumn);
    before = after.position;
  }
  let next = trx
    .selectFrom('tasks')
    .select((eb) => eb.fn.min('position').as('position'))
    .where('board_id', '=', boardId)
    .where('status', '=', status)
    .where('id', '<>', movingId);
  if (before !== null) next = next.where('position', '>', before);
  const after = (await next.executeTakeFirst())?.position ?? null;
  return generateKeyBetween(before, after);
}

/**
 * Checks that every assignee can see the board.
 * @throws AppError 422 'Assignees must be members of this board'
 */
async function checkAssignees(trx: Db, board: BoardRow, assigneeIds: readonly number[]): Promise<void> {
  if (assigneeIds.length === 0) return;
  const members = await boardMemberIds(trx, board);
  if (assigneeIds.some((id) => !members.has(id))) throw new AppError(422, 'VALIDATION_ERROR', PLANNING_MESSAGES.assigneesNotMembers);
}

/** Notifies the newly added assignees other than the actor ('task_assigned'). */
async function notifyAssigned(trx: Db, engine: Engine, actor: Actor, board: BoardRow, title: string, userIds: readonly number[], now: Date): Promise<void> {
  const text = PLANNING_NOTIFICATION_TEXTS.taskAssigned(actor.name, title, board.name);
  await notify(
    trx,
    engine,
    {
      userIds: userIds.filter((id) => id !== actor.id),
      type: 'task_assigned',
      title: text.title.slice(0, NOTIFICATION_TITLE_MAX),
      message: text.message.slice(0, NOTIFICATION_MESSAGE_MAX),
      link: boardPath(board.id),
    },
    now,
  );
}

/**
 * Adds a task to a board ('Add Task'), last in its column; its new assignees are notified.
 * @returns the task
 * @throws AppError 404 'Board not found'; 409 'A board holds at most 2,000 tasks'; 422 'Assignees must be members of
 *   this board'
 */
export async function createTask(database: Database, actor: Actor, boardId: number, input: TaskCreate, now: Date): Promise<Task> {
  const taskId = await database.db.transaction().execute(async (trx) => {
    const { board } = await visibleBoard(trx, boardId, actor, database.engine);
    const count = await trx
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('board_id', '=', boardId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= BOARD_TASKS_MAX) throw new AppError(409, 'CONFLICT', PLANNING_MESSAGES.boardFull);
    await checkAssignees(trx, board, input.assignee_ids);
    const at = now.toISOString();
    const position = generateKeyBetween(await lastKeyOf(trx, boardId, input.status), null);
    const row = await trx
      .insertInto('tasks')
      .values({
        board_id: boardId,
        title: input.title,
        description: input.description,
        status: input.status,
        priority: input.priority,
        position,
        due_at: input.due_at,
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.assignee_ids.length > 0)
      await trx
        .insertInto('task_assignees')
        .values(input.assignee_ids.map((user_id) => ({ task_id: row.id, user_id })))
        .execute();
    if (input.labels.length > 0)
      await trx
        .insertInto('task_labels')
        .values(input.labels.map((label) => ({ task_id: row.id, label })))
        .execute();
    await notifyAssigned(trx, database.engine, actor, board, input.title, input.assignee_ids, now);
    await publishPlanningChange(trx, database.engine, { board_id: boardId, task_id: row.id, kind: 'task' });
    return row.id;
  });
  return getTask(database.db, taskId, actor);
}

/**
 * Edits a task's fields and moves it (docs/requirements.md §2 Planning): `status` is its column (unchanged when
 * absent); `position.after_id` the task it now follows in that column (null: first); a new column without a position
 * puts it last. Its new assignees are notified; labels and assignees given replace the old ones.
 * @returns the task after the change
 * @throws AppError 404 'Task not found'; 422 'That task is not in this column'; 422 'Assignees must be members of this
 *   board'
 */
export async function updateTask(database: Database, actor: Actor, taskId: number, input: TaskUpdate, now: Date): Promise<Task> {
  await database.db.transaction().execute(async (trx) => {
    const { task, access } = await visibleTask(trx, taskId, actor, database.engine);
    const { board } = access;
    const status = input.status ?? task.status;
    let position = task.position;
    if (input.position !== undefined) {
      const afterId = input.position.after_id;
      // "After itself" in its own column leaves it where it is.
      if (!(afterId === taskId && status === task.status)) position = await keyAfter(trx, board.id, status, afterId, taskId);
    } else if (status !== task.status) {
      position = generateKeyBetween(await lastKeyOf(trx, board.id, status, taskId), null);
    }
    let added: number[] = [];
    if (input.assignee_ids !== undefined) {
      await checkAssignees(trx, board, input.assignee_ids);
      const before = new Set((await trx.selectFrom('task_assignees').select('user_id').where('task_id', '=', taskId).execute()).map((r) => r.user_id));
      added = input.assignee_ids.filter((id) => !before.has(id));
      await trx.deleteFrom('task_assignees').where('task_id', '=', taskId).execute();
      if (input.assignee_ids.length > 0)
        await trx
          .insertInto('task_assignees')
          .values(input.assignee_ids.map((user_id) => ({ task_id: taskId, user_id })))
          .execute();
    }
    if (input.labels !== undefined) {
      await trx.deleteFrom('task_labels').where('task_id', '=', taskId).execute();
      if (input.labels.length > 0)
        await trx
          .insertInto('task_labels')
          .values(input.labels.map((label) => ({ task_id: taskId, label })))
          .execute();
    }
    await trx
      .updateTable('tasks')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        ...(input.due_at !== undefined ? { due_at: input.due_at } : {}),
        status,
        position,
        updated_at: now.toISOString(),
      })
      .where('id', '=', taskId)
      .execute();
    await notifyAssigned(trx, database.engine, actor, board, input.title ?? task.title, added, now);
    await publishPlanningChange(trx, database.engine, { board_id: board.id, task_id: taskId, kind: 'task' });
  });
  return getTask(database.db, taskId, actor);
}

/**
 * Deletes a task.
 * @throws AppError 404 'Task not found'
 */
export async function deleteTask(database: Database, actor: Viewer, taskId: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const { access } = await visibleTask(trx, taskId, actor, database.engine);
    await trx.deleteFrom('tasks').where('id', '=', taskId).execute();
    await publishPlanningChange(trx, database.engine, { board_id: access.board.id, task_id: taskId, kind: 'task-deleted' });
  });
}
