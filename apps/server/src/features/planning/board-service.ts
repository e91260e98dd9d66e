import { PLANNING_MESSAGES } from '@esdc/core/planning';
import type { Board, BoardCreate, BoardUpdate } from '@esdc/core/planning-schemas';
import { can } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { projectExists, projectRole } from '../projects/public.ts';
import { teamExists, teamRole } from '../teams/public.ts';
import { visibleBoard, type Viewer } from './board-access.ts';
import { getBoard } from './board-reads.ts';
import { publishPlanningChange } from './planning-realtime.ts';

/*
 * Creating, changing and deleting boards (docs/requirements.md §2 Planning 'New Board'; SPEC §6). The routes have
 * checked 'board:create' (an active account) for every write.
 */

/**
 * Creates a board: a team's (the creator is in the team), a project's (the creator owns or contributes to it) or,
 * with neither id, the creator's own board, shared with the members they add later. Admins may create any.
 * @param database the database
 * @param actor the active member
 * @param input the name, description and owner
 * @param now the creation time
 * @returns the new board
 * @throws AppError 404 'Team not found' / 'Project not found'; 403 'Only members of this team can create its boards' /
 *   'Only the project owner and contributors can create its boards'
 */
export async function createBoard(database: Database, actor: Viewer, input: BoardCreate, now: Date): Promise<Board> {
  const admin = can(actor, 'board:manage');
  const id = await database.db.transaction().execute(async (trx) => {
    if (input.team_id != null) {
      if (!(await teamExists(trx, input.team_id))) throw notFound(PLANNING_MESSAGES.teamNotFound);
      if (!admin && (await teamRole(trx, input.team_id, actor.id)) === null) throw forbidden(PLANNING_MESSAGES.notInTeam);
    }
    if (input.project_id != null) {
      if (!(await projectExists(trx, input.project_id))) throw notFound(PLANNING_MESSAGES.projectNotFound);
      if (!admin && (await projectRole(trx, input.project_id, actor.id)) === null) throw forbidden(PLANNING_MESSAGES.notInProject);
    }
    const at = now.toISOString();
    const row = await trx
      .insertInto('boards')
      .values({
        name: input.name,
        description: input.description,
        owner_id: actor.id,
        team_id: input.team_id ?? null,
        project_id: input.project_id ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return getBoard(database.db, id, actor);
}

/**
 * Renames or describes a board, and for a member's board replaces the members it is shared with (the owner is never
 * listed; removed members' assignments on its tasks go). Managers only: the owner, the team lead, the project owner,
 * or an admin.
 * @returns the board after the change
 * @throws AppError 404 'Board not found'; 403 'Only the owner of this board can change or delete it'; 422 'Only a
 *   member’s own board is shared with members they add' or 'Members must be existing members'
 */
export async function updateBoard(database: Database, actor: Viewer, boardId: number, input: BoardUpdate, now: Date): Promise<Board> {
  await database.db.transaction().execute(async (trx) => {
    const { board, kind, canManage } = await visibleBoard(trx, boardId, actor, database.engine);
    if (!canManage) throw forbidden(PLANNING_MESSAGES.mayNotManage);
    if (input.member_ids !== undefined) {
      if (kind !== 'member') throw new AppError(422, 'VALIDATION_ERROR', PLANNING_MESSAGES.membersOnlyMemberBoards);
      const wanted = input.member_ids.filter((id) => id !== board.owner_id);
      if (wanted.length > 0) {
        const found = await trx.selectFrom('users').select('id').where('id', 'in', wanted).where('deleted_at', 'is', null).execute();
        if (found.length !== wanted.length) throw new AppError(422, 'VALIDATION_ERROR', PLANNING_MESSAGES.membersUnknown);
      }
      await trx.deleteFrom('board_members').where('board_id', '=', boardId).execute();
      if (wanted.length > 0) {
        await trx
          .insertInto('board_members')
          .values(wanted.map((user_id) => ({ board_id: boardId, user_id, created_at: now.toISOString() })))
          .execute();
      }
      const keep = board.owner_id !== null ? [...wanted, board.owner_id] : wanted;
      let removed = trx.deleteFrom('task_assignees').where('task_id', 'in', (eb) => eb.selectFrom('tasks').select('id').where('board_id', '=', boardId));
      if (keep.length > 0) removed = removed.where('user_id', 'not in', keep);
      await removed.execute();
    }
    await trx
      .updateTable('boards')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updated_at: now.toISOString(),
      })
      .where('id', '=', boardId)
      .execute();
    await publishPlanningChange(trx, database.engine, { board_id: boardId, task_id: null, kind: 'board' });
  });
  return getBoard(database.db, boardId, actor);
}

/**
 * Deletes a board and its tasks: a member's board its owner, a team's the team lead, a project's the project owner;
 * admins any.
 * @throws AppError 404 'Board not found'; 403 'Only the owner of this board can change or delete it'
 */
export async function deleteBoard(database: Database, actor: Viewer, boardId: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const { canManage } = await visibleBoard(trx, boardId, actor, database.engine);
    if (!canManage) throw forbidden(PLANNING_MESSAGES.mayNotManage);
    await trx.deleteFrom('boards').where('id', '=', boardId).execute();
    await publishPlanningChange(trx, database.engine, { board_id: boardId, task_id: null, kind: 'board-deleted' });
  });
}
