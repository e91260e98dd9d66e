import { TASK_STATUSES, type TaskStatus } from '@esdc/core/planning';
import type { Board, BoardListQuery, BoardOwner, PlanningPerson } from '@esdc/core/planning-schemas';
import { can } from '@esdc/core/permissions';
import { paths } from '@esdc/core/routes';
import type { Db } from '../../db/db.ts';
import { projectPeople } from '../projects/public.ts';
import { accessOf, ownerKindOf, ownersOfViewer, visibleBoard, type BoardRow, type Viewer } from './board-access.ts';
import { peopleById } from './planning-people.ts';
import { teamPeople } from '../teams/public.ts';

/*
 * Boards as the API shows them (docs/requirements.md §2 Planning, §3 Planning board): the owner, everyone who can see
 * and edit it, its task counts per column and whether the viewer manages it.
 */

/**
 * The ids of everyone who can see and edit each board: a member's board its owner then the members they added; a
 * team's its members (the lead first); a project's its owner then its contributors.
 * @param db the database or a transaction
 * @param boards the boards' rows
 * @returns by board id, with the owners' names and paths
 */
async function peopleOfBoards(db: Db, boards: readonly BoardRow[]) {
  const memberBoards = boards.filter((b) => ownerKindOf(b) === 'member').map((b) => b.id);
  const [shares, teams, projects] = await Promise.all([
    memberBoards.length
      ? db.selectFrom('board_members').select(['board_id', 'user_id']).where('board_id', 'in', memberBoards).orderBy('created_at').orderBy('user_id').execute()
      : Promise.resolve([]),
    teamPeople(
      db,
      boards.flatMap((b) => (b.team_id !== null ? [b.team_id] : [])),
    ),
    projectPeople(
      db,
      boards.flatMap((b) => (b.project_id !== null ? [b.project_id] : [])),
    ),
  ]);
  const memberIds = new Map<number, number[]>();
  for (const b of boards) {
    if (b.team_id !== null) memberIds.set(b.id, teams.get(b.team_id)?.memberIds ?? []);
    else if (b.project_id !== null) {
      const p = projects.get(b.project_id);
      memberIds.set(b.id, p ? [p.ownerId, ...p.contributorIds] : []);
    } else memberIds.set(b.id, b.owner_id !== null ? [b.owner_id] : []);
  }
  for (const s of shares) memberIds.get(s.board_id)?.push(s.user_id);
  return { memberIds, teams, projects };
}

/**
 * The ids of everyone who can see and edit a board (its `members`), for the assignee rule.
 * @param db the database or a transaction
 * @param board its row
 */
export async function boardMemberIds(db: Db, board: BoardRow): Promise<Set<number>> {
  const { memberIds } = await peopleOfBoards(db, [board]);
  return new Set(memberIds.get(board.id) ?? []);
}

/**
 * Boards as the viewer sees them, in the order given.
 * @param db the database or a transaction
 * @param rows the boards' rows with whether the viewer manages each
 */
async function toBoards(db: Db, rows: readonly { board: BoardRow; canManage: boolean }[]): Promise<Board[]> {
  if (rows.length === 0) return [];
  const boards = rows.map((r) => r.board);
  const ids = boards.map((b) => b.id);
  const [{ memberIds, teams, projects }, counts] = await Promise.all([
    peopleOfBoards(db, boards),
    db
      .selectFrom('tasks')
      .select(['board_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('board_id', 'in', ids)
      .groupBy(['board_id', 'status'])
      .execute(),
  ]);
  const people = await peopleById(db, [...[...memberIds.values()].flat(), ...boards.flatMap((b) => (b.owner_id !== null ? [b.owner_id] : []))]);
  const countsOf = new Map<number, Record<TaskStatus, number>>();
  for (const id of ids) countsOf.set(id, Object.fromEntries(TASK_STATUSES.map((s) => [s, 0])) as Record<TaskStatus, number>);
  for (const c of counts) {
    const entry = countsOf.get(c.board_id);
    if (entry && c.status in entry) entry[c.status] = Number(c.n);
  }
  return rows.map(({ board: b, canManage }) => {
    let owner: BoardOwner;
    if (b.team_id !== null) owner = { kind: 'team', id: b.team_id, name: teams.get(b.team_id)?.name ?? '', path: `${paths.teams}/${b.team_id}` };
    else if (b.project_id !== null)
      owner = { kind: 'project', id: b.project_id, name: projects.get(b.project_id)?.title ?? '', path: `/projects/${b.project_id}` };
    else {
      const person = b.owner_id !== null ? people.get(b.owner_id) : undefined;
      owner = { kind: 'member', id: b.owner_id ?? 0, name: person?.name ?? '', path: person ? paths.userProfile(person.username) : '' };
    }
    const members: PlanningPerson[] = [...new Set(memberIds.get(b.id) ?? [])].flatMap((id) => {
      const p = people.get(id);
      return p ? [p] : [];
    });
    return {
      id: b.id,
      name: b.name,
      description: b.description,
      owner,
      members,
      task_counts: countsOf.get(b.id)!,
      can_manage: canManage,
      created_at: b.created_at,
      updated_at: b.updated_at,
    };
  });
}

/**
 * One board the viewer may see.
 * @throws AppError 404 'Board not found' when missing or hidden from them
 */
export async function getBoard(db: Db, boardId: number, viewer: Viewer): Promise<Board> {
  const access = await visibleBoard(db, boardId, viewer);
  return (await toBoards(db, [access]))[0]!;
}

/**
 * The boards a viewer may see (docs/requirements.md §2 Planning): their own, those shared with them, their teams' and
 * their projects'; admins every board. Newest first; `team_id` / `project_id` narrow it to one owner.
 * @param db the database
 * @param query the owner filters
 * @param viewer the signed-in account
 */
export async function listBoards(db: Db, query: BoardListQuery, viewer: Viewer): Promise<Board[]> {
  const memo = new Map<string, Promise<boolean>>();
  let select = db.selectFrom('boards').selectAll();
  if (!can(viewer, 'board:manage')) {
    const { teamIds, projectIds } = await ownersOfViewer(db, viewer.id);
    select = select.where((eb) =>
      eb.or([
        eb.and([
          eb('team_id', 'is', null),
          eb('project_id', 'is', null),
          eb.or([eb('owner_id', '=', viewer.id), eb('id', 'in', eb.selectFrom('board_members').select('board_id').where('user_id', '=', viewer.id))]),
        ]),
        ...(teamIds.length ? [eb('team_id', 'in', teamIds)] : []),
        ...(projectIds.length ? [eb('project_id', 'in', projectIds)] : []),
      ]),
    );
  }
  if (query.team_id !== undefined) select = select.where('team_id', '=', query.team_id);
  if (query.project_id !== undefined) select = select.where('project_id', '=', query.project_id);
  const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return toBoards(db, await Promise.all(rows.map(async (board) => ({ board, canManage: await managesListed(db, board, viewer, memo) }))));
}

/**
 * Whether the viewer manages a board already known to be visible to them (one role read per team or project).
 * @param memo the roles read so far, by 'team:id' / 'project:id'
 */
async function managesListed(db: Db, board: BoardRow, viewer: Viewer, memo: Map<string, Promise<boolean>>): Promise<boolean> {
  if (can(viewer, 'board:manage')) return true;
  const key = board.team_id !== null ? `team:${board.team_id}` : board.project_id !== null ? `project:${board.project_id}` : null;
  if (key === null) return board.owner_id === viewer.id;
  let manages = memo.get(key);
  if (!manages) {
    manages = accessOf(db, board, viewer).then((a) => a?.canManage ?? false);
    memo.set(key, manages);
  }
  return manages;
}
