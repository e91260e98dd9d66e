import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';
import { engineOf } from '../../db/row-lock.ts';
import { publishPlanningChange } from './planning-realtime.ts';

/** docs/requirements.md §2 Planning: the boards the member created (their own boards, and the team and project boards they started). */
export const planningBoardsExport = memberRowsSection({
  key: 'planning_boards',
  table: 'boards',
  owner: 'owner_id',
  columns: ['id', 'name', 'description', 'team_id', 'project_id', 'created_at', 'updated_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Planning: the members' boards shared with the member. */
export const planningBoardSharesExport = memberRowsSection({
  key: 'planning_board_shares',
  table: 'board_members',
  owner: 'user_id',
  columns: ['board_id', 'boards.name as board_name', 'created_at'],
  join: { table: 'boards', on: 'board_id' },
  orderBy: 'board_id',
});

/** docs/requirements.md §2 Planning: the tasks the member created, as written. */
export const planningTasksExport = memberRowsSection({
  key: 'planning_tasks',
  table: 'tasks',
  owner: 'created_by',
  columns: ['id', 'board_id', 'title', 'description', 'status', 'priority', 'due_at', 'created_at', 'updated_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Planning: the tasks assigned to the member. */
export const planningAssignmentsExport = memberRowsSection({
  key: 'planning_task_assignments',
  table: 'task_assignees',
  owner: 'user_id',
  columns: ['task_id', 'tasks.board_id as board_id', 'tasks.title as task_title', 'tasks.status as status'],
  join: { table: 'tasks', on: 'task_id' },
  orderBy: 'task_id',
});

/**
 * On account deletion (SPEC §2 Your data): the member's own boards are deleted with their tasks (a team's or project's
 * board they started stays, without a creator); they are taken off the boards shared with them and off every task
 * assigned to them; the tasks they created on other boards stay without a creator. Open board streams hear of it.
 */
export const planningEraser: Eraser = {
  name: 'Planning boards, shares, assignments and tasks',
  erase: async (trx, { userId }) => {
    const engine = engineOf(trx);
    const own = await trx
      .selectFrom('boards')
      .select('id')
      .where('owner_id', '=', userId)
      .where('team_id', 'is', null)
      .where('project_id', 'is', null)
      .execute();
    if (own.length > 0) {
      await trx
        .deleteFrom('boards')
        .where(
          'id',
          'in',
          own.map((b) => b.id),
        )
        .execute();
      for (const b of own) await publishPlanningChange(trx, engine, { board_id: b.id, task_id: null, kind: 'board-deleted' });
    }
    await trx.updateTable('boards').set({ owner_id: null }).where('owner_id', '=', userId).execute();
    const shared = await trx.selectFrom('board_members').select('board_id').where('user_id', '=', userId).execute();
    await trx.deleteFrom('board_members').where('user_id', '=', userId).execute();
    for (const b of shared) await publishPlanningChange(trx, engine, { board_id: b.board_id, task_id: null, kind: 'board' });
    await trx.deleteFrom('task_assignees').where('user_id', '=', userId).execute();
    await trx.updateTable('tasks').set({ created_by: null }).where('created_by', '=', userId).execute();
  },
};
