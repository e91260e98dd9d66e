import type { BoardOwnerKind } from '@esdc/core/planning';
import { PLANNING_MESSAGES } from '@esdc/core/planning';
import { can, type Actor } from '@esdc/core/permissions';
import type { Selectable } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { projectIdsOf, projectRole } from '../projects/public.ts';
import { teamIdsOf, teamRole } from '../teams/public.ts';

/*
 * Who sees and who manages a board (docs/requirements.md §2 Planning; SPEC §6): a member's board its owner and the
 * members they added, a team's board the team's members (its lead manages it), a project's board its owner (who
 * manages it) and contributors; admins ('board:manage') see and manage every board. Everyone who sees a board edits
 * its tasks; anyone else is told it does not exist (404).
 */

/** A board's stored row. */
export type BoardRow = Selectable<DB['boards']>;

/** Whoever reads or writes boards: a signed-in account. */
export type Viewer = Actor;

/** What a viewer may do with one board. */
export interface BoardAccess {
  board: BoardRow;
  kind: BoardOwnerKind;
  /** The viewer may rename it, delete it and (a member's board) change its members. */
  canManage: boolean;
}

/**
 * A board's owner kind.
 * @param board its row
 */
export function ownerKindOf(board: Pick<BoardRow, 'team_id' | 'project_id'>): BoardOwnerKind {
  if (board.team_id !== null) return 'team';
  if (board.project_id !== null) return 'project';
  return 'member';
}

/**
 * What a viewer may do with a board, or null when they may not see it.
 * @param db the database or a transaction
 * @param board the board's row
 * @param viewer the signed-in account
 */
export async function accessOf(db: Db, board: BoardRow, viewer: Viewer): Promise<BoardAccess | null> {
  const kind = ownerKindOf(board);
  const admin = can(viewer, 'board:manage');
  if (kind === 'team') {
    const role = await teamRole(db, board.team_id!, viewer.id);
    return admin || role !== null ? { board, kind, canManage: admin || role === 'lead' } : null;
  }
  if (kind === 'project') {
    const role = await projectRole(db, board.project_id!, viewer.id);
    return admin || role !== null ? { board, kind, canManage: admin || role === 'owner' } : null;
  }
  if (admin || board.owner_id === viewer.id) return { board, kind, canManage: admin || board.owner_id === viewer.id };
  const shared = await db.selectFrom('board_members').select('user_id').where('board_id', '=', board.id).where('user_id', '=', viewer.id).executeTakeFirst();
  return shared ? { board, kind, canManage: false } : null;
}

/**
 * A board the viewer may see, optionally locking its row until the transaction ends (every task write locks its
 * board first, so concurrent moves and inserts on one board run one after another and their keys stay distinct).
 * @param db the database or a transaction
 * @param boardId the board's id
 * @param viewer the signed-in account
 * @param lock the engine, to lock the row (inside a transaction)
 * @param message the 404's message (default 'Board not found')
 * @throws AppError 404 when it is missing or hidden from the viewer
 */
export async function visibleBoard(
  db: Db,
  boardId: number,
  viewer: Viewer,
  lock?: Engine,
  message: string = PLANNING_MESSAGES.boardNotFound,
): Promise<BoardAccess> {
  const query = db.selectFrom('boards').selectAll().where('id', '=', boardId);
  const board = await (lock ? forUpdate(query, lock) : query).executeTakeFirst();
  const access = board ? await accessOf(db, board, viewer) : null;
  if (!access) throw notFound(message);
  return access;
}

/**
 * The ids of the teams and projects whose boards a viewer sees (besides their own and shared member boards).
 * @param db the database or a transaction
 * @param viewerId the viewer's id
 */
export async function ownersOfViewer(db: Db, viewerId: number): Promise<{ teamIds: number[]; projectIds: number[] }> {
  const [teamIds, projectIds] = await Promise.all([teamIdsOf(db, viewerId), projectIdsOf(db, viewerId)]);
  return { teamIds, projectIds };
}
