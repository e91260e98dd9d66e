import type { TaskStatus } from '@esdc/core/planning';
import { generateKeyBetween } from 'fractional-indexing';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/*
 * Test fixtures of planning boards (its tests and its authorization cases): boards, shares, teams and tasks inserted
 * directly, so a case needs no other route. Teams are rows of migration 024's `teams` and `team_members` (the teams
 * API is another feature's).
 */

/**
 * A fresh board.
 * @param opts `ownerId` (the creator; a member's board's owner), `memberIds` (a member's board shared with them),
 *   `teamId` / `projectId` (a team's or a project's board)
 * @returns its id
 */
export async function insertBoard(
  db: Kysely<DB>,
  now: Date,
  opts: { ownerId: number | null; memberIds?: readonly number[]; teamId?: number; projectId?: number; name?: string },
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('boards')
    .values({
      name: opts.name ?? 'Fixture board',
      description: '',
      owner_id: opts.ownerId,
      team_id: opts.teamId ?? null,
      project_id: opts.projectId ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.memberIds?.length)
    await db
      .insertInto('board_members')
      .values(opts.memberIds.map((user_id) => ({ board_id: row.id, user_id, created_at: at })))
      .execute();
  return row.id;
}

/**
 * A fresh task, last in its column.
 * @returns its id
 */
export async function insertTask(
  db: Kysely<DB>,
  boardId: number,
  now: Date,
  opts: { createdBy?: number | null; status?: TaskStatus; title?: string; assigneeIds?: readonly number[] } = {},
): Promise<number> {
  const status = opts.status ?? 'todo';
  const last = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('board_id', '=', boardId)
    .where('status', '=', status)
    .executeTakeFirst();
  const at = now.toISOString();
  const row = await db
    .insertInto('tasks')
    .values({
      board_id: boardId,
      title: opts.title ?? 'Fixture task',
      description: '',
      status,
      priority: 'medium',
      position: generateKeyBetween(last?.position ?? null, null),
      due_at: null,
      created_by: opts.createdBy ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.assigneeIds?.length)
    await db
      .insertInto('task_assignees')
      .values(opts.assigneeIds.map((user_id) => ({ task_id: row.id, user_id })))
      .execute();
  return row.id;
}

/**
 * A fresh team with its lead and members (rows of migration 024).
 * @returns its id
 */
export async function insertTeam(db: Kysely<DB>, now: Date, leadId: number, memberIds: readonly number[] = []): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('teams')
    .values({
      name: `Team ${Math.random().toString(36).slice(2, 10)}`,
      description: '',
      avatar: null,
      focus_area: 'Hardware',
      created_by: leadId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('team_members')
    .values([
      { team_id: row.id, user_id: leadId, role: 'lead', joined_at: at },
      ...memberIds.map((user_id) => ({ team_id: row.id, user_id, role: 'member' as const, joined_at: at })),
    ])
    .execute();
  return row.id;
}
