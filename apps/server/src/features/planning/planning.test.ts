import { BOARD_TASKS_MAX, PLANNING_MESSAGES } from '@esdc/core/planning';
import type { Board, Task } from '@esdc/core/planning-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deleteOwnAccount, memberWith, startWithAdmin } from '../../test/api.ts';
import { countRows, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { insertTestProject } from '../../test/projects.ts';
import { insertBoard, insertTask, insertTeam } from './planning-fixtures.ts';

/*
 * Planning boards' API (docs/requirements.md §2 Planning) through app.inject, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: every route allowed, refused and with bad input (the exact message, nothing changed);
 * who sees a board by its owner kind (a member's, a team's, a project's); tasks, filters, moves, assignment
 * notifications, and the member's data. Simultaneous moves: planning-races.test.ts; the live stream: planning-live.test.ts.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const messageOf = (res: Res) => envelope(res).message;
const now = () => t.clock.now();

async function newBoard(member: Member, body: Record<string, unknown> = {}): Promise<Board> {
  const res = await call(t, 'POST', '/api/boards', member.token, { name: 'Sprint board', description: 'What we build next', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return data<Board>(res);
}

async function newTask(member: Member, boardId: number, body: Record<string, unknown> = {}): Promise<Task> {
  const res = await call(t, 'POST', `/api/boards/${boardId}/tasks`, member.token, { title: 'A task', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return data<Task>(res);
}

const tasksOf = async (member: Member | string, boardId: number, query = '') =>
  data<Task[]>(await call(t, 'GET', `/api/boards/${boardId}/tasks${query ? `?${query}` : ''}`, typeof member === 'string' ? member : member.token));
const titles = (tasks: Task[]) => tasks.map((x) => x.title);
const boardIds = async (member: Member | string, query = '') =>
  data<Board[]>(await call(t, 'GET', `/api/boards${query}`, typeof member === 'string' ? member : member.token)).map((b) => b.id);
const notes = async (member: Member) =>
  (await t.db.selectFrom('notifications').select(['type', 'title', 'message', 'link']).where('user_id', '=', member.user.id).execute()).filter(
    (n) => n.type === 'task_assigned',
  );

describe("a member's board", () => {
  it('is created by an active member, listed newest first, read, renamed and shared by its owner; others get 404', async () => {
    const owner = await memberWith(t);
    const friend = await memberWith(t);
    const stranger = await memberWith(t);
    const first = await newBoard(owner, { name: 'Older board' });
    const board = await newBoard(owner);
    expect(board).toMatchObject({
      name: 'Sprint board',
      description: 'What we build next',
      owner: { kind: 'member', id: owner.user.id, name: owner.user.name, path: `/users/${owner.user.username}` },
      members: [{ id: owner.user.id, name: owner.user.name, username: owner.user.username, avatar_url: null }],
      task_counts: { todo: 0, 'in-progress': 0, review: 0, done: 0 },
      can_manage: true,
    });
    expect((await boardIds(owner)).slice(0, 2)).toEqual([board.id, first.id]);
    expect(await boardIds(friend)).not.toContain(board.id);

    const shared = await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, {
      name: 'Renamed',
      member_ids: [friend.user.id, owner.user.id, friend.user.id],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(messageOf(shared)).toBe(PLANNING_MESSAGES.boardUpdated);
    expect(data<Board>(shared).members.map((m) => m.id)).toEqual([owner.user.id, friend.user.id]);
    expect(data<Board>(shared).name).toBe('Renamed');

    expect(await boardIds(friend)).toContain(board.id);
    const seen = await call(t, 'GET', `/api/boards/${board.id}`, friend.token);
    expect(seen.statusCode).toBe(200);
    expect(data<Board>(seen).can_manage).toBe(false);
    // Shared with them: they edit its tasks, not the board.
    await newTask(friend, board.id, { title: 'Friend task' });
    const rename = await call(t, 'PUT', `/api/boards/${board.id}`, friend.token, { name: 'Mine now' });
    expect(rename.statusCode).toBe(403);
    expect(messageOf(rename)).toBe(PLANNING_MESSAGES.mayNotManage);
    expect((await call(t, 'DELETE', `/api/boards/${board.id}`, friend.token)).statusCode).toBe(403);

    for (const [method, url] of [
      ['GET', `/api/boards/${board.id}`],
      ['PUT', `/api/boards/${board.id}`],
      ['DELETE', `/api/boards/${board.id}`],
      ['GET', `/api/boards/${board.id}/tasks`],
      ['POST', `/api/boards/${board.id}/tasks`],
      ['GET', `/api/boards/${board.id}/events`],
    ] as const) {
      const res = await call(t, method, url, stranger.token, method === 'PUT' ? { name: 'x' } : method === 'POST' ? { title: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(messageOf(res)).toBe(PLANNING_MESSAGES.boardNotFound);
    }
    expect(await boardIds(stranger)).not.toContain(board.id);
    expect(data<Board>(await call(t, 'GET', `/api/boards/${board.id}`, owner.token)).name).toBe('Renamed');
  });

  it('admins see and manage every board; signed out 401; a pending account may read but not write; a suspended one is refused', async () => {
    const owner = await memberWith(t);
    const board = await newBoard(owner);
    expect(await boardIds(admin)).toContain(board.id);
    const asAdmin = data<Board>(await call(t, 'GET', `/api/boards/${board.id}`, admin));
    expect(asAdmin.can_manage).toBe(true);
    expect((await call(t, 'PUT', `/api/boards/${board.id}`, admin, { description: 'Checked by an admin' })).statusCode).toBe(200);

    expect((await call(t, 'GET', '/api/boards')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/boards', undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/boards/${board.id}`)).statusCode).toBe(401);

    const pending = await memberWith(t, 'user', 'pending');
    expect((await call(t, 'GET', '/api/boards', pending.token)).statusCode).toBe(200);
    const before = await countRows(t.db, 'boards');
    const refused = await call(t, 'POST', '/api/boards', pending.token, { name: 'Pending board' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(PLANNING_MESSAGES.notActive);
    expect(await countRows(t.db, 'boards')).toBe(before);

    const suspended = await memberWith(t, 'user', 'suspended');
    expect((await call(t, 'POST', '/api/boards', suspended.token, { name: 'Suspended board' })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/boards', suspended.token)).statusCode).toBe(401);
    expect(await countRows(t.db, 'boards')).toBe(before);

    const deleted = await call(t, 'DELETE', `/api/boards/${board.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(messageOf(deleted)).toBe(PLANNING_MESSAGES.boardDeleted);
    expect((await call(t, 'GET', `/api/boards/${board.id}`, owner.token)).statusCode).toBe(404);
  });

  it('refuses bad input with the exact message and changes nothing', async () => {
    const owner = await memberWith(t);
    const before = await countRows(t.db, 'boards');
    for (const [body, message] of [
      [{ name: '' }, 'Name is required'],
      [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters long'],
      [{ name: 'Two\nlines' }, 'Name cannot contain line breaks or tabs'],
      [{ name: 'Fine', description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters long'],
      [{ name: 'Both', team_id: 1, project_id: 1 }, PLANNING_MESSAGES.teamAndProject],
      [{ name: 'Bad team', team_id: 'one' }, 'Invalid team id'],
    ] as const) {
      const res = await call(t, 'POST', '/api/boards', owner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    const noTeam = await call(t, 'POST', '/api/boards', owner.token, { name: 'Ghost team', team_id: 999_999 });
    expect(noTeam.statusCode).toBe(404);
    expect(messageOf(noTeam)).toBe(PLANNING_MESSAGES.teamNotFound);
    const noProject = await call(t, 'POST', '/api/boards', owner.token, { name: 'Ghost project', project_id: 999_999 });
    expect(noProject.statusCode).toBe(404);
    expect(messageOf(noProject)).toBe(PLANNING_MESSAGES.projectNotFound);
    expect(await countRows(t.db, 'boards')).toBe(before);

    const board = await newBoard(owner);
    const unknown = await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { name: 'Changed', member_ids: [999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(messageOf(unknown)).toBe(PLANNING_MESSAGES.membersUnknown);
    const empty = await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('Name is required');
    expect(data<Board>(await call(t, 'GET', `/api/boards/${board.id}`, owner.token))).toMatchObject({ name: 'Sprint board', members: [{ id: owner.user.id }] });
    expect((await call(t, 'GET', '/api/boards/abc', owner.token)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/boards/999999', owner.token)).statusCode).toBe(404);
  });

  it('removing a member from a shared board takes them off its tasks', async () => {
    const owner = await memberWith(t);
    const friend = await memberWith(t);
    const board = await newBoard(owner);
    await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { member_ids: [friend.user.id] });
    const task = await newTask(owner, board.id, { assignee_ids: [friend.user.id, owner.user.id] });
    expect(task.assignees.map((a) => a.id).sort()).toEqual([owner.user.id, friend.user.id].sort());
    await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { member_ids: [] });
    expect(data<Task>(await call(t, 'GET', `/api/tasks/${task.id}`, owner.token)).assignees.map((a) => a.id)).toEqual([owner.user.id]);
    expect((await call(t, 'GET', `/api/tasks/${task.id}`, friend.token)).statusCode).toBe(404);
  });
});

describe("a team's board", () => {
  it('is created by the team’s members, seen by them only, managed by the lead', async () => {
    const lead = await memberWith(t);
    const member = await memberWith(t);
    const outsider = await memberWith(t);
    const teamId = await insertTeam(t.db, now(), lead.user.id, [member.user.id]);

    const refused = await call(t, 'POST', '/api/boards', outsider.token, { name: 'Not mine', team_id: teamId });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(PLANNING_MESSAGES.notInTeam);

    const board = await newBoard(member, { name: 'Team board', team_id: teamId });
    expect(board.owner).toMatchObject({ kind: 'team', id: teamId, path: `/teams/${teamId}` });
    expect(board.members.map((m) => m.id)).toEqual([lead.user.id, member.user.id]);
    expect(board.can_manage).toBe(false);
    expect(data<Board>(await call(t, 'GET', `/api/boards/${board.id}`, lead.token)).can_manage).toBe(true);
    expect(await boardIds(lead, `?team_id=${teamId}`)).toEqual([board.id]);
    expect(await boardIds(member)).toContain(board.id);
    expect(await boardIds(outsider)).not.toContain(board.id);
    expect((await call(t, 'GET', `/api/boards/${board.id}`, outsider.token)).statusCode).toBe(404);

    await newTask(member, board.id);
    const shareRefused = await call(t, 'PUT', `/api/boards/${board.id}`, lead.token, { member_ids: [outsider.user.id] });
    expect(shareRefused.statusCode).toBe(422);
    expect(messageOf(shareRefused)).toBe(PLANNING_MESSAGES.membersOnlyMemberBoards);
    const memberDelete = await call(t, 'DELETE', `/api/boards/${board.id}`, member.token);
    expect(memberDelete.statusCode).toBe(403);
    expect(messageOf(memberDelete)).toBe(PLANNING_MESSAGES.mayNotManage);
    const tasksBefore = await countRows(t.db, 'tasks');
    expect((await call(t, 'DELETE', `/api/boards/${board.id}`, lead.token)).statusCode).toBe(200);
    // Its tasks go with it.
    expect(await countRows(t.db, 'tasks')).toBe(tasksBefore - 1);
  });
});

describe("a project's board", () => {
  it('is created by the project’s owner or a contributor, seen by them, managed by the owner', async () => {
    const owner = await memberWith(t);
    const contributor = await memberWith(t);
    const outsider = await memberWith(t);
    const projectId = await insertTestProject(
      t.db,
      { user_id: owner.user.id, title: 'Weather station', description: 'A project with a board.', category: 'IoT' },
      now().toISOString(),
    );
    await t.db.insertInto('project_contributors').values({ project_id: projectId, user_id: contributor.user.id, created_at: now().toISOString() }).execute();

    const refused = await call(t, 'POST', '/api/boards', outsider.token, { name: 'Not mine', project_id: projectId });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(PLANNING_MESSAGES.notInProject);

    const board = await newBoard(contributor, { name: 'Station board', project_id: projectId });
    expect(board.owner).toEqual({ kind: 'project', id: projectId, name: 'Weather station', path: `/projects/${projectId}` });
    expect(board.members.map((m) => m.id)).toEqual([owner.user.id, contributor.user.id]);
    expect(board.can_manage).toBe(false);
    expect(await boardIds(owner, `?project_id=${projectId}`)).toEqual([board.id]);
    expect(await boardIds(outsider)).not.toContain(board.id);
    expect((await call(t, 'GET', `/api/boards/${board.id}/tasks`, outsider.token)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/boards/${board.id}`, contributor.token)).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { name: 'Station plan' })).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/boards/${board.id}`, owner.token)).statusCode).toBe(200);
  });
});

describe('tasks', () => {
  it('are added last in their column with the defaults, read, listed by column and key', async () => {
    const owner = await memberWith(t);
    const board = await newBoard(owner);
    const a = await newTask(owner, board.id, { title: 'First' });
    expect(a).toMatchObject({
      board_id: board.id,
      title: 'First',
      description: '',
      status: 'todo',
      priority: 'medium',
      assignees: [],
      labels: [],
      due_at: null,
      created_by: { id: owner.user.id, username: owner.user.username },
    });
    const b = await newTask(owner, board.id, {
      title: 'Second',
      status: 'review',
      priority: 'urgent',
      labels: ['Firmware', 'firmware', 'PCB'],
      due_at: '2030-01-02T10:00:00+02:00',
    });
    expect(b).toMatchObject({ status: 'review', priority: 'urgent', labels: ['firmware', 'pcb'], due_at: '2030-01-02T08:00:00.000Z' });
    const c = await newTask(owner, board.id, { title: 'Third' });
    expect(c.position > a.position).toBe(true);
    expect(titles(await tasksOf(owner, board.id))).toEqual(['First', 'Third', 'Second']);
    expect(data<Task>(await call(t, 'GET', `/api/tasks/${c.id}`, owner.token)).title).toBe('Third');
    expect(data<Board>(await call(t, 'GET', `/api/boards/${board.id}`, owner.token)).task_counts).toEqual({ todo: 2, 'in-progress': 0, review: 1, done: 0 });
  });

  it('refuses bad input with the exact message and stores nothing', async () => {
    const owner = await memberWith(t);
    const stranger = await memberWith(t);
    const board = await newBoard(owner);
    const before = await countRows(t.db, 'tasks');
    for (const [body, message] of [
      [{ title: '' }, 'Title is required'],
      [{}, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters long'],
      [{ title: 'ok', description: 'd'.repeat(10_001) }, 'Description must be at most 10000 characters long'],
      [{ title: 'ok', status: 'blocked' }, 'Invalid task status'],
      [{ title: 'ok', priority: 'asap' }, 'Invalid priority'],
      [{ title: 'ok', labels: Array.from({ length: 11 }, (_, i) => `l${i}`) }, 'A task has at most 10 labels'],
      [{ title: 'ok', labels: ['x'.repeat(31)] }, 'Label must be at most 30 characters long'],
      [{ title: 'ok', assignee_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, 'A task has at most 10 assignees'],
      [{ title: 'ok', due_at: 'tomorrow' }, 'Invalid due date'],
    ] as const) {
      const res = await call(t, 'POST', `/api/boards/${board.id}/tasks`, owner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    const notMember = await call(t, 'POST', `/api/boards/${board.id}/tasks`, owner.token, { title: 'ok', assignee_ids: [stranger.user.id] });
    expect(notMember.statusCode).toBe(422);
    expect(messageOf(notMember)).toBe(PLANNING_MESSAGES.assigneesNotMembers);
    expect(await countRows(t.db, 'tasks')).toBe(before);
    expect(await notes(stranger)).toEqual([]);
  });

  it('notifies new assignees (not the one who assigns) once', async () => {
    const owner = await memberWith(t);
    const friend = await memberWith(t);
    const board = await newBoard(owner, { name: 'Robot board' });
    await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { member_ids: [friend.user.id] });
    const task = await newTask(owner, board.id, { title: 'Wire the motors', assignee_ids: [owner.user.id, friend.user.id] });
    expect(await notes(owner)).toEqual([]);
    expect(await notes(friend)).toEqual([
      {
        type: 'task_assigned',
        title: 'You were assigned a task',
        message: `${owner.user.name} assigned you "Wire the motors" on Robot board.`,
        link: `/planning?board=${board.id}`,
      },
    ]);
    // Kept as assignee: no second notification; removed then added again: notified again.
    await call(t, 'PATCH', `/api/tasks/${task.id}`, owner.token, { title: 'Wire both motors', assignee_ids: [friend.user.id] });
    expect(await notes(friend)).toHaveLength(1);
    await call(t, 'PATCH', `/api/tasks/${task.id}`, owner.token, { assignee_ids: [] });
    await call(t, 'PATCH', `/api/tasks/${task.id}`, owner.token, { assignee_ids: [friend.user.id] });
    expect(await notes(friend)).toHaveLength(2);
    // Assigning oneself notifies no one.
    await call(t, 'PATCH', `/api/tasks/${task.id}`, friend.token, { assignee_ids: [friend.user.id, owner.user.id] });
    expect(await notes(owner)).toHaveLength(1);
  });

  it('are filtered by search, assignee, label, priority and due', async () => {
    const owner = await memberWith(t);
    const friend = await memberWith(t);
    const board = await newBoard(owner);
    await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { member_ids: [friend.user.id] });
    const day = 86_400_000;
    const iso = (ms: number) => new Date(now().getTime() + ms).toISOString();
    await newTask(owner, board.id, { title: 'Solder the header', labels: ['hardware'], priority: 'high', assignee_ids: [friend.user.id], due_at: iso(-day) });
    await newTask(owner, board.id, { title: 'Flash firmware', description: 'Use the 100% new bootloader', labels: ['firmware'], due_at: iso(3 * day) });
    await newTask(owner, board.id, { title: 'Done late', status: 'done', due_at: iso(-2 * day) });
    await newTask(owner, board.id, { title: 'Someday', due_at: iso(30 * day) });
    await newTask(owner, board.id, { title: 'No date' });
    expect(titles(await tasksOf(owner, board.id, 'search=SOLDER'))).toEqual(['Solder the header']);
    expect(titles(await tasksOf(owner, board.id, 'search=100%25'))).toEqual(['Flash firmware']);
    expect(titles(await tasksOf(owner, board.id, `assignee_id=${friend.user.id}`))).toEqual(['Solder the header']);
    expect(titles(await tasksOf(owner, board.id, 'label=Firmware'))).toEqual(['Flash firmware']);
    expect(titles(await tasksOf(owner, board.id, 'priority=high'))).toEqual(['Solder the header']);
    expect(titles(await tasksOf(owner, board.id, 'due=overdue'))).toEqual(['Solder the header']);
    expect(titles(await tasksOf(owner, board.id, 'due=week'))).toEqual(['Flash firmware']);
    expect(titles(await tasksOf(owner, board.id, 'due=none'))).toEqual(['No date']);
    for (const [query, message] of [
      ['priority=soon', 'Invalid priority'],
      ['due=later', 'Invalid due filter'],
      ['assignee_id=me', 'Invalid member id'],
    ] as const) {
      const res = await call(t, 'GET', `/api/boards/${board.id}/tasks?${query}`, owner.token);
      expect(res.statusCode, query).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
  });

  it('are edited and moved within and between columns by after_id; a bad move changes nothing', async () => {
    const owner = await memberWith(t);
    const board = await newBoard(owner);
    const [a, b, c] = [
      await newTask(owner, board.id, { title: 'A' }),
      await newTask(owner, board.id, { title: 'B' }),
      await newTask(owner, board.id, { title: 'C' }),
    ];
    const d = await newTask(owner, board.id, { title: 'D', status: 'done' });
    const move = (id: number, body: Record<string, unknown>) => call(t, 'PATCH', `/api/tasks/${id}`, owner.token, body);

    const toTop = await move(c.id, { position: { after_id: null } });
    expect(toTop.statusCode, toTop.body).toBe(200);
    expect(messageOf(toTop)).toBe(PLANNING_MESSAGES.taskUpdated);
    expect(titles(await tasksOf(owner, board.id))).toEqual(['C', 'A', 'B', 'D']);
    await move(c.id, { position: { after_id: a.id } });
    expect(titles(await tasksOf(owner, board.id))).toEqual(['A', 'C', 'B', 'D']);
    await move(a.id, { status: 'done', position: { after_id: d.id } });
    expect(titles(await tasksOf(owner, board.id))).toEqual(['C', 'B', 'D', 'A']);
    await move(b.id, { status: 'done', position: { after_id: null } });
    expect(titles(await tasksOf(owner, board.id))).toEqual(['C', 'B', 'D', 'A']);
    expect((await tasksOf(owner, board.id)).map((x) => x.status)).toEqual(['todo', 'done', 'done', 'done']);
    // A new column without a position: last there.
    await move(c.id, { status: 'review' });
    await move(d.id, { status: 'review' });
    expect(titles(await tasksOf(owner, board.id, ''))).toEqual(['C', 'D', 'B', 'A']);

    const edited = await move(b.id, { title: 'B edited', description: 'More', priority: 'low', labels: ['x'], due_at: '2031-05-01T00:00:00Z' });
    expect(data<Task>(edited)).toMatchObject({
      title: 'B edited',
      description: 'More',
      priority: 'low',
      labels: ['x'],
      due_at: '2031-05-01T00:00:00.000Z',
      status: 'done',
    });
    expect(data<Task>(await move(b.id, { due_at: null })).due_at).toBeNull();

    const order = titles(await tasksOf(owner, board.id));
    const keys = (await tasksOf(owner, board.id)).map((x) => x.position);
    for (const [body, status, message] of [
      [{ position: { after_id: c.id } }, 422, PLANNING_MESSAGES.notInColumn],
      [{ status: 'todo', position: { after_id: d.id } }, 422, PLANNING_MESSAGES.notInColumn],
      [{ position: { after_id: 999_999 } }, 422, PLANNING_MESSAGES.notInColumn],
      [{ position: {} }, 400, 'Invalid task id'],
      [{ position: { after_id: 'first' } }, 400, 'Invalid task id'],
      [{ status: 'archived' }, 400, 'Invalid task status'],
      [{ title: '' }, 400, 'Title is required'],
    ] as const) {
      const res = await move(b.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(messageOf(res)).toBe(message);
    }
    expect(titles(await tasksOf(owner, board.id))).toEqual(order);
    expect((await tasksOf(owner, board.id)).map((x) => x.position)).toEqual(keys);
  });

  it('are deleted by anyone who sees the board; others get 404 Task not found', async () => {
    const owner = await memberWith(t);
    const stranger = await memberWith(t);
    const board = await newBoard(owner);
    const task = await newTask(owner, board.id);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { title: 'Mine' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t, method, `/api/tasks/${task.id}`, stranger.token, body);
      expect(res.statusCode, method).toBe(404);
      expect(messageOf(res)).toBe(PLANNING_MESSAGES.taskNotFound);
    }
    expect((await call(t, 'PATCH', `/api/tasks/${task.id}`, undefined, { title: 'x' })).statusCode).toBe(401);
    const gone = await call(t, 'DELETE', `/api/tasks/${task.id}`, owner.token);
    expect(gone.statusCode).toBe(200);
    expect(messageOf(gone)).toBe(PLANNING_MESSAGES.taskDeleted);
    expect((await call(t, 'GET', `/api/tasks/${task.id}`, owner.token)).statusCode).toBe(404);
  });

  it(`a board holds at most ${BOARD_TASKS_MAX} tasks`, async () => {
    const owner = await memberWith(t);
    const board = await newBoard(owner);
    const at = now().toISOString();
    const rows = Array.from({ length: BOARD_TASKS_MAX }, (_, i) => ({
      board_id: board.id,
      title: `Task ${i}`,
      description: '',
      status: 'todo' as const,
      priority: 'low' as const,
      position: `a${String(i).padStart(5, '0')}`,
      due_at: null,
      created_by: owner.user.id,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('tasks')
        .values(rows.slice(i, i + 500))
        .execute();
    const full = await call(t, 'POST', `/api/boards/${board.id}/tasks`, owner.token, { title: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(PLANNING_MESSAGES.boardFull);
    expect(messageOf(full)).toBe('A board holds at most 2,000 tasks');
    expect(await tasksOf(owner, board.id)).toHaveLength(BOARD_TASKS_MAX);
  });
});

describe("a member's data", () => {
  it('exports their boards, shares, tasks and assignments; deleting the account deletes their boards and takes them off the rest', async () => {
    const owner = await memberWith(t);
    const leaving = await memberWith(t);
    const own = await newBoard(leaving, { name: 'Leaving board' });
    await newTask(leaving, own.id);
    const board = await newBoard(owner);
    await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { member_ids: [leaving.user.id] });
    const created = await newTask(leaving, board.id, { title: 'By the leaver', assignee_ids: [leaving.user.id, owner.user.id] });
    const teamId = await insertTeam(t.db, now(), leaving.user.id, [owner.user.id]);
    const teamBoard = await insertBoard(t.db, now(), { ownerId: leaving.user.id, teamId });
    await insertTask(t.db, teamBoard, now(), { createdBy: leaving.user.id });

    const exported = await call(t, 'GET', '/api/user/export', leaving.token);
    expect(exported.statusCode).toBe(200);
    const sections = data<{ sections: Record<string, Record<string, unknown>[]> }>(exported).sections;
    expect(sections.planning_boards!.map((b) => b.name)).toEqual(['Leaving board', 'Fixture board']);
    expect(sections.planning_board_shares).toEqual([expect.objectContaining({ board_id: board.id, board_name: 'Sprint board' })]);
    expect(sections.planning_tasks!.map((x) => x.title)).toEqual(['A task', 'By the leaver', 'Fixture task']);
    expect(sections.planning_task_assignments).toEqual([expect.objectContaining({ task_id: created.id, task_title: 'By the leaver', board_id: board.id })]);

    await deleteOwnAccount(t, leaving, 'delete');
    expect((await call(t, 'GET', `/api/boards/${own.id}`, admin)).statusCode).toBe(404);
    const after = data<Task>(await call(t, 'GET', `/api/tasks/${created.id}`, owner.token));
    expect(after.created_by).toBeNull();
    expect(after.assignees.map((a) => a.id)).toEqual([owner.user.id]);
    expect(data<Board>(await call(t, 'GET', `/api/boards/${board.id}`, owner.token)).members.map((m) => m.id)).toEqual([owner.user.id]);
    // A team's board they started stays, without a creator.
    expect((await t.db.selectFrom('boards').select('owner_id').where('id', '=', teamBoard).executeTakeFirstOrThrow()).owner_id).toBeNull();
  });
});
